import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { adminDiscountCreate, adminDiscountImport, DISCOUNT_CSV_COLUMNS, DiscountSchema } from '@shop/shared/contract/admin-discounts';
import { discountCodes } from '../db/schema/cart';
import { randomDiscountCode } from './code-generator';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const header = DISCOUNT_CSV_COLUMNS.join(';');
const file = (content: string) => ({ file_name: 'slevy.csv', content_type: 'text/csv', content });
const uniqueCode = (prefix: string) => prefix + randomDiscountCode().slice(prefix.length);

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

describe('discount import help and report (issue #33, point 3)', () => {
  test('day.month.year dates as Czech and Romanian Excel write them are read; the days are kept', async () => {
    for (const market of ['cz', 'ro'] as const) {
      const client = await staff(market);
      const code = uniqueCode('DATE');
      const imported = await client.post(adminDiscountImport.path, file(`${header}\n${code};percent;10;1.2.2026;31. 12. 2026;;;0\n`));
      assert.equal(imported.statusCode, 201, imported.body);
      const [row] = await apps.database.db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
      const saved = v.parse(DiscountSchema, (await client.get(`/api/new/admin/discounts/${row!.id}/`)).json());
      assert.deepEqual([saved.valid_from, saved.valid_to], ['2026-02-01', '2026-12-31'], market);
    }
  });

  test('one report holds every error of every row: a duplicate, a code the shop has, a bad value and dates out of order', async () => {
    const client = await staff('cz');
    const existing = uniqueCode('HAVE');
    assert.equal((await client.post(adminDiscountCreate.path, { code: existing, kind: 'percent', value: 5, valid_from: '2026-01-01', valid_to: '2026-12-31' })).statusCode, 201);
    const [a, b] = [uniqueCode('ROWA'), uniqueCode('ROWB')];
    const content = [
      header,
      `${a};percent;10;2026-01-01;2026-12-31;;;0`,
      `${a};percent;10;2026-01-01;2026-12-31;;;0`,
      `${existing};percent;10;2026-01-01;2026-12-31;;;0`,
      `${b};procenta;10;31.12.2026;1.1.2026;;;0`,
      `${uniqueCode('ROWC')};percent;10;2026-02-30;2026-12-31;;;0`,
    ].join('\n');
    const refused = await client.post(adminDiscountImport.path, file(content));
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), {
      rows: {
        '3': { code: ['Kód je v souboru vícekrát.'] },
        '4': { code: ['Tento kód už v obchodě existuje.'] },
        '5': { kind: ['Druh slevy musí být jedna z hodnot: percent, amount.'], valid_to: ['Konec platnosti nesmí být dřív než její začátek.'] },
        '6': { valid_from: ['Neplatné datum.'] },
      },
    });
    assert.equal((await apps.database.db.select().from(discountCodes).where(eq(discountCodes.code, a))).length, 0, 'nothing saved');
  });

  test('an end before the start says so in a single save too, in Romanian', async () => {
    const client = await staff('ro');
    const refused = await client.post(adminDiscountCreate.path, { code: uniqueCode('ORDR'), kind: 'amount', value: 50, valid_from: '2026-12-31', valid_to: '2026-01-01' });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { valid_to: ['Sfârșitul valabilității nu poate fi înaintea începutului.'] });
  });
});
