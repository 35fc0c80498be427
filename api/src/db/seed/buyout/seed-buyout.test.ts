import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { QUALITIES } from '@shop/shared/buyout/quality';
import type { Database } from '../../database';
import { colours, models } from '../../schema/catalog';
import { buyoutAppraisalResults, buyoutAppraisals, buyoutConditionChoices, buyoutConditions } from '../../schema/buyout';
import { openTestDatabase } from '../../../test-support/test-database';
import { gradePrices } from './model-prices';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => database.close());

test('every seeded model has an appraisal in both markets, each with the five grades and one ungraded result', async () => {
  const db = database.db;
  const [modelCount] = await db.select({ n: count() }).from(models);
  for (const market of ['CZ', 'RO'] as const) {
    const [appraisalCount] = await db.select({ n: count() }).from(buyoutAppraisals).where(eq(buyoutAppraisals.market, market));
    assert.equal(appraisalCount!.n, modelCount!.n, market);
  }
  const results = await db.select().from(buyoutAppraisalResults).orderBy(asc(buyoutAppraisalResults.id));
  const perAppraisal = new Map<number, typeof results>();
  for (const row of results) perAppraisal.set(row.appraisalId, [...(perAppraisal.get(row.appraisalId) ?? []), row]);
  assert.equal(perAppraisal.size, 2 * modelCount!.n);
  for (const rows of perAppraisal.values()) {
    assert.deepEqual(rows.map((row) => row.quality), [...QUALITIES, null]);
    const prices = rows.filter((row) => row.quality !== null).map((row) => row.price);
    assert.deepEqual(prices, [...prices].sort((a, b) => b - a), 'better grades pay more');
    assert.ok(prices.every((price) => price > 0));
  }
});

test('the questions a trade-in shop asks, with answers that rule the buyout out, and charger and battery without grades', async () => {
  const db = database.db;
  const conditions = await db.select().from(buyoutConditions);
  assert.deepEqual(conditions.map((row) => row.code), ['display', 'body', 'function', 'account-lock', 'battery', 'charger', 'box']);
  const noGrade = await db
    .select({ code: buyoutConditions.code, value: buyoutConditionChoices.value })
    .from(buyoutConditionChoices)
    .innerJoin(buyoutConditions, eq(buyoutConditions.id, buyoutConditionChoices.conditionId))
    .where(isNull(buyoutConditionChoices.quality));
  const ruledOut = noGrade.filter((row) => !['battery', 'charger'].includes(row.code)).map((row) => `${row.code}/${row.value}`);
  assert.deepEqual(ruledOut, ['display/dead', 'function/does-not-turn-on', 'account-lock/locked']);
  assert.equal(noGrade.filter((row) => row.code === 'battery').length, 3);
});

test('prices follow brand, variant and age; Lei are about a fifth of the crowns', () => {
  const iphone = (name: string, releaseYear: number) => ({ manufacturer: 'Apple', type: 'phones' as const, name, releaseYear });
  const year = 2025;
  const top = (model: ReturnType<typeof iphone>, market: 'CZ' | 'RO' = 'CZ') => gradePrices(model, market, year).prices['A+'];
  assert.ok(top(iphone('iPhone 16 Pro Max', 2024)) > top(iphone('iPhone 16', 2024)));
  assert.ok(top(iphone('iPhone 16', 2024)) > top(iphone('iPhone 12', 2020)));
  assert.ok(top(iphone('iPhone 16', 2024)) > top({ manufacturer: 'Motorola', type: 'phones', name: 'Edge 50', releaseYear: 2024 }));
  const ratio = top(iphone('iPhone 15', 2023)) / top(iphone('iPhone 15', 2023), 'RO');
  assert.ok(ratio > 4.8 && ratio < 5.2, String(ratio));
  assert.equal(top(iphone('iPhone 15', 2023)) % 10, 0);
  assert.equal(top(iphone('iPhone 15', 2023), 'RO') % 5, 0);
  const { prices, minimal } = gradePrices(iphone('iPhone 11', 2019), 'CZ', year);
  assert.ok(minimal > 0 && minimal <= prices.D);
});

test('colour values (model slug + colour slug) name one colour each, as the appraisal post relies on', async () => {
  const rows = await database.db.select({ value: sql<string>`${models.slug} || '-' || ${colours.slug}` }).from(colours).innerJoin(models, eq(models.id, colours.modelId));
  assert.equal(new Set(rows.map((row) => row.value)).size, rows.length);
});
