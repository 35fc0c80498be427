import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { computeAppraisal } from '@shop/shared/buyout/pricing';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { ChoicesResponse } from '@shop/shared/contract/common';
import { buyoutAppraisals } from '../db/schema/buyout';
import { models } from '../db/schema/catalog';
import { useMarketApps } from '../test-support/market-apps';
import { firstAnswers, getJson, pickDevice } from './test-support/buyout-requests';

const apps = useMarketApps();
const base = '/api/new/buyout';

test('the cascade answers choices and the page url of each step, in the market\'s slugs', async () => {
  const types = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/product-type-choices/`);
  assert.ok(types.choices.some((choice) => choice.value === 'mobilni-telefony'));
  const makers = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/manufacturer-choices/mobilni-telefony/`);
  assert.equal(makers.url, '/vykup/mobilni-telefony/');
  assert.ok(makers.choices.some((choice) => choice.value === 'apple' && choice.label === 'Apple'));
  const models = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/model-choices/mobilni-telefony/apple/`);
  assert.equal(models.url, '/vykup/mobilni-telefony/apple/');
  assert.ok(models.choices.some((choice) => choice.value === 'apple-iphone-15' && choice.label === 'iPhone 15'));
  const colours = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/color-choices/apple-iphone-15/`);
  assert.equal(colours.url, '/vykup/mobilni-telefony/apple/apple-iphone-15/');
  assert.ok(colours.choices.length >= 2);
  assert.ok(colours.choices.every((choice) => choice.value.startsWith('apple-iphone-15-')));

  const roMakers = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/manufacturer-choices/telefoane-mobile/`);
  assert.equal(roMakers.url, '/rascumparare/telefoane-mobile/');
  const czSlugInRo = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/manufacturer-choices/mobilni-telefony/`);
  assert.deepEqual(czSlugInRo.choices, []);
});

test('colour labels follow the request\'s language', async () => {
  const cs = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/color-choices/apple-iphone-15/`, 'cs');
  const ro = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/color-choices/apple-iphone-15/`, 'ro');
  assert.deepEqual(cs.choices.map((choice) => choice.value), ro.choices.map((choice) => choice.value));
  assert.notDeepEqual(cs.choices.map((choice) => choice.label), ro.choices.map((choice) => choice.label));
});

test('the appraisal form of a colour: the url replacing the address, five grades, the questions, a version and a floor', async () => {
  const device = await pickDevice(apps.cz, { manufacturer: 'apple' });
  const form = await getJson<{ url: string; appraisal: Appraisal }>(apps.cz, `${base}/appraisal-form/${device.colour}/`);
  assert.equal(form.url, `/vykup/${device.productType}/apple/${device.model}/${device.colour}/`);
  const qualities = Object.values(form.appraisal.appraisal_result).map((result) => result.quality);
  assert.deepEqual(qualities, ['A+', 'A', 'B', 'C', 'D', null]);
  const questions = Object.values(form.appraisal.device_conditions);
  assert.deepEqual(questions.map((question) => question.type), ['quality', 'quality', 'quality', 'quality', 'battery', 'charger', 'accessory']);
  assert.equal(questions[0]!.name, 'V jakém stavu je displej?');
  for (const question of questions.filter((q) => q.type === 'battery' || q.type === 'charger')) {
    assert.ok(question.choices.every((choice) => choice.appraisal_result === null), 'charger and battery only correct the price');
  }
  assert.ok(form.appraisal.minimal_buyout_price > 0);
  const best = computeAppraisal(form.appraisal, firstAnswers(form.appraisal));
  assert.equal(best.ok && best.quality, 'A+');
});

test('the same model costs crowns in CZ and Lei in RO, about a fifth', async () => {
  const cz = await pickDevice(apps.cz, { manufacturer: 'apple' });
  const ro = await getJson<{ appraisal: Appraisal }>(apps.ro, `${base}/appraisal-form/${cz.colour}/`, 'ro');
  const top = (appraisal: Appraisal) => Object.values(appraisal.appraisal_result)[0]!.price;
  const ratio = top(cz.appraisal) / top(ro.appraisal);
  assert.ok(ratio > 4.5 && ratio < 5.5, String(ratio));
  assert.notEqual(cz.appraisal.version, ro.appraisal.version);
  assert.equal(Object.values(ro.appraisal.device_conditions)[0]!.name, 'În ce stare este ecranul?');
});

test('an unknown colour or model is 404 in the request\'s language', async () => {
  const response = await apps.cz.inject({ url: `${base}/appraisal-form/no-such-colour/`, headers: { 'accept-language': 'ro' } });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { detail: 'Pagina nu a fost găsită.' });
  assert.equal((await apps.cz.inject({ url: `${base}/product-selector/color-choices/no-such-model/` })).statusCode, 404);
});

test('selector data restores a deep link, keeping what is still valid of a stale one', async () => {
  const device = await pickDevice(apps.cz);
  const query = new URLSearchParams({
    product_type: device.productType,
    product_manufacturer: device.manufacturer,
    product_model: device.model,
    product_color: device.colour,
  });
  const full = await getJson<{ selected_choices: Record<string, string | null>; choices: Record<string, unknown[]>; appraisal: Appraisal | null }>(
    apps.cz,
    `${base}/product-selector/data/?${query}`,
  );
  assert.deepEqual(full.selected_choices, { product_type: device.productType, product_manufacturer: device.manufacturer, product_model: device.model, product_color: device.colour });
  assert.ok(Object.values(full.choices).every((list) => list.length > 0));
  assert.equal(full.appraisal?.version, device.appraisal.version);

  query.set('product_model', 'no-such-model');
  const stale = await getJson<{ selected_choices: Record<string, string | null>; choices: Record<string, unknown[]>; appraisal: unknown }>(
    apps.cz,
    `${base}/product-selector/data/?${query}`,
  );
  assert.deepEqual(stale.selected_choices, { product_type: device.productType, product_manufacturer: device.manufacturer, product_model: null, product_color: null });
  assert.ok(stale.choices.product_model!.length > 0);
  assert.deepEqual(stale.choices.product_color, []);
  assert.equal(stale.appraisal, null);

  const empty = await getJson<{ selected_choices: Record<string, string | null>; appraisal: unknown }>(apps.cz, `${base}/product-selector/data/`);
  assert.equal(empty.selected_choices.product_type, null);
  assert.equal(empty.appraisal, null);
});

test('the selector url and country options', async () => {
  const { url } = await getJson<{ url: string }>(apps.ro, `${base}/product-selector/url/?product_type=tablete&product_manufacturer=apple`);
  assert.equal(url, '/rascumparare/tablete/apple/');
  const cz = await getJson<{ value: number; label: string }[]>(apps.cz, `${base}/country-options/`);
  assert.deepEqual(cz[0], { value: 203, label: 'Česko' });
  const ro = await getJson<{ value: number; label: string }[]>(apps.ro, `${base}/country-options/`, 'ro');
  assert.deepEqual(ro[0], { value: 642, label: 'România' });
});

test('public selector answers may be kept by a CDN, per language', async () => {
  const response = await apps.cz.inject({ url: `${base}/product-selector/manufacturer-choices/tablety/` });
  assert.match(String(response.headers['cache-control']), /public, max-age=\d+/);
  assert.equal(response.headers['vary'], 'Accept-Language');
});

test('browsers never keep an appraisal, so a reload after a price change gets the new one; a CDN may for a minute', async () => {
  const device = await pickDevice(apps.cz);
  const response = await apps.cz.inject({ url: `${base}/appraisal-form/${device.colour}/` });
  assert.equal(response.headers['cache-control'], 'public, max-age=0, must-revalidate');
  assert.equal(response.headers['surrogate-control'], 'max-age=60');
  assert.equal(response.headers['surrogate-key'], 'buyout-appraisal');
  const query = new URLSearchParams({ product_type: device.productType, product_manufacturer: device.manufacturer, product_model: device.model, product_color: device.colour });
  const data = await apps.cz.inject({ url: `${base}/product-selector/data/?${query}` });
  assert.equal(data.headers['cache-control'], 'public, max-age=0, must-revalidate');
});

test('a model without an appraisal in the market is not offered there, and its form says why', async () => {
  const db = apps.database.db;
  const [sony] = await db.select({ id: models.id, slug: models.slug }).from(models).where(eq(models.slug, 'sony-xperia-10-vi'));
  assert.ok(sony, 'the seed has the Xperia 10 VI');
  const colours = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/color-choices/${sony.slug}/`);
  await db.delete(buyoutAppraisals).where(and(eq(buyoutAppraisals.modelId, sony.id), eq(buyoutAppraisals.market, 'RO')));

  const form = await apps.ro.inject({ url: `${base}/appraisal-form/${colours.choices[0]!.value}/`, headers: { 'accept-language': 'ro' } });
  assert.equal(form.statusCode, 400);
  assert.deepEqual(form.json(), { non_field_errors: ['Încă nu avem o evaluare pentru acest dispozitiv.'] });
  const roModels = await getJson<ChoicesResponse>(apps.ro, `${base}/product-selector/model-choices/telefoane-mobile/sony/`);
  assert.ok(!roModels.choices.some((choice) => choice.value === sony.slug));
  const czModels = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/model-choices/mobilni-telefony/sony/`);
  assert.ok(czModels.choices.some((choice) => choice.value === sony.slug), 'the Czech shop still buys it');
});

test('an offer code that does not exist is 404', async () => {
  const response = await apps.cz.inject({ url: `${base}/product-selector/data/?code=nothing` });
  assert.equal(response.statusCode, 404);
});

test('each colour choice carries the catalogue\'s drawing of the device in that colour, and the drawing is served', async () => {
  const colours = await getJson<ChoicesResponse>(apps.cz, `${base}/product-selector/color-choices/apple-iphone-15/`);
  const pictures = colours.choices.map((choice) => choice.picture);
  assert.ok(pictures.every((picture) => picture?.startsWith('/api/new/catalogue/pictures/v2/phone/island.dual.bar/back/') && picture.endsWith('/Apple.svg')), String(pictures));
  assert.equal(new Set(pictures).size, pictures.length, 'every colour is drawn in its own colour');
  const svg = await apps.cz.inject({ url: pictures[0]! });
  assert.equal(svg.statusCode, 200);
  assert.match(String(svg.headers['content-type']), /image\/svg\+xml/);
});
