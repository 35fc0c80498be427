import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderSubmitResponseSchema } from '@shop/shared/contract/checkout';
import { EFacturaSubmissionSchema } from '@shop/shared/contract/market-law';
import { shopOrders } from '../db/schema/cart';
import { eFacturaSubmissions } from '../db/schema/e-factura';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import type { RoInvoice } from './invoice-data';
import { StandInEFacturaClient } from './stand-in-client';
import { retryDelayMs, runEFacturaSubmissions } from './submission-job';
import { submitRoInvoice } from './submit-ro-invoice';
import { eFacturaDeadline } from './working-days';

const apps = useMarketApps();

/** A Romanian order placed through the shop, and an invoice of it as the invoices domain would issue it. */
async function invoicedOrder(number: string): Promise<{ orderNumber: string; orderId: number; invoice: RoInvoice }> {
  const client = await shopper(apps.ro, 'RO');
  const device = await stockedProduct(apps.database.db, 'RO', 'device');
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const submitted = await client.post('/api/new/orders/submit/', submitBody('RO', newToken(), { type_payment: 'cod' }));
  assert.equal(submitted.statusCode, 200, submitted.body);
  const { order_number } = v.parse(OrderSubmitResponseSchema, submitted.json());
  const [order] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, order_number));
  return {
    orderNumber: order_number,
    orderId: order!.id,
    invoice: {
      number: number,
      issueDate: '2026-05-01',
      seller: { name: 'Elektro Shop SRL', street: 'Strada Exemplu 1', city: 'SECTOR1', county: 'B', postcode: '010011', cui: '18547290', vatCode: 'RO18547290', regCom: 'J40/2997/2019' },
      buyer: { name: 'Ana Popescu', street: 'Strada Mare 3', city: 'SECTOR1', county: 'B', postcode: '010011' },
      lines: [{ name: device.longName, quantity: 1, unitNetBani: Math.round((device.price * 100) / 1.21), vatPercent: 21 }],
    },
  };
}

async function submissionOf(invoiceNumber: string) {
  const [row] = await apps.database.db.select().from(eFacturaSubmissions).where(eq(eFacturaSubmissions.invoiceNumber, invoiceNumber));
  assert.ok(row, `submission of ${invoiceNumber}`);
  return row;
}

describe('e-Factura submission', () => {
  test('the deadline is the end of the 5th working day after issue, weekends skipped', () => {
    assert.equal(eFacturaDeadline('2026-05-01').toISOString(), '2026-05-08T21:59:59.000Z');
    assert.equal(eFacturaDeadline('2026-05-04').toISOString(), '2026-05-11T21:59:59.000Z');
  });

  test('an RO invoice is validated, uploaded, retried after a failure with backoff, then accepted; staff see each state', async () => {
    const { orderNumber, orderId, invoice } = await invoicedOrder('ESRO2026000901');
    await submitRoInvoice(apps.database.db, invoice, orderId);
    await submitRoInvoice(apps.database.db, invoice, orderId);
    assert.equal((await submissionOf(invoice.number)).state, 'pending', 'queued once, whatever the number of calls');

    const anaf = new StandInEFacturaClient();
    anaf.failNextUploads = 1;
    const start = new Date();
    await runEFacturaSubmissions(apps.database.db, anaf, start);
    let row = await submissionOf(invoice.number);
    assert.deepEqual([row.state, row.attempts, row.lastError], ['failed', 1, 'stand-in: ANAF unreachable']);
    assert.equal(row.nextAttemptAt.getTime(), start.getTime() + retryDelayMs(1));

    await runEFacturaSubmissions(apps.database.db, anaf, new Date(start.getTime() + retryDelayMs(1) - 1000));
    assert.equal(anaf.uploads.length, 0, 'no retry before the backoff is over');

    const retry = new Date(start.getTime() + retryDelayMs(1));
    await runEFacturaSubmissions(apps.database.db, anaf, retry);
    row = await submissionOf(invoice.number);
    assert.deepEqual([row.state, row.attempts, row.uploadIndex], ['sent', 2, anaf.uploads[0]!.uploadIndex]);
    assert.equal(anaf.uploads[0]!.sellerCif, '18547290');
    assert.equal(anaf.uploads[0]!.xml, row.xml);

    const staff = new TestClient(apps.ro, 'ro');
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const sent = await staff.get(`/api/new/orders/e-factura/${orderNumber}/`);
    assert.equal(sent.statusCode, 200, sent.body);
    const [shown] = (sent.json() as { submissions: unknown[] }).submissions.map((entry) => v.parse(EFacturaSubmissionSchema, entry));
    assert.deepEqual([shown!.invoice_number, shown!.state, shown!.upload_index], [invoice.number, 'sent', row.uploadIndex]);

    await runEFacturaSubmissions(apps.database.db, anaf, new Date(retry.getTime() + retryDelayMs(1)));
    assert.equal((await submissionOf(invoice.number)).state, 'accepted');
    assert.equal(anaf.uploads.length, 1, 'an accepted invoice is sent once');
  });

  test('an invoice that breaks CIUS-RO is never sent: failed with the broken rule', async () => {
    const { invoice, orderId } = await invoicedOrder('ESRO2026000902');
    await submitRoInvoice(apps.database.db, { ...invoice, buyer: { ...invoice.buyer, county: 'Bucuresti' } }, orderId);
    const anaf = new StandInEFacturaClient();
    await runEFacturaSubmissions(apps.database.db, anaf, new Date());
    const row = await submissionOf(invoice.number);
    assert.equal(row.state, 'failed');
    assert.match(row.lastError ?? '', /BR-RO-100/);
    assert.equal(anaf.uploads.length, 0);
  });

  test('the submission state is for staff only', async () => {
    const { orderNumber } = await invoicedOrder('ESRO2026000903');
    const anonymous = await shopper(apps.ro, 'RO');
    const response = await anonymous.get(`/api/new/orders/e-factura/${orderNumber}/`);
    assert.ok([401, 403].includes(response.statusCode), `${response.statusCode}`);
  });
});
