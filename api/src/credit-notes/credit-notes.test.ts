import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/mail';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import { CreditNoteSummarySchema, type CreditNoteSummary } from '@shop/shared/contract/credit-notes';
import { OrderDeskDetailSchema } from '@shop/shared/contract/order-desk';
import { OrderStatusSchema } from '@shop/shared/contract/orders';
import { shopOrders, testGatewayPayments } from '../db/schema/cart';
import { formatPrice } from '@shop/shared/i18n/market';
import { eFacturaSubmissions } from '../db/schema/e-factura';
import { invoices } from '../db/schema/invoices';
import { ciusRoViolations } from '../e-factura/cius-ro-check';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { newToken, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';

const apps = useMarketApps();
const EMAIL: Record<Market, string> = { CZ: 'jana@example.cz', RO: 'ana@example.ro' };
const ACCOUNT: Record<Market, string> = { CZ: '19-2000145399/0800', RO: 'RO49AAAA1B31007593840000' };
const appOf = (market: Market): FastifyInstance => (market === 'CZ' ? apps.cz : apps.ro);
const refundPath = (withdrawalId: number) => `/api/new/orders/staff/withdrawals/${withdrawalId}/refund/`;
const closePath = (withdrawalId: number) => `/api/new/orders/staff/withdrawals/${withdrawalId}/close/`;
let skip = 0;

async function browser(market: Market): Promise<TestClient> {
  const client = new TestClient(appOf(market), market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  return client;
}

async function staffOf(market: Market): Promise<TestClient> {
  // Each staff session from its own address: the file logs in often, more than the login limit allows one address.
  const staff = new TestClient(appOf(market), market === 'CZ' ? 'cs' : 'ro', freshIp());
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

/** Staff record a bank transfer of `amount` (the whole total when not given) through the desk. */
async function pay(market: Market, orderNumber: string, amount?: number): Promise<void> {
  const staff = await staffOf(market);
  const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`/api/new/orders/staff/orders/${orderNumber}/`)).json());
  const recorded = await staff.post(`/api/new/orders/staff/orders/${orderNumber}/payments/`, {
    amount: amount ?? detail.total,
    received_on: new Date().toISOString().slice(0, 10),
    reference: orderNumber,
    method: 'bank_transfer',
  });
  assert.equal(recorded.statusCode, 200, recorded.body);
}

/** A guest's delivered bank-transfer order of `products` different accessories, invoiced and paid unless told otherwise. */
async function deliveredOrder(market: Market, products: number, invoiced = true, paid: 'paid' | 'unpaid' = 'paid') {
  const client = await browser(market);
  for (let index = 0; index < products; index++) {
    const product = await stockedProduct(apps.database.db, market, 'accessory', skip++ % 10);
    assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
  }
  const submitted = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), { type_payment: 'bank_transfer' }));
  assert.equal(submitted.statusCode, 200, submitted.body);
  const placed: OrderSubmitResponse = v.parse(OrderSubmitResponseSchema, submitted.json());
  if (invoiced) assert.equal((await (await staffOf(market)).post(`/api/new/orders/staff/invoices/${placed.order_number}/issue/`, {})).statusCode, 200);
  if (paid === 'paid') await pay(market, placed.order_number);
  await apps.database.db.update(shopOrders).set({ status: 'delivered' }).where(eq(shopOrders.orderNumber, placed.order_number));
  const status = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${placed.order_number}/${placed.access}/`)).json());
  const goods = status.packages.flatMap((pack) => pack.lines);
  return { client, placed, goods };
}

async function withdraw(market: Market, client: TestClient, orderNumber: string, lines: { line_id: number; quantity: number }[]): Promise<number> {
  const response = await client.post('/api/new/orders/withdrawals/', { order_number: orderNumber, email: EMAIL[market], lines, refund_account: ACCOUNT[market] });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { withdrawal_id: number }).withdrawal_id;
}

async function refund(staff: TestClient, withdrawalId: number): Promise<CreditNoteSummary> {
  const response = await staff.post(refundPath(withdrawalId), {});
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(CreditNoteSummarySchema, response.json());
}

async function invoiceOf(orderNumber: string) {
  const [row] = await apps.database.db.select({ invoice: invoices }).from(invoices).innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId)).where(eq(shopOrders.orderNumber, orderNumber));
  return row!.invoice;
}

describe('credit notes for withdrawals', () => {
  test('a partial withdrawal credits its goods only; the one completing the return credits delivery too, so both add up to the invoice', async () => {
    const { client, placed, goods } = await deliveredOrder('CZ', 2);
    assert.equal(goods.length, 2);
    const staff = await staffOf('CZ');
    const first = await refund(staff, await withdraw('CZ', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]));
    const invoice = await invoiceOf(placed.order_number);
    const year = new Date().getUTCFullYear();
    assert.match(first.number, new RegExp(`^D${year}-\\d{6}$`));
    assert.equal(first.invoice_number, invoice.number);
    const firstGoods = invoice.lines.find((line) => line.name === goods[0]!.name)!;
    assert.equal(first.total, -firstGoods.finalPrice, 'the returned piece only');

    const again = await refund(staff, first.withdrawal_id);
    assert.deepEqual(again, first, 'refunding again answers the same credit note');

    const second = await refund(staff, await withdraw('CZ', client, placed.order_number, [{ line_id: goods[1]!.line_id, quantity: 1 }]));
    assert.equal(Number(second.number.slice(-6)), Number(first.number.slice(-6)) + 1, 'one continuous series');
    assert.equal(first.total + second.total, -invoice.total, 'both together give back everything the invoice charged, delivery included');

    const document = await client.get(second.document_url);
    assert.equal(document.statusCode, 200);
    assert.match(document.headers['content-type'] as string, /text\/html/);
    assert.match(document.body, new RegExp(`Opravný daňový doklad ${second.number}`));
    assert.match(document.body, new RegExp(`faktura ${invoice.number}`));
    assert.match(document.body, /-[\d\u00a0]+,\d{2}\u00a0Kč/, 'negative amounts with haléře');
    assert.match(document.body, new RegExp(`Vráceno zákazníkovi: ${(-second.total).toLocaleString('cs-CZ').replace(/\s/g, '\u00a0')}\u00a0Kč bankovním převodem na účet 19-2000145399/0800`));
    assert.doesNotMatch(document.body, /<script/i);
    const wrongAccess = second.document_url.replace(placed.access, 'x'.repeat(placed.access.length));
    assert.equal((await client.get(wrongAccess)).statusCode, 404);
  });

  test('a withdrawal opens an unassigned refund task for staff, due within the legal 14 days; the refund closes it', async () => {
    const { client, placed, goods } = await deliveredOrder('RO', 1);
    const withdrawalId = await withdraw('RO', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]);
    const staff = await staffOf('RO');
    const openTasks = (await staff.get('/api/new/admin/tasks/?view=open&page=1&page_size=100')).json() as { results: { id: number; title: string; subject_kind: string; subject_ref: string; assignee: number | null; due_date: string | null; status: string }[] };
    const task = openTasks.results.find((row) => row.subject_kind === 'order' && row.subject_ref === placed.order_number);
    assert.ok(task, 'the refund waits in the tasks admin');
    assert.equal(task.title, `Returnați banii pentru retragerea din contract (comanda ${placed.order_number})`);
    assert.equal(task.assignee, null);
    const daysLeft = (Date.parse(task.due_date!) - Date.now()) / 86_400_000;
    assert.ok(daysLeft > 8 && daysLeft <= 11, `due in ${daysLeft} days`);

    await refund(staff, withdrawalId);
    const detail = (await staff.get(`/api/new/admin/tasks/${task.id}/`)).json() as { status: string };
    assert.equal(detail.status, 'done', 'the refund closed it');
  });

  test('no invoice yet: 409 and nothing issued; another market 404; only staff with CSRF', async () => {
    const { client, placed, goods } = await deliveredOrder('CZ', 1, false, 'unpaid');
    const withdrawalId = await withdraw('CZ', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]);
    const staff = await staffOf('CZ');
    const refused = await staff.post(refundPath(withdrawalId), {});
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().detail, 'Nejprve je potřeba vystavit fakturu.');
    assert.equal((await (await staffOf('RO')).post(refundPath(withdrawalId), {})).statusCode, 404);
    assert.equal((await staff.request({ method: 'POST', url: refundPath(withdrawalId), body: {}, csrf: false })).statusCode, 403);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.post(refundPath(withdrawalId), {})).statusCode, 403);
    assert.equal((await staff.post(refundPath(2_000_000_000), {})).statusCode, 404);
  });

  test('a Romanian credit note prints in Romanian and is queued for e-Factura as a storno of the invoice, CIUS-RO clean', async () => {
    const { client, placed, goods } = await deliveredOrder('RO', 1);
    const note = await refund(await staffOf('RO'), await withdraw('RO', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]));
    const invoice = await invoiceOf(placed.order_number);
    assert.equal(note.total, -invoice.total);
    const [submission] = await apps.database.db.select().from(eFacturaSubmissions).where(eq(eFacturaSubmissions.invoiceNumber, note.number));
    assert.ok(submission, 'queued');
    assert.match(submission.xml, new RegExp(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoice.number}</cbc:ID>`));
    assert.match(submission.xml, /<cbc:InvoicedQuantity unitCode="H87">-1<\/cbc:InvoicedQuantity>/);
    assert.match(submission.xml, /<cbc:PayableAmount currencyID="RON">-\d+\.\d{2}<\/cbc:PayableAmount>/);
    assert.deepEqual(ciusRoViolations(submission.xml), [], 'the seeded seller is complete, its county coded');
    const document = await client.get(note.document_url);
    assert.equal(document.statusCode, 200);
    assert.match(document.body, new RegExp(`Factură de stornare ${note.number}`));
    assert.match(document.body, /-[\d.]+,\d{2}\u00a0lei/, 'negative amounts with bani');
  });

  test('the staff order detail lists the withdrawals: items, account, not refunded; after the refund its credit note and a working document link', async () => {
    const { client, placed, goods } = await deliveredOrder('CZ', 2);
    const staff = await staffOf('CZ');
    const detailOf = async () => {
      const response = await staff.get(`/api/new/orders/staff/orders/${placed.order_number}/`);
      assert.equal(response.statusCode, 200, response.body);
      return v.parse(OrderDeskDetailSchema, response.json());
    };
    assert.deepEqual((await detailOf()).withdrawals, []);
    const withdrawalId = await withdraw('CZ', client, placed.order_number, [{ line_id: goods[1]!.line_id, quantity: 1 }]);
    const before = await detailOf();
    assert.equal(before.withdrawals.length, 1);
    const [withdrawal] = before.withdrawals;
    assert.equal(withdrawal!.id, withdrawalId);
    assert.equal(withdrawal!.refund_account, ACCOUNT.CZ);
    assert.deepEqual(
      withdrawal!.lines.map((line) => [line.line_id, line.quantity]),
      [[goods[1]!.line_id, 1]],
    );
    assert.equal(withdrawal!.lines[0]!.name, goods[1]!.name);
    assert.equal(withdrawal!.credit_note, null);

    const note = await refund(staff, withdrawalId);
    const after = await detailOf();
    assert.deepEqual(after.withdrawals[0]!.credit_note, note);
    // The link works for anyone holding it (the customer), not only staff.
    const document = await client.get(after.withdrawals[0]!.credit_note!.document_url);
    assert.equal(document.statusCode, 200);
    assert.match(document.body, new RegExp(note.number));
  });

  test('a never-paid order: the refund is refused with nothing issued, the withdrawal closes without money, its credit note says so', async () => {
    const { client, placed, goods } = await deliveredOrder('CZ', 1, true, 'unpaid');
    const withdrawalId = await withdraw('CZ', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]);
    const staff = await staffOf('CZ');
    const refused = await staff.post(refundPath(withdrawalId), {});
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { non_field_errors: ['Objednávka nebyla zaplacena, není co vracet. Odstoupení uzavřete bez vrácení peněz.'] });
    const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`/api/new/orders/staff/orders/${placed.order_number}/`)).json());
    assert.equal(detail.withdrawals[0]!.credit_note, null, 'nothing issued');

    const closed = await staff.post(closePath(withdrawalId), {});
    assert.equal(closed.statusCode, 200, closed.body);
    const note = v.parse(CreditNoteSummarySchema, closed.json());
    assert.equal(note.refunded, 0);
    assert.equal(note.refund_method, 'none');
    const document = await client.get(note.document_url);
    assert.match(document.body, /Nic se nevrací: objednávka nebyla zaplacena\./);
    assert.doesNotMatch(document.body, /Vráceno zákazníkovi/);
    assert.equal((await staff.post(refundPath(withdrawalId), {})).json().number, note.number, 'settled once: the same credit note');
    // The customer is told, with the credit note attached, once.
    const mails = await apps.database.db.select().from(outbox).where(eq(outbox.subject, `Odstoupení od smlouvy k objednávce ${placed.order_number} je uzavřeno`));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text, new RegExp(`proto se žádné peníze nevracejí\\.\nOpravný daňový doklad ${note.number} je v příloze`));
  });

  test('a card-paid order is refunded to the card through the gateway; the credit note, the mail and the status say so', async () => {
    const client = await browser('CZ');
    const product = await stockedProduct(apps.database.db, 'CZ', 'accessory', skip++ % 10);
    assert.equal((await client.post('/api/new/cart/add-product/', { product: product.id })).statusCode, 200);
    const submitted = await client.post('/api/new/orders/submit/', submitBody('CZ', newToken(), { type_payment: 'card' }));
    assert.equal(submitted.statusCode, 200, submitted.body);
    const placed = v.parse(OrderSubmitResponseSchema, submitted.json());
    const paymentId = placed.payment_url!.split('/').filter(Boolean).at(-1)!;
    assert.equal((await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' })).statusCode, 200);
    // The payment issues the invoice after its answer; a credit note needs it.
    await apps.cz.afterAnswer.settled();
    await apps.database.db.update(shopOrders).set({ status: 'delivered' }).where(eq(shopOrders.orderNumber, placed.order_number));
    const status = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${placed.order_number}/${placed.access}/`)).json());
    const goods = status.packages.flatMap((pack) => pack.lines);

    const note = await refund(await staffOf('CZ'), await withdraw('CZ', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]));
    assert.equal(note.refund_method, 'card');
    assert.equal(note.refunded, placed.total, 'the whole order, delivery included');
    const [gateway] = await apps.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentId, paymentId));
    assert.equal(gateway!.refunded, placed.total, 'the gateway sent it back to the card');
    const amount = formatPrice(placed.total, 'CZ');
    assert.match((await client.get(note.document_url)).body, new RegExp(`Vráceno zákazníkovi: ${amount} na platební kartu, kterou byla objednávka zaplacena`));
    const mails = await apps.database.db.select().from(outbox).where(eq(outbox.subject, `Vrátili jsme vám peníze za objednávku ${placed.order_number}`));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text, new RegExp(`jsme vám vrátili ${amount} na platební kartu`));
    assert.doesNotMatch(mails[0]!.text, /19-2000145399/, 'not the account the form asked for');
    const after = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${placed.order_number}/${placed.access}/`)).json());
    assert.equal(after.withdrawals![0]!.credit_note?.refund_method, 'card');
  });

  test('a partly paid order refunds at most what came in; closing without money is refused once money came in', async () => {
    const { client, placed, goods } = await deliveredOrder('RO', 1, true, 'unpaid');
    await pay('RO', placed.order_number, 7);
    const withdrawalId = await withdraw('RO', client, placed.order_number, [{ line_id: goods[0]!.line_id, quantity: 1 }]);
    const staff = await staffOf('RO');
    const refusedClose = await staff.post(closePath(withdrawalId), {});
    assert.equal(refusedClose.statusCode, 400);
    assert.deepEqual(refusedClose.json(), { non_field_errors: ['Pentru comandă s-au primit bani, așa că închideți retragerea prin rambursare.'] });

    const note = await refund(staff, withdrawalId);
    assert.ok(note.total < -7, 'the credit note corrects the whole invoice');
    assert.equal(note.refunded, 7, 'but pays back only what came in');
    assert.equal(note.refund_method, 'bank_transfer');
    const document = await client.get(note.document_url);
    assert.match(document.body, new RegExp(`Rambursat clientului: 7\u00a0Lei prin transfer bancar în contul ${ACCOUNT.RO}`));
    const detail = v.parse(OrderDeskDetailSchema, (await staff.get(`/api/new/orders/staff/orders/${placed.order_number}/`)).json());
    assert.deepEqual(detail.payment_balance, { paid: 7, refunded: 7, balance: detail.total - 7 });
  });
});
