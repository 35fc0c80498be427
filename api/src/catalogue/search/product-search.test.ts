import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueProductTiles, catalogueSearch, catalogueSearchSuggest, type SearchResults } from '@shop/shared/contract/catalogue';
import { categories } from '../../db/schema/categories';
import { masterProducts, typeDevices } from '../../db/schema/catalogue';
import { searchSynonyms } from '../../db/schema/search';
import { rawRows } from '../raw-rows';
import { SEARCH_CANDIDATES, searchBase } from './product-search';
import { planQuery } from './search-plan';
import { useMarketApps } from '../../test-support/market-apps';

const apps = useMarketApps();

/** The shop keeps answers (api/src/response-cache): a test that changes the catalogue asks anew with `fresh`. */
let asked = 0;
const fresh = () => `page_size=${20 + (asked++ % 40)}`;

async function search(app: FastifyInstance, term: string, query = ''): Promise<SearchResults> {
  const response = await app.inject({ url: `${catalogueSearch.path}?term=${encodeURIComponent(term)}&${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(catalogueSearch.response, response.json());
}

/** The categories the header box offers; each call a term of its own, as the answers are kept. */
async function suggestedLabels(term: string): Promise<string[]> {
  const response = await apps.cz.inject({ url: `${catalogueSearchSuggest.path}?term=${encodeURIComponent(term)}` });
  return v.parse(catalogueSearchSuggest.response, response.json()).categories.map((category) => category.label);
}

describe('catalogue search', () => {
  test('the forms of a word meet, with or without diacritics', async () => {
    const forms = ['nabíječka', 'nabíječky', 'nabíječku', 'nabíječek', 'NABIJECKOU'];
    const counts = await Promise.all(forms.map(async (term) => (await search(apps.cz, term)).count));
    assert.ok(counts[0]! > 0);
    assert.deepEqual(counts, forms.map(() => counts[0]));
    const romanian = await Promise.all(['încărcător', 'incarcatoare', 'încărcătorul'].map(async (term) => (await search(apps.ro, term)).results[0]?.type_device_name));
    assert.deepEqual(romanian, ['Încărcător', 'Încărcător', 'Încărcător']);
  });

  test('a word no document holds is not matched by a look-alike ("magsafe" is no "Magic"), nor does it hide the rest', async () => {
    assert.equal((await search(apps.cz, 'magsafe')).count, 0);
    const chargers = await search(apps.cz, 'bezdrátová magsafe nabíječka');
    assert.equal(chargers.count, (await search(apps.cz, 'nabíječka')).count);
    const magic = await search(apps.cz, 'magic6');
    assert.ok(magic.count > 0 && magic.results.every((tile) => tile.long_name.includes('Magic6')));
  });

  test('a misspelt word is corrected, a known one never', async () => {
    const misspelt = await search(apps.cz, 'samsng galaxy s24');
    assert.ok(misspelt.results.length > 0 && misspelt.results.every((tile) => tile.long_name.includes('Galaxy S24')));
    // "honor" is a word of the documents: the similar "honer" words never join it.
    const honor = await search(apps.cz, 'honor 90', 'page_size=60');
    assert.ok(honor.results.every((tile) => tile.master_product.manufacturer_name === 'Honor' || tile.long_name.includes('Honor')));
  });

  test('"X na Y": accessories of kind X made for Y, or for any model', async () => {
    const cases = await search(apps.cz, 'kryt na samsung galaxy s24', 'page_size=60');
    assert.ok(cases.count > 0);
    assert.ok(cases.results.every((tile) => tile.type_device_name === 'Pouzdro' && tile.long_name.includes('Galaxy S24')), cases.results[0]?.long_name);
    const chargers = await search(apps.cz, 'nabíječku na iphone');
    assert.ok(chargers.count > 0 && chargers.results.every((tile) => tile.type_device_name === 'Nabíječka'));
    const romanian = await search(apps.ro, 'husă pentru iphone 13');
    assert.ok(romanian.results.length > 0 && romanian.results.every((tile) => tile.type_device_name === 'Husă' && tile.long_name.includes('iPhone 13')));
  });

  test('the kind named first ranks first; a model\'s devices before the accessories made for it', async () => {
    const phones = await search(apps.ro, 'telefon samsung');
    assert.ok(phones.results.every((tile) => tile.type_device_name === 'Telefon mobil'));
    const model = await search(apps.cz, 'iphone 13');
    assert.ok(model.results.slice(0, 10).every((tile) => tile.type_device_name === 'Mobilní telefon'));
  });

  test('new before used, unless the query asks for used goods', async () => {
    const plain = await search(apps.cz, 'iphone 13');
    assert.ok(plain.results.slice(0, 5).every((tile) => tile.quality === null));
    for (const [app, term] of [[apps.cz, 'použitý iphone 13'], [apps.cz, 'iphone 13 bazar'], [apps.ro, 'iphone 13 folosit']] as const) {
      const used = await search(app, term);
      assert.ok(used.count > 0 && used.results.every((tile) => tile.quality !== null), term);
    }
  });

  test('synonyms of the market apply as soon as they are written, by whoever writes them, and stop when deleted', async () => {
    assert.equal((await search(apps.cz, 'ťukátko', fresh())).count, 0);
    // Straight into the table, as another server or a script would: no purge reaches this process's stemmed groups.
    const [group] = await apps.database.db.insert(searchSynonyms).values({ market: 'CZ', terms: ['ťukátko', 'mobilní telefon'] }).returning();
    try {
      const phones = await search(apps.cz, 'ťukátko', fresh());
      assert.ok(phones.count > 0 && phones.results.every((tile) => tile.type_device_name === 'Mobilní telefon'));
      assert.equal((await search(apps.ro, 'ťukátko', fresh())).count, 0);
    } finally {
      await apps.database.db.delete(searchSynonyms).where(eq(searchSynonyms.id, group!.id));
    }
    assert.equal((await search(apps.cz, 'ťukátko', fresh())).count, 0);
  });

  test('the documents follow renamed categories, kinds and master products', async () => {
    const db = apps.database.db;
    const [category] = await db.select().from(categories).where(and(eq(categories.market, 'CZ'), eq(categories.name, 'Powerbanky')));
    await db.update(categories).set({ name: 'Zvonkohry' }).where(eq(categories.id, category!.id));
    const renamed = await search(apps.cz, 'zvonkohry', fresh());
    assert.ok(renamed.count > 0 && renamed.results.every((tile) => tile.type_device_name === 'Powerbanka'));
    assert.ok(renamed.results.every((tile) => tile.category_names.includes('Zvonkohry')), 'the tiles name the category as it is now');
    assert.ok((await suggestedLabels('zvonkohry')).some((label) => label.endsWith('Zvonkohry')));
    await db.update(categories).set({ name: category!.name }).where(eq(categories.id, category!.id));
    assert.equal((await search(apps.cz, 'zvonkohry', fresh())).count, 0);
    assert.deepEqual(await suggestedLabels('zvonkohr'), []);

    await db.update(typeDevices).set({ pluralCs: 'Kabílky' }).where(eq(typeDevices.code, 'cables'));
    assert.ok((await search(apps.cz, 'kabílky', fresh())).count > 0);
    await db.update(typeDevices).set({ pluralCs: 'Kabely' }).where(eq(typeDevices.code, 'cables'));

    const [master] = await db.select().from(masterProducts).where(and(eq(masterProducts.market, 'CZ'), eq(masterProducts.name, 'AirPods 4')));
    await db.update(masterProducts).set({ name: 'AirPods Zvonivé' }).where(eq(masterProducts.id, master!.id));
    assert.ok((await search(apps.cz, 'zvonivé', fresh())).count > 0);
    await db.update(masterProducts).set({ name: master!.name }).where(eq(masterProducts.id, master!.id));
    const [stale] = await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE search_vector @@ 'zvoniv'::tsquery`).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    assert.equal(stale!.n, 0);
  });

  test('nothing found: the categories holding part of the term, else the top-level ones', async () => {
    const tablets = await search(apps.cz, 'tablet garmin');
    assert.equal(tablets.count, 0);
    assert.deepEqual(tablets.suggested_categories.map((category) => category.label).sort(), ['Chytré hodinky › Garmin', 'Tablety']);
    const nothing = await search(apps.ro, 'magsafe');
    assert.ok(nothing.suggested_categories.length > 0 && nothing.suggested_categories.every((category) => !category.label.includes('›')));
    assert.deepEqual((await search(apps.cz, 'kabel')).suggested_categories, []);
  });

  test('the header box offers the categories of a word in any form', async () => {
    const response = await apps.cz.inject({ url: `${catalogueSearchSuggest.path}?term=${encodeURIComponent('nabíječku')}` });
    const answer = v.parse(catalogueSearchSuggest.response, response.json());
    assert.deepEqual(answer.categories.map((category) => category.label), ['Příslušenství › Nabíječky a kabely']);
    assert.ok(answer.products.length > 0 && answer.products.every((tile) => tile.type_device_name === 'Nabíječka'));
  });

  test('facets count the kinds, makers and conditions found, each under the other filters', async () => {
    const all = await search(apps.cz, 'samsung', 'page_size=60');
    const kinds = all.facets.kinds;
    assert.ok(kinds.length >= 2, 'a maker spans several kinds');
    assert.equal(kinds.reduce((sum, kind) => sum + kind.count, 0), all.count);
    const phones = kinds.find((kind) => kind.name === 'Mobilní telefon')!;
    const narrowed = await search(apps.cz, 'samsung', `kind=${phones.id}&page_size=60`);
    assert.equal(narrowed.count, phones.count);
    assert.ok(narrowed.results.every((tile) => tile.type_device_name === 'Mobilní telefon'));
    // The kind facet leaves its own choice out: the other kinds keep their counts.
    assert.deepEqual(narrowed.facets.kinds, kinds);
    assert.equal(narrowed.facets.conditions.reduce((sum, condition) => sum + condition.count, 0), phones.count);

    const used = narrowed.facets.conditions.find((condition) => condition.value === 'used');
    assert.ok(used && used.count > 0);
    const usedPhones = await search(apps.cz, 'samsung', `kind=${phones.id}&condition=used`);
    assert.equal(usedPhones.count, used.count);
    assert.ok(usedPhones.facets.qualities.length > 0);
    const cheap = await search(apps.cz, 'samsung', `kind=${phones.id}&price_max=${narrowed.facets.price!.min}`);
    assert.ok(cheap.count >= 1 && cheap.results.every((tile) => tile.price <= narrowed.facets.price!.min));
  });

  test('filters that leave nothing neither count as a zero-result term nor suggest categories', async () => {
    const none = await search(apps.ro, 'iphone', 'price_max=1');
    assert.equal(none.count, 0);
    assert.deepEqual(none.suggested_categories, []);
    assert.ok(none.facets.kinds.length > 0, 'the kinds still say what the term finds');
  });

  test('a term matching more than the search ranks counts that many; an ordering still starts at its end', async () => {
    const base = searchBase('CZ', (await planQuery(apps.database.db, 'CZ', 'mobil')).plan)!;
    const [all] = await rawRows<{ n: number; cheapest: number }>(apps.database.db, sql`SELECT count(*)::int AS n, min(p.price) AS cheapest FROM products p WHERE ${base}`);
    assert.ok(all!.n > SEARCH_CANDIDATES, `the seed has ${all!.n} phones`);
    const broad = await search(apps.cz, 'mobil');
    assert.equal(broad.count, SEARCH_CANDIDATES);
    assert.equal(broad.count_capped, true);
    assert.equal(broad.facets.kinds.reduce((sum, kind) => sum + kind.count, 0), SEARCH_CANDIDATES);
    const cheapest = await search(apps.cz, 'mobil', 'ordering=price');
    assert.equal(cheapest.results[0]!.price, Number(all!.cheapest));
    assert.equal((await search(apps.cz, 'iphone 13')).count_capped, false);
  });

  test('the tiles the search selects in its own query are the tiles the catalogue loads by code', async () => {
    for (const [app, term] of [[apps.cz, 'iphone'], [apps.ro, 'husă iphone']] as const) {
      const found = await search(app, term, fresh());
      assert.ok(found.results.length > 1);
      const codes = found.results.map((tile) => `codes=${encodeURIComponent(tile.code)}`).join('&');
      const loaded = await app.inject({ url: `${catalogueProductTiles.path}?${codes}` });
      assert.equal(loaded.statusCode, 200, loaded.body);
      assert.deepEqual(found.results, v.parse(catalogueProductTiles.response, loaded.json()).results);
    }
  });

  test('a kind that is no number is a field error', async () => {
    const response = await apps.cz.inject({ url: `${catalogueSearch.path}?term=iphone&kind=phones` });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json()), ['kind']);
  });
});
