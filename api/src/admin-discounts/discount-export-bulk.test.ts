import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { adminDiscountBulk, adminDiscountCreate, adminDiscountExport, adminDiscountImport, adminDiscountList, DiscountSchema } from '@shop/shared/contract/admin-discounts';
import { discountCodes } from '../db/schema/cart';
import { randomDiscountCode } from './code-generator';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const uniqueCode = (prefix: string) => prefix + randomDiscountCode().slice(prefix.length);

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function created(client: TestClient, body: object) {
  const answer = await client.post(adminDiscountCreate.path, body);
  assert.equal(answer.statusCode, 201, answer.body);
  return v.parse(DiscountSchema, answer.json());
}

describe('discount export and bulk actions (issue #33, point 1)', () => {
  test('the filtered grid exports as the import’s CSV, and that file imports into the other market as it is', async () => {
    const cz = await staff('cz');
    const prefix = uniqueCode('EXP').slice(0, 6);
    const a = await created(cz, { code: `${prefix}AAAA`, kind: 'percent', value: 10, valid_from: '2026-01-01', valid_to: '2099-12-31', max_uses: 3 });
    await created(cz, { code: `${prefix}BBBB`, kind: 'amount', value: 250, valid_from: '2026-01-01', valid_to: '2099-12-31', minimum_order: 1000 });
    await created(cz, { code: uniqueCode('OTHER'), kind: 'percent', value: 5, valid_from: '2026-01-01', valid_to: '2099-12-31' });

    const exported = await cz.get(`${adminDiscountExport.path}?search=${prefix}&ordering=code`);
    assert.equal(exported.statusCode, 200, exported.body);
    const file = v.parse(adminDiscountExport.response, exported.json());
    assert.equal(file.rows, 2);
    assert.equal(file.truncated, false);
    assert.equal(
      file.content,
      '\uFEFFcode;kind;value;valid_from;valid_to;max_uses;max_uses_per_customer;minimum_order\r\n' +
        `${prefix}AAAA;percent;10;2026-01-01;2099-12-31;3;;0\r\n${prefix}BBBB;amount;250;2026-01-01;2099-12-31;;;1000\r\n`,
    );
    const chosen = v.parse(adminDiscountExport.response, (await cz.get(`${adminDiscountExport.path}?ids=${a.id}`)).json());
    assert.equal(chosen.rows, 1);
    assert.ok(chosen.content.includes(`${prefix}AAAA`) && !chosen.content.includes(`${prefix}BBBB`));

    const ro = await staff('ro');
    const imported = await ro.post(adminDiscountImport.path, { file_name: file.file_name, content_type: 'text/csv', content: file.content });
    assert.equal(imported.statusCode, 201, imported.body);
    assert.deepEqual(imported.json(), { created: 2, codes: [`${prefix}AAAA`, `${prefix}BBBB`] });
    assert.equal((await ro.get(`${adminDiscountExport.path}?ids=abc`)).statusCode, 400);
    assert.equal((await ro.get(`${adminDiscountExport.path}?ids=1,9999999999`)).statusCode, 400, 'beyond the integer column: refused at the door');
  });

  test('deactivate ends the chosen codes now; delete keeps a used one and names it; another market’s rows are untouched', async () => {
    const cz = await staff('cz');
    const terms = { kind: 'percent', value: 10, valid_from: '2026-01-01', valid_to: '2099-12-31' };
    const [one, two, used] = [await created(cz, { ...terms, code: uniqueCode('BULKA') }), await created(cz, { ...terms, code: uniqueCode('BULKB') }), await created(cz, { ...terms, code: uniqueCode('BULKC') })];
    const foreign = await created(await staff('ro'), { ...terms, code: uniqueCode('BULKR') });
    await apps.database.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, used.id));

    const ended = await cz.post(adminDiscountBulk.path, { action: 'deactivate', ids: [one.id, foreign.id] });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.deepEqual(ended.json(), { changed: [one.id], kept: [] });
    const expired = v.parse(adminDiscountList.response, (await cz.get(`${adminDiscountList.path}?state=expired&search=${one.code}`)).json());
    assert.deepEqual(expired.results.map((row) => row.id), [one.id], 'no longer valid');

    const deleted = await cz.post(adminDiscountBulk.path, { action: 'delete', ids: [one.id, two.id, used.id, foreign.id] });
    assert.deepEqual(deleted.json(), { changed: [one.id, two.id].sort((x, y) => x - y), kept: [used.code] });
    const left = await apps.database.db.select({ id: discountCodes.id }).from(discountCodes).where(inArray(discountCodes.id, [one.id, two.id, used.id, foreign.id]));
    assert.deepEqual(left.map((row) => row.id).sort((x, y) => x - y), [used.id, foreign.id].sort((x, y) => x - y));
    const [foreignRow] = await apps.database.db.select({ validTo: discountCodes.validTo }).from(discountCodes).where(and(eq(discountCodes.id, foreign.id)));
    assert.ok(foreignRow!.validTo > new Date(), 'the Romanian code still valid');

    assert.equal((await cz.post(adminDiscountBulk.path, { action: 'archive', ids: [two.id] })).statusCode, 400);
    assert.equal((await cz.post(adminDiscountBulk.path, { action: 'delete', ids: [] })).statusCode, 400);
  });
});
