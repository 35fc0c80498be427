import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { ENERGY_CLASS_COLOURS } from '@shop/shared/energy-labels/energy-class';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import { masterProducts, products, typeDevices } from '../db/schema/catalogue';
import { energyLabels } from '../db/schema/energy-labels';
import { useMarketApps } from '../test-support/market-apps';
import { pdfText } from '../test-support/pdf-text';
import { TestClient } from '../test-support/test-client';

const apps = useMarketApps();

/** Codes and master names of one market's products of the given kinds and condition. */
async function productsOf(market: Market, types: string[], condition: 'new' | 'used') {
  return apps.database.db
    .select({ code: products.code, seoName: products.seoName, master: masterProducts.seoName, masterName: masterProducts.name })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .where(and(eq(products.market, market), eq(products.condition, condition), inArray(typeDevices.code, types)))
    .limit(3);
}

async function tiles(market: Market, codes: string[]): Promise<ProductTile[]> {
  const client = new TestClient(market === 'CZ' ? apps.cz : apps.ro, market === 'CZ' ? 'cs' : 'ro');
  const response = await client.get(`/api/new/catalogue/product-tiles/?${codes.map((code) => `codes=${encodeURIComponent(code)}`).join('&')}`);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: ProductTile[] }).results;
}

describe('energy labels', () => {
  test('every new and used phone and tablet tile carries its model class and links; accessories none', async () => {
    for (const market of ['CZ', 'RO'] as const) {
      const phones = [...(await productsOf(market, ['phones'], 'new')), ...(await productsOf(market, ['tablets'], 'new')), ...(await productsOf(market, ['phones'], 'used'))];
      const accessories = await productsOf(market, ['cases', 'chargers'], 'new');
      assert.ok(phones.length >= 7 && accessories.length > 0);
      const shown = await tiles(market, [...phones, ...accessories].map((row) => row.code));
      for (const phone of phones) {
        const tile = shown.find((entry) => entry.code === phone.code)!;
        assert.match(tile.energy_label?.energy_class ?? '', /^[A-G]$/, phone.code);
        assert.equal(tile.energy_label?.label_url, `/api/new/catalogue/energy-label/${phone.master}/label.svg`);
        assert.equal(tile.energy_label?.sheet_url, `/api/new/catalogue/energy-label/${phone.master}/sheet/`);
      }
      for (const accessory of accessories) assert.equal(shown.find((entry) => entry.code === accessory.code)!.energy_label, null);
    }
  });

  test('the label image: the model class arrow in its EU colour, the facts the regulation prints, cacheable', async () => {
    const [phone] = await productsOf('CZ', ['phones'], 'new');
    const [label] = await apps.database.db
      .select()
      .from(energyLabels)
      .innerJoin(masterProducts, eq(masterProducts.id, energyLabels.masterProductId))
      .where(and(eq(masterProducts.market, 'CZ'), eq(masterProducts.seoName, phone!.master)));
    const row = label!.energy_labels;
    const response = await new TestClient(apps.cz, 'cs').get(`/api/new/catalogue/energy-label/${phone!.master}/label.svg`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
    assert.match(String(response.headers['cache-control']), /public, max-age=\d+/);
    const svg = response.body;
    assert.ok(svg.includes(`aria-label="Energy label ${row.energyClass}"`));
    assert.ok(svg.includes(ENERGY_CLASS_COLOURS.A) && svg.includes(ENERGY_CLASS_COLOURS.G), 'the whole A-G scale');
    assert.ok(svg.includes(`font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${row.energyClass}</text>`), 'the black class arrow');
    for (const value of [row.supplierName, row.eprelRegistrationNumber, row.ipRating, `${row.batteryCycles} ×`, '2023/1669']) assert.ok(svg.includes(value), value);
    assert.ok(svg.includes(`${Math.floor(row.enduranceMinutes / 60)} h ${String(row.enduranceMinutes % 60).padStart(2, '0')} min`));

    const [sameModelRo] = await apps.database.db
      .select({ energyClass: energyLabels.energyClass, eprel: energyLabels.eprelRegistrationNumber })
      .from(energyLabels)
      .innerJoin(masterProducts, eq(masterProducts.id, energyLabels.masterProductId))
      .where(and(eq(masterProducts.market, 'RO'), eq(masterProducts.name, phone!.masterName)));
    if (sameModelRo) assert.deepEqual(sameModelRo, { energyClass: row.energyClass, eprel: row.eprelRegistrationNumber }, 'one EPREL registration per model');
  });

  test('the product information sheet in the reader language, print-ready HTML', async () => {
    const [cz] = await productsOf('CZ', ['tablets'], 'new');
    const cs = await new TestClient(apps.cz, 'cs').get(`/api/new/catalogue/energy-label/${cz!.master}/sheet/`);
    assert.equal(cs.statusCode, 200);
    assert.match(String(cs.headers['content-type']), /^text\/html/);
    assert.ok(cs.body.includes('<h1>Informační list výrobku</h1>'));
    assert.ok(cs.body.includes('<td>Tablet</td>'));
    assert.ok(cs.body.includes('https://eprel.ec.europa.eu/qr/'));
    assert.ok(cs.body.includes(`src="/api/new/catalogue/energy-label/${cz!.master}/label.svg"`));

    const [ro] = await productsOf('RO', ['phones'], 'new');
    const roSheet = await new TestClient(apps.ro, 'ro').get(`/api/new/catalogue/energy-label/${ro!.master}/sheet/`);
    assert.ok(roSheet.body.includes('<h1>Fișa de informații despre produs</h1>'));
    assert.ok(roSheet.body.includes('<td>Telefon inteligent</td>'));
  });

  test('the same sheet as a PDF in the reader language, with Czech and Romanian letters intact, linked from the page', async () => {
    const [cz] = await productsOf('CZ', ['tablets'], 'new');
    const pdfPath = `/api/new/catalogue/energy-label/${cz!.master}/sheet.pdf`;
    const page = await new TestClient(apps.cz, 'cs').get(`/api/new/catalogue/energy-label/${cz!.master}/sheet/`);
    assert.ok(page.body.includes(`href="${pdfPath}" download>Stáhnout informační list jako PDF</a>`));
    const cs = await new TestClient(apps.cz, 'cs').get(pdfPath);
    assert.equal(cs.statusCode, 200);
    assert.equal(cs.headers['content-type'], 'application/pdf');
    assert.equal(cs.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const [label] = await apps.database.db.select().from(energyLabels).innerJoin(masterProducts, eq(masterProducts.id, energyLabels.masterProductId)).where(and(eq(masterProducts.market, 'CZ'), eq(masterProducts.seoName, cz!.master)));
    const row = label!.energy_labels;
    const czText = await pdfText(cs.rawPayload);
    assert.equal(czText.title, `Informační list výrobku: ${row.supplierName} ${row.modelIdentifier}`);
    for (const value of ['Informační list výrobku', 'Třída energetické účinnosti', 'Tablet', row.modelIdentifier, row.eprelRegistrationNumber, `${row.batteryCapacityMah} mAh`]) assert.ok(czText.text.includes(value), value);

    const [ro] = await productsOf('RO', ['phones'], 'new');
    const roText = await pdfText((await new TestClient(apps.ro, 'ro').get(`/api/new/catalogue/energy-label/${ro!.master}/sheet.pdf`)).rawPayload);
    for (const value of ['Fișa de informații despre produs', 'Telefon inteligent']) assert.ok(roText.text.includes(value), value);
    assert.equal((await new TestClient(apps.cz, 'cs').get('/api/new/catalogue/energy-label/no-such-model/sheet.pdf')).statusCode, 404);
  });

  test('404 for goods without a label and unknown models', async () => {
    const [accessory] = await productsOf('CZ', ['cases'], 'new');
    const client = new TestClient(apps.cz, 'cs');
    for (const path of [`/api/new/catalogue/energy-label/${accessory!.master}/label.svg`, `/api/new/catalogue/energy-label/${accessory!.master}/sheet/`, '/api/new/catalogue/energy-label/no-such-model/label.svg']) {
      const response = await client.get(path);
      assert.equal(response.statusCode, 404, path);
      assert.ok((response.json() as { detail: string }).detail);
    }
  });
});
