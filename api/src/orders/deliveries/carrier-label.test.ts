import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import { DeliveryRowSchema, deliveryDeskList } from '@shop/shared/contract/order-deliveries';
import { OrderDeskDetailSchema } from '@shop/shared/contract/order-desk';
import { packByScanning } from '../../packaging/test-support/pack-order';
import { useMarketApps } from '../../test-support/market-apps';
import { pdfText } from '../../test-support/pdf-text';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';
import { newToken, shopper, stockedProduct, submitBody } from '../test-support/checkout-fixture';

const apps = useMarketApps();
const DESK = '/api/new/orders/staff/orders/';
const DELIVERIES = '/api/new/orders/staff/deliveries/';

/** Products of this file start far from other files' picks, so stock counts are this file's own. */
let productSkip = 90;

async function staffOf(app: FastifyInstance, locale: Locale): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

/** A courier order placed, packed at the packing table (weighed 0.45 kg) and ready for the hand-over. */
async function packedPackage(app: FastifyInstance, market: Market, staff: TestClient): Promise<{ orderNumber: string; packageId: number }> {
  const device = await stockedProduct(apps.database.db, market, 'device', productSkip++);
  const client = await shopper(app, market);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const placed = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: 'bank_transfer' }));
  assert.equal(placed.statusCode, 200, placed.body);
  const orderNumber = (placed.json() as { order_number: string }).order_number;
  await packByScanning(apps.database.db, staff, orderNumber);
  const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`${DESK}${orderNumber}/`)).json());
  return { orderNumber, packageId: detail.packages[0]!.id };
}

describe('the carrier label (issue #9)', () => {
  const cases = [
    { market: 'CZ', locale: 'cs', app: () => apps.cz, recipient: ['Jana Nováková', 'Karlova 12', '110 00 Praha'], texts: ['PPL', 'Příjemce', 'Odesílatel', 'Elektro Shop s.r.o.', 'Vodičkova 699/30', 'Hmotnost: 0,45 kg', 'Balík 1 z 1'] },
    { market: 'RO', locale: 'ro', app: () => apps.ro, recipient: ['Ana Popescu', 'Strada Mare 3', '010011 București'], texts: ['FAN Courier', 'Destinatar', 'Expeditor', 'Elektro Shop Romania S.R.L.', 'Strada Academiei 7', 'Greutate: 0,45 kg', 'Coletul 1 din 1'] },
  ] as const;
  for (const { market, locale, app, recipient, texts } of cases) {
    test(`${market}: the hand-over keeps the carrier's label; staff download a PDF with the delivery number and the recipient`, async () => {
      const staff = await staffOf(app(), locale);
      const { orderNumber, packageId } = await packedPackage(app(), market, staff);
      const labelUrl = `${DELIVERIES}${packageId}/label/`;

      const before = await staff.get(labelUrl);
      assert.equal(before.statusCode, 404, 'no label before the hand-over');
      assert.equal(v.parse(DeliveryRowSchema, (await staff.get(`${DELIVERIES}${packageId}/`)).json()).label_url, null);

      const handed = await staff.post(`${DELIVERIES}${packageId}/hand-over/`, {});
      assert.equal(handed.statusCode, 200, handed.body);
      const row = v.parse(DeliveryRowSchema, handed.json());
      assert.ok(row.delivery_number);
      assert.equal(row.label_url, labelUrl);
      const listed = v.parse(deliveryDeskList.response, (await staff.get(`${DELIVERIES}?page_size=100`)).json()).results.find((item) => item.id === packageId);
      assert.equal(listed?.label_url, labelUrl, 'the grid links the label too');

      const label = await staff.get(labelUrl);
      assert.equal(label.statusCode, 200, label.body);
      assert.equal(label.headers['content-type'], 'application/pdf');
      assert.match(String(label.headers['content-disposition']), new RegExp(`attachment; filename="label-${orderNumber}-${packageId}\\.pdf"`));
      assert.match(String(label.headers['cache-control']), /no-store/);
      const pdf = await pdfText(label.rawPayload);
      assert.equal(pdf.pages, 1);
      assert.ok(pdf.title?.includes(row.delivery_number), pdf.title);
      for (const expected of [row.delivery_number, orderNumber, ...recipient, ...texts]) assert.ok(pdf.text.includes(expected), `"${expected}" on the label: ${pdf.text}`);
      assert.doesNotMatch(pdf.text, /DOPLNÍ|COMPLETAT/, 'the sender is the seller, no placeholder');
    });
  }

  test('only staff get a label: 401 without a session, 403 for a customer, 404 for another market', async () => {
    const staff = await staffOf(apps.cz, 'cs');
    const { packageId } = await packedPackage(apps.cz, 'CZ', staff);
    assert.equal((await staff.post(`${DELIVERIES}${packageId}/hand-over/`, {})).statusCode, 200);
    const labelUrl = `${DELIVERIES}${packageId}/label/`;

    const visitor = new TestClient(apps.cz, 'cs');
    const anonymous = await visitor.get(labelUrl);
    assert.equal(anonymous.statusCode, 401);
    assert.notEqual(anonymous.headers['content-type'], 'application/pdf');

    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    const refused = await customer.get(labelUrl);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, 'Nemáte oprávnění k přístupu na tuto stránku.');

    const romanianStaff = await staffOf(apps.ro, 'ro');
    assert.equal((await romanianStaff.get(labelUrl)).statusCode, 404, "the Czech parcel's label is not the Romanian shop's");
    assert.equal((await staff.get(labelUrl)).statusCode, 200);
  });
});
