import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { adminFeedList, adminInstallmentProviderList, adminPriceListExport, adminPriceListImport, ProductFeedSchema } from '@shop/shared/contract/admin-feeds';
import { installmentBestOptions } from '@shop/shared/contract/checkout';
import { catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { products } from '../db/schema/catalogue';
import { priceListImports } from '../db/schema/admin-feeds';
import { productPriceHistory } from '../db/schema/price-history';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { childText, parseXml, type XmlElement } from './test-support/parse-xml';
import { xmlText } from './xml-text';

const apps = useMarketApps();

async function staff(market: 'cz' | 'ro' = 'cz'): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro');
  assert.equal((await client.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return client;
}

async function firstProduct(market: 'CZ' | 'RO', condition: 'new' | 'used') {
  const [row] = await apps.database.db
    .select()
    .from(products)
    .where(and(eq(products.market, market), eq(products.condition, condition)))
    .orderBy(asc(products.id))
    .limit(1);
  assert.ok(row, `the seed has a ${condition} product in ${market}`);
  return row;
}

function items(document: XmlElement, name: string): XmlElement[] {
  return name === 'SHOPITEM' ? document.children.filter((child) => child.name === name) : document.children.find((child) => child.name === 'channel')!.children.filter((child) => child.name === name);
}

describe('xml text', () => {
  test('escapes the markup characters and drops characters XML forbids', () => {
    assert.equal(xmlText('A & B <c> "d" \'e\''), 'A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    assert.equal(xmlText('bell\u0007 tab\t'), 'bell tab\t');
  });
});

describe('product feeds', () => {
  test('the Heureka feed is well-formed XML with escaped names, used goods marked and prices in Kč', async () => {
    const used = await firstProduct('CZ', 'used');
    const fresh = await firstProduct('CZ', 'new');
    const tricky = `Nabíječka & kabel <USB-C> "rychlá" ${fresh.id}`;
    await apps.database.db.update(products).set({ longName: tricky, storeQuantity: 3 }).where(eq(products.id, fresh.id));
    await apps.database.db.update(products).set({ storeQuantity: 1 }).where(eq(products.id, used.id));

    const answer = await apps.cz.inject({ method: 'GET', url: '/api/new/feeds/heureka.xml' });
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^application\/xml/);
    assert.match(String(answer.headers['surrogate-key']), /\bfeed-heureka\b/);
    assert.match(String(answer.headers['cache-control']), /s-maxage=\d+/);
    assert.ok(answer.body.includes('&amp; kabel &lt;USB-C&gt;'), 'escaped in the raw text');
    const shop = parseXml(answer.body);
    assert.equal(shop.name, 'SHOP');
    const byId = new Map(items(shop, 'SHOPITEM').map((item) => [childText(item, 'ITEM_ID'), item]));
    const freshItem = byId.get(fresh.code)!;
    assert.ok(freshItem, 'the new product is listed');
    assert.equal(childText(freshItem, 'PRODUCTNAME'), tricky, 'parsed back to the original name');
    assert.equal(childText(freshItem, 'PRICE_VAT'), String(fresh.price));
    assert.equal(childText(freshItem, 'DELIVERY_DATE'), '0');
    assert.match(childText(freshItem, 'URL')!, new RegExp(`/produkt/${fresh.seoName}/$`));
    assert.ok(childText(freshItem, 'MANUFACTURER'));
    assert.equal(childText(freshItem, 'ITEM_TYPE'), undefined, 'new goods carry no bazar mark');
    assert.equal(childText(byId.get(used.code)!, 'ITEM_TYPE'), 'bazar');
    for (const item of byId.values()) for (const field of ['ITEM_ID', 'PRODUCTNAME', 'DESCRIPTION', 'URL', 'IMGURL', 'PRICE_VAT', 'MANUFACTURER', 'CATEGORYTEXT', 'DELIVERY_DATE']) assert.notEqual(childText(item, field), undefined, field);
  });

  test('the Google Merchant feed of each market: currency, availability, condition', async () => {
    for (const [app, market, currency] of [[apps.cz, 'CZ', 'CZK'], [apps.ro, 'RO', 'RON']] as const) {
      const used = await firstProduct(market, 'used');
      const answer = await app.inject({ method: 'GET', url: '/api/new/feeds/google-merchant.xml' });
      assert.equal(answer.statusCode, 200);
      const rss = parseXml(answer.body);
      assert.equal(rss.name, 'rss');
      assert.equal(rss.attributes['xmlns:g'], 'http://base.google.com/ns/1.0');
      const all = items(rss, 'item');
      const count = (await apps.database.db.select({ id: products.id }).from(products).where(eq(products.market, market))).length;
      assert.equal(all.length, count, 'every product of the market, none of the other');
      const usedItem = all.find((item) => childText(item, 'g:id') === used.code)!;
      assert.equal(childText(usedItem, 'g:condition'), 'used');
      assert.equal(childText(usedItem, 'g:price'), `${used.price}.00 ${currency}`);
      assert.ok(['in_stock', 'out_of_stock'].includes(childText(usedItem, 'g:availability')!));
      assert.ok(all.every((item) => / (CZK|RON)$/.test(childText(item, 'g:price')!) && childText(item, 'g:price')!.endsWith(currency)));
    }
    assert.equal((await apps.ro.inject({ method: 'GET', url: '/api/new/feeds/heureka.xml' })).statusCode, 404, 'Heureka is Czech only');
  });

  test('staff list the feeds and regenerate one: count and time stamped; customers may not', async () => {
    const client = await staff();
    const list = v.parse(adminFeedList.response, (await client.get('/api/new/admin/feeds/')).json());
    assert.deepEqual(list.results.map((feed) => feed.kind), ['heureka', 'google']);
    assert.ok(list.results[0]!.url.endsWith('/api/new/feeds/heureka.xml'));
    const regenerated = await client.post('/api/new/admin/feeds/google/regenerate/', {});
    assert.equal(regenerated.statusCode, 200, regenerated.body);
    const feed = v.parse(ProductFeedSchema, regenerated.json());
    const count = (await apps.database.db.select({ id: products.id }).from(products).where(eq(products.market, 'CZ'))).length;
    assert.equal(feed.product_count, count);
    assert.ok(feed.generated_at);
    const ro = v.parse(adminFeedList.response, (await (await staff('ro')).get('/api/new/admin/feeds/')).json());
    assert.deepEqual(ro.results.map((row) => row.kind), ['google']);
    assert.equal((await (await staff('ro')).post('/api/new/admin/feeds/heureka/regenerate/', {})).statusCode, 404);
    assert.equal((await new TestClient(apps.cz, 'cs').get('/api/new/admin/feeds/')).statusCode, 401);
  });
});

describe('price list', () => {
  test('export: UTF-8 with BOM, semicolons, every product of the market', async () => {
    const client = await staff('ro');
    const answer = v.parse(adminPriceListExport.response, (await client.get('/api/new/admin/price-list/export/')).json());
    assert.ok(answer.content.startsWith('\uFEFFcode;name;condition;price\r\n'));
    const count = (await apps.database.db.select({ id: products.id }).from(products).where(eq(products.market, 'RO'))).length;
    assert.equal(answer.rows, count);
    assert.equal(answer.content.trimEnd().split('\r\n').length, count + 1);
  });

  test('export: names and codes that a spreadsheet would run as formulas are written as text, and import back', async () => {
    const client = await staff();
    const rows = await apps.database.db.select().from(products).where(eq(products.market, 'CZ')).orderBy(desc(products.id)).limit(4);
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1:A2)'];
    for (const [index, row] of rows.entries()) await apps.database.db.update(products).set({ longName: hostile[index]! }).where(eq(products.id, row.id));
    await apps.database.db.update(products).set({ code: '=CODE-1' }).where(eq(products.id, rows[0]!.id));
    const answer = v.parse(adminPriceListExport.response, (await client.get('/api/new/admin/price-list/export/')).json());
    const lines = answer.content.split('\r\n');
    assert.ok(lines.includes(`'=CODE-1;"'=HYPERLINK(""http://evil.example"",""x"")";${rows[0]!.condition};${rows[0]!.price}`), 'the code and the name start with a quote');
    for (const name of hostile.slice(1)) assert.ok(lines.some((line) => line.includes(`;'${name};`)), name);
    const cells = lines.slice(1).flatMap((line) => line.split(';'));
    assert.deepEqual(cells.filter((cell) => /^"?[=+\-@]/.test(cell)), [], 'no cell starts a formula');

    const reimported = await client.post('/api/new/admin/price-list/import/', { file_name: 'ceny.csv', content_type: 'text/csv', content: `code;price\r\n'=CODE-1;${rows[0]!.price + 1}\r\n` });
    assert.equal(reimported.statusCode, 200, reimported.body);
    assert.deepEqual(v.parse(adminPriceListImport.response, reimported.json()).changes.map((change) => change.code), ['=CODE-1']);
  });

  test('import: preview, then apply in one go; price history records it, audit kept, product page shows it', async () => {
    const client = await staff();
    const [a, b] = await apps.database.db.select().from(products).where(eq(products.market, 'CZ')).orderBy(asc(products.id)).limit(2);
    const file = (content: string, extra: object = {}) => ({ file_name: 'ceny.csv', content_type: 'text/csv', content, ...extra });
    const csv = `\uFEFFcode;price\r\n${a!.code};${a!.price + 111}\r\n${b!.code};"${b!.price}"\r\n`;

    const preview = v.parse(adminPriceListImport.response, (await client.post('/api/new/admin/price-list/import/', file(csv))).json());
    assert.equal(preview.applied, false);
    assert.deepEqual(preview.changes.map((change) => [change.code, change.old_price, change.new_price, change.line]), [[a!.code, a!.price, a!.price + 111, 2]]);
    assert.equal(preview.unchanged, 1);
    const [unchanged] = await apps.database.db.select({ price: products.price }).from(products).where(eq(products.id, a!.id));
    assert.equal(unchanged!.price, a!.price, 'a preview changes nothing');

    const applied = await client.post('/api/new/admin/price-list/import/', file(csv, { apply: true }));
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(v.parse(adminPriceListImport.response, applied.json()).applied, true);
    const [history] = await apps.database.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, a!.id)).orderBy(desc(productPriceHistory.validFrom), desc(productPriceHistory.id)).limit(1);
    assert.equal(history!.price, a!.price + 111, 'the 30-day price history has the new price');
    const [audit] = await apps.database.db.select().from(priceListImports).orderBy(desc(priceListImports.id)).limit(1);
    assert.deepEqual(audit!.changes, [{ product_id: a!.id, code: a!.code, old_price: a!.price, new_price: a!.price + 111 }]);
    assert.equal(audit!.fileName, 'ceny.csv');
    const page = v.parse(catalogueProductDetail.response, (await apps.cz.inject({ method: 'GET', url: `/api/new/catalogue/products/${a!.seoName}/` })).json());
    assert.equal(page.price, a!.price + 111);
  });

  test('bad files and rows: 400 with the row report, nothing changed', async () => {
    const client = await staff();
    const [a] = await apps.database.db.select().from(products).where(eq(products.market, 'CZ')).orderBy(desc(products.id)).limit(1);
    const post = (content: string, name = 'ceny.csv', type = 'text/csv') => client.post('/api/new/admin/price-list/import/', { file_name: name, content_type: type, content, apply: true });

    const wrongType = await post('code;price\n', 'ceny.xlsx', 'application/octet-stream');
    assert.equal(wrongType.statusCode, 400);
    assert.deepEqual(Object.keys(wrongType.json() as object), ['file']);
    const missing = await post('code;name\nX;Y\n');
    assert.deepEqual(missing.json(), { file: ['Chybějící sloupce: price.'] });

    const rows = await post(`code;price\n${a!.code};${a!.price + 5}\nNO-SUCH-CODE;100\n${a!.code};7\n`);
    assert.equal(rows.statusCode, 400);
    assert.deepEqual(Object.keys((rows.json() as { rows: object }).rows), ['4']);
    const unknown = await post(`code;price\n${a!.code};${a!.price + 5}\nNO-SUCH-CODE;100\n`);
    assert.deepEqual(unknown.json(), { rows: { '3': { code: ['Produkt s tímto kódem v obchodě není.'] } } });
    const badPrice = await post(`code;price\n${a!.code};12,5\n`);
    assert.deepEqual(badPrice.json(), { rows: { '2': { price: ['Cena musí být celé kladné číslo.'] } } });
    const [after] = await apps.database.db.select({ price: products.price }).from(products).where(eq(products.id, a!.id));
    assert.equal(after!.price, a!.price, 'all or nothing: the good row was not saved');
  });
});

describe('installment providers', () => {
  test('staff settings drive the calculator: switch off, range and months', async () => {
    const client = await staff();
    const list = v.parse(adminInstallmentProviderList.response, (await client.get('/api/new/admin/installment-providers/')).json());
    assert.deepEqual(list.results.map((provider) => provider.code), ['home_credit', 'cofidis']);
    const fresh = await firstProduct('CZ', 'new');
    const best = async () => v.parse(installmentBestOptions.response, (await apps.cz.inject({ method: 'GET', url: `/api/new/installments/best-options/?product=${fresh.id}` })).json());
    const [homeCredit, cofidis] = list.results;
    const base = { enabled: true, min_amount: 1, max_amount: null, months: [12], rate: 0, rpsn: 0, down_payment_percent: 0 };

    const off = await client.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${cofidis!.id}/`, body: { ...base, enabled: false } });
    assert.equal(off.statusCode, 200, off.body);
    const on = await client.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${homeCredit!.id}/`, body: { ...base, months: [24, 12] } });
    assert.deepEqual((on.json() as { months: number[] }).months, [12, 24]);
    const options = await best();
    assert.deepEqual(options.map((option) => [option.provider, option.months]), [['home_credit', 24]], 'only the enabled provider, its lowest monthly payment');

    await client.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${homeCredit!.id}/`, body: { ...base, max_amount: fresh.price - 1 } });
    assert.deepEqual(await best(), [], 'the price is above the maximum');

    const bad = await client.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${homeCredit!.id}/`, body: { ...base, min_amount: 500, max_amount: 100, months: [], rpsn: -1 } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json() as object).sort(), ['months', 'rpsn']);
    const romanian = await (await staff('ro')).request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${homeCredit!.id}/`, body: base });
    assert.equal(romanian.statusCode, 404, 'a market edits only its own providers');
  });
});
