import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { searchSynonymCreate, searchSynonymList, searchZeroResults, SynonymGroupSchema, type SynonymGroup } from '@shop/shared/contract/admin-search';
import { catalogueSearch } from '@shop/shared/contract/catalogue';
import { typeDevices } from '../db/schema/catalogue';
import { searchSynonyms } from '../db/schema/search';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const groupPath = (id: number) => `${searchSynonymCreate.path}${id}/`;

async function staff(market: 'cz' | 'ro'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

const searchCount = async (market: 'cz' | 'ro', term: string) =>
  (await apps[market].inject({ url: `${catalogueSearch.path}?term=${encodeURIComponent(term)}` })).json().count as number;

test('staff only; changes need the CSRF token', async () => {
  assert.equal((await apps.cz.inject({ url: searchSynonymList.path })).statusCode, 401);
  const customer = new TestClient(apps.cz, 'cs');
  assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
  assert.equal((await customer.get(searchSynonymList.path)).statusCode, 403);
  assert.equal((await customer.get(searchZeroResults.path)).statusCode, 403);
  const client = await staff('cz');
  const withoutToken = await client.request({ method: 'POST', url: searchSynonymCreate.path, body: { terms: ['klepátko'] }, csrf: false });
  assert.equal(withoutToken.statusCode, 403);
});

test('the seeded groups of the market, with the kind they name', async () => {
  const response = await (await staff('ro')).get(searchSynonymList.path);
  const groups = v.parse(v.object({ results: v.array(SynonymGroupSchema) }), response.json()).results;
  const cases = groups.find((group) => group.terms.includes('husă'));
  assert.equal(cases?.type_device_name, 'Husă');
  assert.ok(groups.every((group) => !group.terms.includes('kryt')));
});

test('a saved group finds at once (the cached answer is purged); edit, stale edit, delete', async () => {
  const client = await staff('cz');
  assert.equal(await searchCount('cz', 'klepátko'), 0);
  const [phones] = await apps.database.db.select({ id: typeDevices.id }).from(typeDevices).where(eq(typeDevices.code, 'phones'));
  const created = await client.post(searchSynonymCreate.path, { terms: [' klepátko ', 'Klepátko', 'mobilní telefon'], type_device: phones!.id });
  assert.equal(created.statusCode, 201, created.body);
  const group = v.parse(SynonymGroupSchema, created.json()) as SynonymGroup;
  assert.deepEqual(group.terms, ['klepátko', 'mobilní telefon']);
  assert.ok((await searchCount('cz', 'klepátko')) > 0);
  assert.equal(await searchCount('ro', 'klepátko'), 0);

  const edited = await client.request({ method: 'PUT', url: groupPath(group.id), body: { terms: ['ťukátko', 'mobilní telefon'], type_device: null, version: group.version } });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().version, group.version + 1);
  assert.equal(await searchCount('cz', 'klepátko'), 0);
  const stale = await client.request({ method: 'PUT', url: groupPath(group.id), body: { terms: ['ťuk'], version: group.version } });
  assert.equal(stale.statusCode, 409);
  assert.match(stale.json().detail, /někdo jiný/);

  assert.equal((await client.request({ method: 'DELETE', url: groupPath(group.id) })).statusCode, 200);
  assert.equal((await client.request({ method: 'DELETE', url: groupPath(group.id) })).statusCode, 404);
  assert.equal(await searchCount('cz', 'ťukátko'), 0);
});

test('bad groups are a 400 on the field and change nothing', async () => {
  const client = await staff('cz');
  const before = await apps.database.db.select().from(searchSynonyms);
  const cases: [unknown, string][] = [
    [{ terms: [] }, 'terms'],
    [{ terms: ['a'] }, 'terms'],
    [{ terms: ['<script>'] }, 'terms'],
    [{ terms: Array.from({ length: 21 }, (_, index) => `slovo ${index}`) }, 'terms'],
    [{ terms: ['kryt'], type_device: 999999 }, 'type_device'],
  ];
  for (const [body, field] of cases) {
    const response = await client.post(searchSynonymCreate.path, body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.ok(Object.keys(response.json()).some((key) => key === field || key.startsWith(`${field}.`)), response.body);
  }
  assert.deepEqual(await apps.database.db.select().from(searchSynonyms), before);
});

test('the report counts searches that found nothing, per folded term, and keeps no personal-looking term', async () => {
  for (const term of ['Magsafe', 'magsafe ', 'MAGSAFE', 'zvonkohra', 'jan.novak@example.com', 'iphone']) {
    await apps.cz.inject({ url: `${catalogueSearch.path}?term=${encodeURIComponent(term)}&page_size=7` });
  }
  const report = (await (await staff('cz')).get(searchZeroResults.path)).json().results as { term: string; count: number }[];
  const counted = new Map(report.map(({ term, count }) => [term, count]));
  assert.equal(report[0]!.term, 'magsafe');
  assert.equal(counted.get('magsafe'), 3);
  assert.equal(counted.get('zvonkohra'), 1);
  assert.ok(report.every((row) => !row.term.includes('example') && row.term !== 'iphone'));
  const romanian = (await (await staff('ro')).get(searchZeroResults.path)).json().results as { term: string }[];
  assert.ok(romanian.every((row) => row.term !== 'magsafe'));
});
