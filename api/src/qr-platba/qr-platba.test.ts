import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { like } from 'drizzle-orm';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import * as v from 'valibot';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { QrPlatbaSchema } from '@shop/shared/contract/market-law';
import { outbox } from '../db/schema/mail';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import type { TestClient } from '../test-support/test-client';

const apps = useMarketApps();

async function orderPaidBy(client: TestClient, market: 'CZ' | 'RO', payment: 'bank_transfer' | 'card'): Promise<OrderSubmitResponse> {
  const device = await stockedProduct(apps.database.db, market, 'device');
  const added = await client.post('/api/new/cart/add-product/', { product: device.id });
  assert.equal(added.statusCode, 200, added.body);
  const submitted = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: payment }));
  assert.equal(submitted.statusCode, 200, submitted.body);
  return v.parse(OrderSubmitResponseSchema, submitted.json());
}

/** The code's modules drawn as black and white pixels, for the decoder a phone's camera would feed. */
function scan(text: string): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const scale = 4;
  const size = modules.length * scale;
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) data.fill(modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255, (y * size + x) * 3, (y * size + x) * 3 + 3);
  }
  return decodeQR({ width: size, height: size, data });
}

describe('QR Platba', () => {
  test('a Czech bank-transfer order: the SPD string written out by hand, a scannable code, the same data in the e-mail', async () => {
    const client = await shopper(apps.cz, 'CZ');
    const order = await orderPaidBy(client, 'CZ', 'bank_transfer');
    const response = await client.get(`/api/new/orders/qr-platba/${order.order_number}/${order.access}/`);
    assert.equal(response.statusCode, 200, response.body);
    const qr = v.parse(QrPlatbaSchema, (response.json() as { qr_platba: unknown }).qr_platba);
    const digits = order.order_number.slice(1);
    assert.equal(qr.spd, `SPD*1.0*ACC:CZ6508000000192000145399*AM:${order.total}.00*CC:CZK*MSG:OBJEDNAVKA ${order.order_number}*RN:ELEKTRO SHOP*X-VS:${digits}`);
    assert.equal(qr.iban, 'CZ65 0800 0000 1920 0014 5399');
    assert.equal(qr.variable_symbol, digits);
    assert.equal(qr.amount, order.total);
    assert.match(qr.svg, /^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    assert.equal(scan(qr.spd), qr.spd, 'the code reads back as the SPD string');

    const [mail] = await apps.database.db.select().from(outbox).where(like(outbox.subject, `%${order.order_number}%`));
    assert.ok(mail, 'the confirmation was sent');
    assert.match(mail.text, new RegExp(`CZ65 0800 0000 1920 0014 5399.*variabilní symbol ${digits}`));
    const eml = await readFile(path.join(apps.cz.config.dataDir, mail.emlFile), 'utf8');
    assert.match(eml, new RegExp(`Content-Type: image/gif; name=qr-platba-${order.order_number}\\.gif`));
  });

  test('no code for a card payment or for Romania (the transfer written out there), or without the access secret', async () => {
    const czClient = await shopper(apps.cz, 'CZ');
    const card = await orderPaidBy(czClient, 'CZ', 'card');
    assert.deepEqual((await czClient.get(`/api/new/orders/qr-platba/${card.order_number}/${card.access}/`)).json(), { qr_platba: null, bank_transfer: null });
    const [cardMail] = await apps.database.db.select().from(outbox).where(like(outbox.subject, `%${card.order_number}%`));
    assert.doesNotMatch(cardMail!.text, /variabilní symbol/);

    const roClient = await shopper(apps.ro, 'RO');
    const ro = await orderPaidBy(roClient, 'RO', 'bank_transfer');
    // Romania has no QR Platba; the transfer is written out instead (invoices.test.ts checks it on every document).
    const roAnswer = (await roClient.get(`/api/new/orders/qr-platba/${ro.order_number}/${ro.access}/`)).json() as { qr_platba: unknown; bank_transfer: { currency: string; reference: string } };
    assert.equal(roAnswer.qr_platba, null);
    assert.equal(roAnswer.bank_transfer.currency, 'RON');
    assert.equal(roAnswer.bank_transfer.reference, ro.order_number);

    const forged = await czClient.get(`/api/new/orders/qr-platba/${card.order_number}/${'x'.repeat(43)}/`);
    assert.equal(forged.statusCode, 404);
  });
});
