import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildPath } from '@shop/shared/contract/route';
import {
  SERVICE_OPERATIONS_SHOWN,
  serviceColorChoices,
  serviceManufacturerChoices,
  serviceModelChoices,
  serviceOperations,
  serviceProductSelectorData,
  serviceSearchProductData,
  serviceSelectorUrl,
  serviceSmartSearch,
} from '@shop/shared/contract/service';
import { useMarketApps } from '../../test-support/market-apps';

const apps = useMarketApps();

async function getJson<T extends v.GenericSchema>(app: FastifyInstance, url: string, schema: T, locale?: string): Promise<v.InferOutput<T>> {
  const response = await app.inject({ url, headers: locale ? { 'accept-language': locale } : {} });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return v.parse(schema, response.json());
}

describe('service selector cascade', () => {
  test('walks type -> manufacturer -> model -> colour with market slugs and page URLs', async () => {
    const makers = await getJson(apps.cz, buildPath(serviceManufacturerChoices.path, { product_type: 'mobilni-telefony' }), serviceManufacturerChoices.response);
    assert.ok(makers.choices.some((choice) => choice.value === 'apple' && choice.label === 'Apple'));
    assert.equal(makers.url, '/servis/mobilni-telefony/');

    const phones = await getJson(apps.cz, buildPath(serviceModelChoices.path, { product_type: 'mobilni-telefony', product_manufacturer: 'apple' }), serviceModelChoices.response);
    assert.equal(phones.choices[0]?.label.startsWith('iPhone 16'), true, 'newest first');
    assert.equal(phones.url, '/servis/mobilni-telefony/apple/');

    const colours = await getJson(apps.cz, buildPath(serviceColorChoices.path, { product_model: 'apple-iphone-15' }), serviceColorChoices.response);
    assert.ok(colours.choices.length >= 2);
    assert.ok(colours.choices.every((choice) => choice.value.startsWith('apple-iphone-15-')));
    assert.equal(colours.url, '/servis/mobilni-telefony/apple/apple-iphone-15/');
    assert.ok(colours.choices.every((choice) => choice.picture?.startsWith('/api/new/catalogue/pictures/v2/phone/')), 'service colours show the same drawings as the buyout');

    const roColours = await getJson(apps.ro, buildPath(serviceColorChoices.path, { product_model: 'apple-iphone-15' }), serviceColorChoices.response, 'ro');
    assert.equal(roColours.url, '/service/telefoane-mobile/apple/apple-iphone-15/');
    assert.notDeepEqual(roColours.choices.map((choice) => choice.label), colours.choices.map((choice) => choice.label));
  });

  test('404 with a message for unknown slugs', async () => {
    for (const url of [
      buildPath(serviceManufacturerChoices.path, { product_type: 'lednice' }),
      buildPath(serviceModelChoices.path, { product_type: 'mobilni-telefony', product_manufacturer: 'nokia' }),
      buildPath(serviceColorChoices.path, { product_model: 'apple-iphone-3g' }),
      buildPath(serviceOperations.path, { product_color: 'apple-iphone-15-zlata-neexistuje' }),
      buildPath(serviceSearchProductData.path, { id: 999_999 }),
    ]) {
      const response = await apps.cz.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { detail: 'Zařízení nebylo nalezeno.' });
    }
    const badId = await apps.cz.inject({ url: buildPath(serviceSearchProductData.path, { id: 'abc' }) });
    assert.equal(badId.statusCode, 400);
  });

  test('operations by colour: priced in the market currency, named in the request language, with duration and warranty', async () => {
    const colour = (await getJson(apps.cz, buildPath(serviceColorChoices.path, { product_model: 'apple-iphone-15-pro-max' }), serviceColorChoices.response)).choices[0]!.value;
    const cz = await getJson(apps.cz, buildPath(serviceOperations.path, { product_color: colour }), serviceOperations.response);
    const ro = await getJson(apps.ro, buildPath(serviceOperations.path, { product_color: colour }), serviceOperations.response, 'ro');
    assert.equal(cz.url, `/servis/mobilni-telefony/apple/apple-iphone-15-pro-max/${colour}/`);
    assert.ok(cz.choices.length > SERVICE_OPERATIONS_SHOWN, 'a flagship has more than 7 repairs');
    const display = cz.choices.find((operation) => operation.code === 'display')!;
    const roDisplay = ro.choices.find((operation) => operation.code === 'display')!;
    assert.equal(display.name, 'Výměna displeje');
    assert.equal(roDisplay.name, 'Înlocuire display');
    assert.ok(display.price > 5000 && display.price < 15000, `CZK ${display.price}`);
    assert.ok(roDisplay.price > 900 && roDisplay.price < 3000, `Lei ${roDisplay.price}`);
    assert.ok(cz.choices.every((operation) => operation.duration > 0 && operation.warranty >= 0));
    assert.notEqual(display.id, roDisplay.id, 'each market has its own price list');
    const budget = (await getJson(apps.cz, buildPath(serviceColorChoices.path, { product_model: 'samsung-galaxy-a15' }), serviceColorChoices.response)).choices[0]!.value;
    const budgetDisplay = (await getJson(apps.cz, buildPath(serviceOperations.path, { product_color: budget }), serviceOperations.response)).choices.find((operation) => operation.code === 'display')!;
    assert.ok(budgetDisplay.price < display.price / 2, 'a budget phone display costs far less than a flagship one');
  });

  test('selector data restores a deep link with the model operations, and stops at the first unknown slug', async () => {
    const query = 'product_type=mobilni-telefony&product_manufacturer=samsung&product_model=samsung-galaxy-s24';
    const data = await getJson(apps.cz, `${serviceProductSelectorData.path}?${query}`, serviceProductSelectorData.response);
    assert.deepEqual(data.selected_choices, { product_type: 'mobilni-telefony', product_manufacturer: 'samsung', product_model: 'samsung-galaxy-s24', product_color: null });
    assert.ok(data.choices.product_color.length >= 2);
    assert.ok(data.choices.service_operations.length > 0);

    const broken = await getJson(apps.cz, `${serviceProductSelectorData.path}?product_type=mobilni-telefony&product_manufacturer=nokia&product_model=samsung-galaxy-s24`, serviceProductSelectorData.response);
    assert.deepEqual(broken.selected_choices, { product_type: 'mobilni-telefony', product_manufacturer: null, product_model: null, product_color: null });
    assert.deepEqual(broken.choices.service_operations, []);
    assert.ok(broken.choices.product_manufacturer.length > 3);

    const empty = await getJson(apps.ro, serviceProductSelectorData.path, serviceProductSelectorData.response, 'ro');
    assert.deepEqual(empty.choices.product_type.map((choice) => choice.value), ['telefoane-mobile', 'tablete', 'prislusenstvi']);

    const url = await getJson(apps.cz, `${serviceSelectorUrl.path}?${query}`, serviceSelectorUrl.response);
    assert.equal(url.url, '/servis/mobilni-telefony/samsung/samsung-galaxy-s24/');
  });

  test('search product data selects the picked model and brings its operations', async () => {
    const search = await getJson(apps.ro, `${serviceSmartSearch.path}?term=pixel%209%20pro%20xl`, serviceSmartSearch.response);
    const data = await getJson(apps.ro, buildPath(serviceSearchProductData.path, { id: search.result[0]!.id }), serviceSearchProductData.response, 'ro');
    assert.equal(data.selected_choices.product_model, 'google-pixel-9-pro-xl');
    assert.equal(data.url, '/service/telefoane-mobile/google/google-pixel-9-pro-xl/');
    assert.ok(data.choices.product_model.some((choice) => choice.value === 'google-pixel-9-pro-xl'));
    assert.ok(data.choices.service_operations.length > SERVICE_OPERATIONS_SHOWN);
  });
});
