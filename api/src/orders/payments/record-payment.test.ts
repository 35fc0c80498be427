import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderDeskDetailSchema, orderDeskList } from '@shop/shared/contract/order-desk';
import { shopOrders } from '../../db/schema/cart';
import { invoices } from '../../db/schema/invoices';
import { orderPaymentRecords } from '../../db/schema/payment-records';
import { useMarketApps } from '../../test-support/market-apps';
import { DESK, deskDetailOf, deskStaff, placeDeskOrder } from '../test-support/desk-fixture';

const apps = useMarketApps();
let productSkip = 90;

const today = () => new Date().toISOString().slice(0, 10);

describe('payments staff record on an order (O-R3)', () => {
  test('a part leaves the order not paid with the rest owed, the rest makes it paid and issues the invoice, more shows as over-payment', async () => {
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const staff = await deskStaff(apps.cz, 'cs');
    const before = await deskDetailOf(staff, number);
    assert.equal(before.payment_status, 'not_paid');
    assert.deepEqual(before.payment_balance, { paid: 0, refunded: 0, balance: before.total });

    const record = (amount: number, reference: string) =>
      staff.post(`${DESK}${number}/payments/`, { amount, received_on: today(), reference, method: 'bank_transfer' });
    const part = await record(1000, 'VS 1234');
    assert.equal(part.statusCode, 200, part.body);
    const partly = v.parse(OrderDeskDetailSchema, part.json());
    assert.equal(partly.payment_status, 'not_paid', 'a part is not the whole');
    assert.deepEqual(partly.payment_balance, { paid: 1000, refunded: 0, balance: before.total - 1000 });
    assert.equal(partly.payments.length, 1);
    assert.equal(partly.payments[0]!.method, 'bank_transfer');
    assert.equal(partly.payments[0]!.reference, 'VS 1234');
    assert.equal(partly.payments[0]!.recorded_by, 'staff@example.com');
    assert.match(partly.events.at(-1)!.text, /^Přijata platba 1\u00a0000\u00a0Kč \(Bankovní převod, reference: VS 1234\)$/);
    const [orderRow] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, number));
    assert.equal((await apps.database.db.select().from(invoices).where(eq(invoices.orderId, orderRow!.id))).length, 0, 'no invoice for a part');

    const rest = v.parse(OrderDeskDetailSchema, (await record(before.total - 1000, '')).json());
    assert.equal(rest.payment_status, 'paid');
    assert.equal(rest.payment_balance.balance, 0);
    assert.equal((await apps.database.db.select().from(invoices).where(eq(invoices.orderId, orderRow!.id))).length, 1, 'paid in full: invoiced');
    assert.equal(partly.invoice, null);
    assert.match(rest.invoice!.number, /^\d{4}-\d{6}$/, 'the detail names the invoice');
    const pdf = await staff.get(rest.invoice!.pdf_url);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal((await staff.get(rest.invoice!.document_url)).statusCode, 200);

    const over = v.parse(OrderDeskDetailSchema, (await record(150, 'twice')).json());
    assert.equal(over.payment_status, 'paid');
    assert.equal(over.payment_balance.balance, -150, 'an over-payment shows as a negative balance');
    assert.equal(over.payments.length, 3);

    const grid = v.parse(orderDeskList.response, (await staff.get(`${DESK}?search=${number}&payment_status=paid`)).json());
    assert.deepEqual(grid.results.map((row) => row.order_number), [number], 'the grid filters by the derived state');
  });

  test('bad input is a 400 with field errors in the reader language and records nothing; only staff with the CSRF token may record', async () => {
    const number = await placeDeskOrder(apps.ro, apps.database.db, 'RO', productSkip++);
    const staff = await deskStaff(apps.ro, 'ro');
    const [orderRow] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, number));
    const recorded = async () => (await apps.database.db.select().from(orderPaymentRecords).where(eq(orderPaymentRecords.orderId, orderRow!.id))).length;

    const invalid = await staff.post(`${DESK}${number}/payments/`, { amount: 0, received_on: '2026-02-30', reference: 'x'.repeat(141), method: 'barter' });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(Object.keys(invalid.json() as object).sort(), ['amount', 'method', 'received_on', 'reference']);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await staff.post(`${DESK}${number}/payments/`, { amount: 100, received_on: tomorrow, reference: '', method: 'cash' });
    assert.equal(future.statusCode, 400);
    assert.deepEqual(future.json(), { received_on: ['Data primirii plății nu poate fi în viitor.'] });

    const withoutToken = await staff.request({ method: 'POST', url: `${DESK}${number}/payments/`, body: { amount: 100, received_on: today(), reference: '', method: 'cash' }, csrf: false });
    assert.equal(withoutToken.statusCode, 403);
    assert.equal(await recorded(), 0);
    assert.equal((await deskDetailOf(staff, number)).payment_status, 'not_paid');

    const cash = await staff.post(`${DESK}${number}/payments/`, { amount: 100, received_on: today(), reference: '', method: 'cash' });
    assert.equal(cash.statusCode, 200, cash.body);
    assert.match(v.parse(OrderDeskDetailSchema, cash.json()).events.at(-1)!.text, /^Plată primită 100\u00a0Lei \(Numerar, referință: –\)$/);
  });
});
