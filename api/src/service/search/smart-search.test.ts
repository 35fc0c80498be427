import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SMART_SEARCH_LIMIT, serviceSmartSearch } from '@shop/shared/contract/service';
import { useMarketApps } from '../../test-support/market-apps';
import { foldSearchText } from './smart-search';

// The same file runs on PGlite and, with DATABASE_URL, on PostgreSQL: both need pg_trgm and unaccent.
const apps = useMarketApps();

async function search(app: FastifyInstance, term: string, locale = 'cs') {
  const response = await app.inject({ url: `${serviceSmartSearch.path}?term=${encodeURIComponent(term)}`, headers: { 'accept-language': locale } });
  return { response, labels: () => v.parse(serviceSmartSearch.response, response.json()).result.map((item) => item.label) };
}

describe('service.smart-search', () => {
  test('"iphone 15" finds the iPhone 15 family only, base model first', async () => {
    const labels = (await search(apps.cz, 'iphone 15')).labels();
    assert.deepEqual(labels, ['Apple iPhone 15', 'Apple iPhone 15 Pro', 'Apple iPhone 15 Plus', 'Apple iPhone 15 Pro Max']);
  });

  test('ignores case and diacritics and matches word prefixes', async () => {
    assert.deepEqual((await search(apps.cz, 'Galaxy s24')).labels().slice(0, 1), ['Samsung Galaxy S24']);
    assert.ok((await search(apps.cz, 'Galaxy s24')).labels().every((label) => label.includes('S24')));
    assert.deepEqual((await search(apps.cz, 'GALAXY Š24')).labels(), (await search(apps.cz, 'galaxy s24')).labels());
    const iph = (await search(apps.cz, 'iph')).labels();
    assert.equal(iph.length, SMART_SEARCH_LIMIT);
    assert.ok(iph.every((label) => label.startsWith('Apple iPhone')));
    assert.equal(iph[0], 'Apple iPhone 16', 'newest first among equals');
  });

  test('every word must match, in any order, maker included: "xiaomi redmi", "redmi xiaomi"', async () => {
    const labels = (await search(apps.cz, 'xiaomi redmi')).labels();
    assert.ok(labels.length >= 6 && labels.every((label) => label.startsWith('Xiaomi Redmi')));
    assert.ok(labels[0]!.startsWith('Xiaomi Redmi Note'), 'phones before tablets and watches');
    assert.deepEqual((await search(apps.cz, 'redmi xiaomi')).labels().sort(), [...labels].sort());
  });

  test('a misspelt term still finds the closest models', async () => {
    assert.equal((await search(apps.cz, 'iphnoe 15')).labels()[0], 'Apple iPhone 15');
    assert.ok((await search(apps.cz, 'samsnug galxy')).labels().every((label) => label.startsWith('Samsung Galaxy')));
  });

  test('answers with the model page URL of the market; nothing for wildcards or nonsense', async () => {
    const ro = v.parse(serviceSmartSearch.response, (await search(apps.ro, 'pixel 9 pro xl', 'ro')).response.json()).result;
    assert.deepEqual(ro.map((item) => [item.manufacturer, item.model, item.url]), [['Google', 'Pixel 9 Pro XL', '/service/telefoane-mobile/google/google-pixel-9-pro-xl/']]);
    assert.deepEqual((await search(apps.cz, '%%')).labels(), []);
    assert.deepEqual((await search(apps.cz, 'qqqqzzzz')).labels(), []);
  });

  test('a term under 2 characters is a 400 with the min length message in the request language', async () => {
    const cs = await search(apps.cz, ' i ');
    assert.equal(cs.response.statusCode, 400);
    assert.deepEqual(cs.response.json(), { term: ['Zadejte alespoň 2 znaky.'] });
    const ro = await search(apps.cz, 'i', 'ro');
    assert.equal(ro.response.statusCode, 400);
    const [message] = (ro.response.json() as { term: string[] }).term;
    assert.ok(message && message !== 'Zadejte alespoň 2 znaky.' && message.includes('2'), message);
    const missing = await apps.cz.inject({ url: serviceSmartSearch.path });
    assert.deepEqual(missing.json(), { term: ['Toto pole je povinné.'] });
  });
});

test('folds text like the search documents', () => {
  assert.equal(foldSearchText('  Galaxy   Š24 Ștefan Ţ '), 'galaxy s24 stefan t');
});
