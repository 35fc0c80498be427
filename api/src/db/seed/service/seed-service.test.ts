import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database';
import { openTestDatabase } from '../../../test-support/test-database';
import { operationKinds } from './operation-kinds';
import { priceTier, repairPrice } from './repair-pricing';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

test('every model has repairs in both markets, most phones more than 7', async () => {
  const missing = await rows<{ id: number }>(sql`
    SELECT m.id FROM models m CROSS JOIN (VALUES ('CZ'), ('RO')) AS market(code)
    WHERE NOT EXISTS (SELECT 1 FROM service_operations o WHERE o.model_id = m.id AND o.market = market.code)`);
  assert.deepEqual(missing, []);
  const [counts] = await rows<{ over_seven: number; models: number }>(sql`
    SELECT count(*) FILTER (WHERE n > 7)::int AS over_seven, count(*)::int AS models
    FROM (SELECT model_id, count(*) AS n FROM service_operations WHERE market = 'CZ' GROUP BY model_id) per_model`);
  assert.ok(counts!.over_seven > counts!.models / 2, `${counts!.over_seven} of ${counts!.models}`);
});

test('every service center has an intake schedule with capacity', async () => {
  const [result] = await rows<{ without: number }>(sql`
    SELECT count(*)::int AS without FROM stores s
    WHERE s.is_service AND NOT EXISTS (SELECT 1 FROM service_center_schedules c WHERE c.store_id = s.id AND c.capacity > 0)`);
  assert.equal(result!.without, 0);
});

test('prices follow the model class, the maker and the market, and end like shop prices', () => {
  const display = operationKinds.find((kind) => kind.code === 'display')!;
  const diagnosis = operationKinds.find((kind) => kind.code === 'diagnostics')!;
  const flagship = { manufacturer: 'Apple', name: 'iPhone 16 Pro Max', type: 'phones', releaseYear: 2024 } as const;
  const budget = { manufacturer: 'Samsung', name: 'Galaxy A15', type: 'phones', releaseYear: 2023 } as const;
  assert.equal(priceTier(flagship), 'premium');
  assert.equal(priceTier(budget), 'budget');
  assert.equal(priceTier({ ...budget, name: 'Galaxy Z Fold6' }), 'foldable');
  assert.ok(repairPrice(display, flagship, 'CZ') > 3 * repairPrice(display, budget, 'CZ'));
  assert.match(String(repairPrice(display, flagship, 'CZ')), /90$/);
  assert.match(String(repairPrice(display, flagship, 'RO')), /9$/);
  assert.ok(repairPrice(display, flagship, 'RO') < repairPrice(display, flagship, 'CZ') / 4);
  assert.equal(repairPrice(diagnosis, flagship, 'CZ'), repairPrice(diagnosis, budget, 'CZ'), 'labour-only services cost the same');
});
