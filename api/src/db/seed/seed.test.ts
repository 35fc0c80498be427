import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../database';
import { colours, manufacturers, models, productTypes } from '../schema/catalog';
import { categories } from '../schema/categories';
import { seedSteps } from '../schema/seed';
import { users } from '../schema/users';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDatabase } from './run-seed';
import { seedCatalog } from './catalog/seed-catalog';
import { modelLines } from './catalog/model-lines';
import type { SeedStep } from './seed-step';

let database: Database;
/** A second fresh database: to compare seeds and to reseed accounts. */
let second: Database;

before(async () => {
  [database, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
after(async () => {
  await database.close();
  await second.close();
});

test('a realistic catalogue: at least 150 models across the three types, 2 to 5 colours each', async () => {
  const db = database.db;
  const [modelCount] = await db.select({ n: count() }).from(models);
  assert.ok(modelCount!.n >= 150, `only ${modelCount!.n} models`);
  const perType = await db.select({ code: productTypes.code, n: count() }).from(models).innerJoin(productTypes, eq(productTypes.id, models.productTypeId)).groupBy(productTypes.code);
  assert.deepEqual(perType.map((row) => row.code).sort(), ['phones', 'smart-watches', 'tablets']);
  assert.ok(perType.every((row) => row.n >= 20));
  const colourCounts = await db.select({ n: count() }).from(colours).groupBy(colours.modelId);
  assert.equal(colourCounts.length, modelCount!.n);
  assert.ok(colourCounts.every((row) => row.n >= 2 && row.n <= 5));
  const makers = (await db.select({ name: manufacturers.name }).from(manufacturers)).map((row) => row.name);
  for (const maker of ['Apple', 'Samsung', 'Xiaomi', 'Google', 'Motorola', 'Honor', 'OnePlus', 'Huawei', 'Nothing', 'Sony', 'Lenovo', 'Garmin']) {
    assert.ok(makers.includes(maker), maker);
  }
});

test('the same catalogue on every run: colours come from a seeded generator', async () => {
  const iphone = await database.db
    .select({ slug: colours.slug })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .where(eq(models.slug, 'apple-iphone-15-pro'))
    .orderBy(asc(colours.id));
  const iphoneAgain = await second.db
    .select({ slug: colours.slug })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .where(eq(models.slug, 'apple-iphone-15-pro'))
    .orderBy(asc(colours.id));
  assert.ok(iphone.length >= 2);
  assert.deepEqual(iphoneAgain, iphone);
});

test('a category tree per market with the spec defaults', async () => {
  const cz = await database.db.select().from(categories).where(eq(categories.market, 'CZ'));
  const phones = cz.find((row) => row.parentId === null && row.seoName === 'mobilni-telefony');
  assert.ok(phones);
  assert.equal(phones.forDisplay, true);
  assert.equal(phones.meilisearchBoost, '1');
  assert.ok(cz.some((row) => row.parentId === phones.id && row.name === 'Apple'));
  const ro = await database.db.select().from(categories).where(eq(categories.market, 'RO'));
  assert.ok(ro.some((row) => row.parentId === null && row.seoName === 'telefoane-mobile' && row.name === 'Telefoane mobile'));
});

test('accounts store only scrypt hashes', async () => {
  const rows = await database.db.select().from(users).orderBy(asc(users.id));
  // The first two accounts, then the Romanian shop's two (users-ro step).
  assert.deepEqual(rows.map((row) => row.role), ['staff', 'customer', 'staff', 'customer']);
  for (const row of rows) assert.match(row.passwordHash, /^scrypt\$/);
  assert.equal(await verifyPassword('Staff-pass-1!', rows[0]!.passwordHash), true);
  assert.equal(await verifyPassword('staff-pass-1!', rows[0]!.passwordHash), false);
});

test('seeding again changes nothing; a step added later runs once on the seeded database', async () => {
  const accounts = { staffEmail: 'x@example.com', staffPassword: undefined, customerEmail: 'y@example.com', customerPassword: undefined };
  const again = await seedDatabase(database.db, accounts);
  assert.deepEqual(again, { applied: [], generatedLogins: [] });
  const [modelCount] = await database.db.select({ n: count() }).from(models);
  assert.equal(modelCount!.n, modelLines.reduce((sum, line) => sum + line.models.length, 0));

  let runs = 0;
  const later: SeedStep = { name: 'test-later-step', run: async () => void runs++ };
  assert.deepEqual((await seedDatabase(database.db, accounts, [seedCatalog, later])).applied, ['test-later-step']);
  assert.deepEqual((await seedDatabase(database.db, accounts, [seedCatalog, later])).applied, []);
  assert.equal(runs, 1);
});

test('without a configured password the seed generates one and reports it once', async () => {
  await second.db.delete(users);
  await second.db.delete(seedSteps).where(eq(seedSteps.name, 'users'));
  const report = await seedDatabase(second.db, { staffEmail: 'boss@example.com', staffPassword: undefined, customerEmail: 'c@example.com', customerPassword: 'Given-1!' });
  assert.deepEqual(report.applied, ['users']);
  assert.equal(report.generatedLogins.length, 1);
  const [login] = report.generatedLogins;
  assert.equal(login!.email, 'boss@example.com');
  const [row] = await second.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  assert.equal(await verifyPassword(login!.password, row!.passwordHash), true);
  assert.ok(!row!.passwordHash.includes(login!.password));
});
