import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { OrderStatusSchema, WITHDRAWAL_DAYS } from '@shop/shared/contract/orders';
import { shopOrders } from '../db/schema/cart';
import { outbox } from '../db/schema/mail';
import { orderWithdrawals } from '../db/schema/withdrawals';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { newToken, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';

const apps = useMarketApps();
const WITHDRAW = '/api/new/orders/withdrawals/';
const CZ_ACCOUNT = '19-2000145399/0800';
const RO_IBAN = 'RO49AAAA1B31007593840000';
const EMAIL: Record<Market, string> = { CZ: 'jana@example.cz', RO: 'ana@example.ro' };

async function browser(market: Market): Promise<TestClient> {
  const client = new TestClient(market === 'CZ' ? apps.cz : apps.ro, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  return client;
}

let skip = 0;
/** A guest's order of one accessory, and its status (for the line ids); a card order is paid at the test gateway. */
async function order(market: Market, payment: 'bank_transfer' | 'card' = 'bank_transfer'): Promise<{ client: TestClient; placed: OrderSubmitResponse; lineId: number }> {
  const client = await browser(market);
  const product = await stockedProduct(apps.database.db, market, 'accessory', skip++ % 10);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
  const submitted = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: payment }));
  assert.equal(submitted.statusCode, 200, submitted.body);
  const placed = v.parse(OrderSubmitResponseSchema, submitted.json());
  if (payment === 'card') {
    const paymentId = placed.payment_url!.split('/').filter(Boolean).at(-1)!;
    assert.equal((await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' })).statusCode, 200);
    await (market === 'CZ' ? apps.cz : apps.ro).afterAnswer.settled();
  }
  const status = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${placed.order_number}/${placed.access}/`)).json());
  return { client, placed, lineId: status.packages[0]!.lines[0]!.line_id };
}

async function deliver(orderNumber: string, daysAgo = 0): Promise<void> {
  await apps.database.db.update(shopOrders).set({ status: 'delivered' }).where(eq(shopOrders.orderNumber, orderNumber));
  if (daysAgo > 0) await apps.database.db.update(shopOrders).set({ deliveredAt: new Date(Date.now() - daysAgo * 86_400_000) }).where(eq(shopOrders.orderNumber, orderNumber));
}

async function storedWithdrawals(): Promise<number> {
  const [row] = await apps.database.db.select({ value: count() }).from(orderWithdrawals);
  return row!.value;
}

describe('contract withdrawal (O-S6)', () => {
  test('a delivered order: chosen items are withdrawn, the status shows them and the deadline, and a confirmation is mailed', async () => {
    const { client, placed, lineId } = await order('CZ');
    await deliver(placed.order_number);
    const response = await client.post(WITHDRAW, { order_number: placed.order_number, email: EMAIL.CZ, lines: [{ line_id: lineId, quantity: 1 }], refund_account: CZ_ACCOUNT, reason: 'Nesedí mi barva' });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().refund_account, CZ_ACCOUNT);

    const status = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${placed.order_number}/${placed.access}/`)).json());
    assert.equal(status.packages[0]!.lines[0]!.withdrawn_quantity, 1);
    assert.ok(status.delivered_at, 'the trigger stamped the delivery time');
    assert.equal(new Date(status.withdrawal_until!).getTime() - new Date(status.delivered_at).getTime(), WITHDRAWAL_DAYS * 86_400_000);

    const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL.CZ)).orderBy(desc(outbox.id)).limit(1);
    assert.equal(mail!.subject, `Potvrzení odstoupení od smlouvy, objednávka ${placed.order_number}`);
    assert.match(mail!.text, new RegExp(CZ_ACCOUNT));
    assert.match(mail!.text, /do 14 dnů/);
  });

  test('items already withdrawn, unknown lines and a wrong e-mail are refused and store nothing', async () => {
    const { client, placed, lineId } = await order('CZ');
    await deliver(placed.order_number);
    const body = { order_number: placed.order_number, email: EMAIL.CZ, lines: [{ line_id: lineId, quantity: 1 }], refund_account: CZ_ACCOUNT };
    assert.equal((await client.post(WITHDRAW, body)).statusCode, 201);
    const before = await storedWithdrawals();
    const again = await client.post(WITHDRAW, body);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { lines: { '0': { quantity: ['Od této položky jste už odstoupili.'] } } });
    const unknown = await client.post(WITHDRAW, { ...body, lines: [{ line_id: 999_999_999, quantity: 1 }] });
    assert.deepEqual(unknown.json(), { lines: { '0': { line_id: ['Tato položka v objednávce není.'] } } });
    const wrongEmail = await client.post(WITHDRAW, { ...body, email: 'jiny@example.cz' });
    assert.equal(wrongEmail.statusCode, 404);
    assert.equal(await storedWithdrawals(), before);
  });

  test('before delivery and after the 14 days the order number field says why', async () => {
    const early = await order('CZ');
    const notYet = await early.client.post(WITHDRAW, { order_number: early.placed.order_number, email: EMAIL.CZ, lines: [{ line_id: early.lineId, quantity: 1 }], refund_account: CZ_ACCOUNT });
    assert.equal(notYet.statusCode, 400);
    assert.match(notYet.json().order_number[0], /zatím nebyla doručena/);

    const late = await order('CZ');
    await deliver(late.placed.order_number, WITHDRAWAL_DAYS + 1);
    const over = await late.client.post(WITHDRAW, { order_number: late.placed.order_number, email: EMAIL.CZ, lines: [{ line_id: late.lineId, quantity: 1 }], refund_account: CZ_ACCOUNT });
    assert.equal(over.statusCode, 400);
    assert.match(over.json().order_number[0], /^Lhůta pro odstoupení od smlouvy \(14 dnů od převzetí zboží\) uplynula \d{2}\.\d{2}\.\d{4}\.$/);
  });

  test('the refund account follows the market: a CZ account needs its bank code, RO takes an IBAN and mails in Romanian', async () => {
    const cz = await order('CZ');
    await deliver(cz.placed.order_number);
    const body = { order_number: cz.placed.order_number, email: EMAIL.CZ, lines: [{ line_id: cz.lineId, quantity: 1 }] };
    const bad = await cz.client.post(WITHDRAW, { ...body, refund_account: '123' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json()), ['refund_account']);
    const noBank = await cz.client.post(WITHDRAW, { ...body, refund_account: '19-2000145399' });
    assert.deepEqual(noBank.json(), { refund_account: ['Uveďte číslo účtu i s kódem banky, např. 19-2000145399/0800.'] });

    const ro = await order('RO');
    await deliver(ro.placed.order_number);
    const roBody = { order_number: ro.placed.order_number, email: EMAIL.RO, lines: [{ line_id: ro.lineId, quantity: 1 }] };
    assert.deepEqual(Object.keys((await ro.client.post(WITHDRAW, { ...roBody, refund_account: CZ_ACCOUNT })).json()), ['refund_account']);
    const ok = await ro.client.post(WITHDRAW, { ...roBody, refund_account: RO_IBAN.toLowerCase() });
    assert.equal(ok.statusCode, 201, ok.body);
    const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL.RO)).orderBy(desc(outbox.id)).limit(1);
    assert.match(mail!.subject, /^Confirmarea retragerii din contract/);
  });

  test('a card-paid order asks for no account: the money goes back to the card, as the status and the mail say; a transfer order still needs one', async () => {
    for (const market of ['CZ', 'RO'] as const) {
      const card = await order(market, 'card');
      await deliver(card.placed.order_number);
      const statusUrl = `/api/new/orders/status/${card.placed.order_number}/${card.placed.access}/`;
      assert.equal(v.parse(OrderStatusSchema, (await card.client.get(statusUrl)).json()).refund_to_card, true, market);
      const response = await card.client.post(WITHDRAW, { order_number: card.placed.order_number, email: EMAIL[market], lines: [{ line_id: card.lineId, quantity: 1 }] });
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json().refund_account, '');
      const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, EMAIL[market])).orderBy(desc(outbox.id)).limit(1);
      assert.match(mail!.text, market === 'CZ' ? /vrátíme do 14 dnů na platební kartu, kterou jste objednávku zaplatili;/ : /în 14 zile pe cardul cu care ați plătit comanda;/);

      const transfer = await order(market);
      await deliver(transfer.placed.order_number);
      assert.equal(v.parse(OrderStatusSchema, (await transfer.client.get(`/api/new/orders/status/${transfer.placed.order_number}/${transfer.placed.access}/`)).json()).refund_to_card, false);
      const before = await storedWithdrawals();
      const refused = await transfer.client.post(WITHDRAW, { order_number: transfer.placed.order_number, email: EMAIL[market], lines: [{ line_id: transfer.lineId, quantity: 1 }] });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(Object.keys(refused.json()), ['refund_account']);
      assert.equal(await storedWithdrawals(), before, 'nothing stored');
    }
  });

  test('two notices for the same item at once: exactly one is stored', async () => {
    const { client, placed, lineId } = await order('CZ');
    await deliver(placed.order_number);
    const body = { order_number: placed.order_number, email: EMAIL.CZ, lines: [{ line_id: lineId, quantity: 1 }], refund_account: CZ_ACCOUNT };
    const other = await browser('CZ');
    const answers = await Promise.all([client.post(WITHDRAW, body), other.post(WITHDRAW, body)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 400]);
  });
});
