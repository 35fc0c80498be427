import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { adminDiscountList, DiscountSchema, GENERATED_CODE_ALPHABET } from '@shop/shared/contract/admin-discounts';
import { CartSchema } from '@shop/shared/contract/cart';
import { discountCodes } from '../db/schema/cart';
import { randomDiscountCode } from './code-generator';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { shopper, stockedProduct } from '../orders/test-support/checkout-fixture';

const apps = useMarketApps();
const BASE = '/api/new/admin/discounts/';
/** A fresh 10-character code: a readable prefix and random letters (the database outlives one run on PostgreSQL). */
function uniqueCode(prefix: string): string {
  return prefix + randomDiscountCode().slice(prefix.length);
}

async function staff(market: 'cz' | 'ro' = 'cz'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

const terms = { kind: 'percent', value: 15, valid_from: '2020-01-01', valid_to: '2099-12-31' };

describe('discount grid and detail', () => {
  test('create, read, find in the grid, edit and delete a discount; the dates stay the market’s days', async () => {
    const client = await staff();
    const code = uniqueCode('ADM');
    const created = await client.post(BASE, { ...terms, code: code.toLowerCase(), max_uses: 5, max_uses_per_customer: 1, minimum_order: 1000 });
    assert.equal(created.statusCode, 201, created.body);
    const discount = v.parse(DiscountSchema, created.json());
    assert.equal(discount.code, code, 'stored upper-case');
    assert.deepEqual([discount.valid_from, discount.valid_to, discount.max_uses, discount.minimum_order], ['2020-01-01', '2099-12-31', 5, 1000]);

    const list = v.parse(adminDiscountList.response, (await client.get(`${BASE}?search=${code}&state=active`)).json());
    assert.deepEqual(list.results.map((row) => row.id), [discount.id]);
    assert.equal(v.parse(adminDiscountList.response, (await client.get(`${BASE}?search=${code}&state=expired`)).json()).count, 0);
    assert.equal(v.parse(adminDiscountList.response, (await client.get(`${BASE}?search=${code}&kind=amount`)).json()).count, 0);

    const edited = await client.request({ method: 'PATCH', url: `${BASE}${discount.id}/`, body: { ...terms, code, kind: 'amount', value: 300, valid_to: '2030-06-30' } });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      (({ kind, value, valid_to, max_uses }) => ({ kind, value, valid_to, max_uses }))(v.parse(DiscountSchema, edited.json())),
      { kind: 'amount', value: 300, valid_to: '2030-06-30', max_uses: null },
    );
    assert.equal((await client.get(`${BASE}${discount.id}/`)).statusCode, 200);
    assert.equal((await client.request({ method: 'DELETE', url: `${BASE}${discount.id}/` })).statusCode, 200);
    assert.equal((await client.get(`${BASE}${discount.id}/`)).statusCode, 404);
  });

  test('bad input is a 400 on its field and saves nothing; a code the market has is refused; a used code cannot be deleted', async () => {
    const client = await staff();
    const code = uniqueCode('BAD');
    const badFields = async (body: object) => {
      const answer = await client.post(BASE, { ...terms, code, ...body });
      assert.equal(answer.statusCode, 400);
      return Object.keys(answer.json() as object);
    };
    assert.deepEqual(await badFields({ code: 'SHORT' }), ['code']);
    assert.deepEqual(await badFields({ value: 120 }), ['value']);
    assert.deepEqual(await badFields({ valid_to: '2019-01-01' }), ['valid_to']);
    assert.deepEqual(await badFields({ max_uses: 0 }), ['max_uses']);
    assert.equal(v.parse(adminDiscountList.response, (await client.get(`${BASE}?search=SHORT`)).json()).count, 0);

    assert.equal((await client.post(BASE, { ...terms, code })).statusCode, 201);
    const twice = await client.post(BASE, { ...terms, code });
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json(), { code: ['Tento kód už v obchodě existuje.'] });
    // The same code is free in the other market.
    assert.equal((await (await staff('ro')).post(BASE, { ...terms, code })).statusCode, 201);

    const [row] = await apps.database.db.update(discountCodes).set({ usedCount: 1 }).where(and(eq(discountCodes.code, code), eq(discountCodes.market, 'CZ'))).returning();
    assert.equal((await client.request({ method: 'DELETE', url: `${BASE}${row!.id}/` })).statusCode, 409);
  });

  test('80 % or more needs the staff’s confirmation; confirmed, it saves (AT-D3)', async () => {
    const client = await staff('ro');
    const code = uniqueCode('HIGH');
    const warned = await client.post(BASE, { ...terms, code, value: 80 });
    assert.equal(warned.statusCode, 400);
    assert.deepEqual(Object.keys(warned.json() as object), ['confirm_high_percent']);
    assert.match((warned.json() as { confirm_high_percent: string[] }).confirm_high_percent[0]!, /80 %/);
    assert.equal((await client.post(BASE, { ...terms, code, value: 79 })).statusCode, 201, '79 % saves without asking');
    const confirmed = await client.post(BASE, { ...terms, code: uniqueCode('HIGH'), value: 80, confirm_high_percent: true });
    assert.equal(confirmed.statusCode, 201, confirmed.body);
    assert.equal((await client.post(BASE, { ...terms, code: uniqueCode('AMT'), kind: 'amount', value: 5000 })).statusCode, 201, 'amounts never warn');
  });

  test('customers get 403, anonymous 401, a call without the CSRF token 403', async () => {
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.get(BASE)).statusCode, 403);
    assert.equal((await customer.post(BASE, { ...terms, code: uniqueCode('CUS') })).statusCode, 403);
    assert.equal((await apps.cz.inject({ url: BASE })).statusCode, 401);
    const client = await staff();
    assert.equal((await client.request({ method: 'POST', url: BASE, body: { ...terms, code: uniqueCode('CSRF') }, csrf: false })).statusCode, 403);
  });
});

describe('generated codes', () => {
  test('bulk generation makes unique 10-character codes of the unambiguous alphabet, also when two run at once (AT-D2)', async () => {
    const [first, second] = [await staff(), await staff()];
    const body = { ...terms, count: 150 };
    const answers = await Promise.all([first.post(`${BASE}generate/`, body), second.post(`${BASE}generate/`, body)]);
    const codes = answers.flatMap((answer) => {
      assert.equal(answer.statusCode, 201, answer.body);
      return (answer.json() as { codes: string[] }).codes;
    });
    assert.equal(codes.length, 300);
    assert.equal(new Set(codes).size, 300);
    for (const code of codes) assert.ok(code.length === 10 && [...code].every((char) => GENERATED_CODE_ALPHABET.includes(char)), code);
    const stored = await apps.database.db.select({ code: discountCodes.code }).from(discountCodes).where(and(eq(discountCodes.market, 'CZ'), inArray(discountCodes.code, codes)));
    assert.equal(stored.length, 300);
    assert.equal((await first.post(`${BASE}generate/`, { ...terms, count: 2, value: 90 })).statusCode, 400, 'the 80 % rule holds for generation too');
  });
});

describe('CSV import', () => {
  const header = 'code;kind;value;valid_from;valid_to;max_uses;max_uses_per_customer;minimum_order';
  const file = (content: string, file_name = 'slevy.csv', content_type = 'text/csv') => ({ file_name, content_type, content });

  test('only CSV files with every column; a bad row refuses the whole file with a row report; fixed, all rows save (AT-D4, AT-D5)', async () => {
    const client = await staff();
    const [a, b] = [uniqueCode('CSVA'), uniqueCode('CSVB')];
    const wrongType = await client.post(`${BASE}import/`, file(`${header}\n`, 'slevy.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    assert.equal(wrongType.statusCode, 400);
    assert.deepEqual(wrongType.json(), { file: ['Neplatný typ souboru: lze nahrát jen soubor CSV.'] });
    const missing = await client.post(`${BASE}import/`, file('code;kind;value\nABCDEFGHJK;percent;10\n'));
    assert.deepEqual(missing.json(), { file: ['Chybějící sloupce: valid_from, valid_to, max_uses, max_uses_per_customer, minimum_order.'] });

    const badRow = await client.post(`${BASE}import/`, file(`\uFEFF${header}\r\n${a};percent;10;2020-01-01;2099-12-31;;;0\r\n${b};percent;deset;2020-01-01;2099-12-31;;;0\r\n`));
    assert.equal(badRow.statusCode, 400);
    assert.deepEqual(badRow.json(), { rows: { '3': { value: ['Zadaná hodnota není číslo.'] } } });
    assert.equal((await apps.database.db.select().from(discountCodes).where(eq(discountCodes.code, a))).length, 0, 'all or nothing');

    const fixed = await client.post(`${BASE}import/`, file(`${header.replaceAll(';', ',')}\n${a},percent,10,2020-01-01,2099-12-31,,,0\n${b},AMOUNT,200,2020-01-01,2099-12-31,3,1,0\n`));
    assert.equal(fixed.statusCode, 201, fixed.body);
    assert.deepEqual(fixed.json(), { created: 2, codes: [a, b] });
    const again = await client.post(`${BASE}import/`, file(`${header}\n${a};percent;10;2020-01-01;2099-12-31;;;0\n`));
    assert.deepEqual(again.json(), { rows: { '2': { code: ['Tento kód už v obchodě existuje.'] } } });
  });

  test('a code imported by staff is applied in the cart', async () => {
    const client = await staff();
    const code = uniqueCode('CART');
    const imported = await client.post(`${BASE}import/`, file(`${header}\n${code};percent;20;2020-01-01;2099-12-31;;;0\n`));
    assert.equal(imported.statusCode, 201, imported.body);
    const device = await stockedProduct(apps.database.db, 'CZ', 'device', 21);
    const buyer = await shopper(apps.cz, 'CZ');
    assert.equal((await buyer.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
    const applied = await buyer.post('/api/new/discounts/apply/', { code: code.toLowerCase() });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(v.parse(CartSchema, applied.json()).totals.discounts, Math.round(device.price * 0.2));
  });
});
