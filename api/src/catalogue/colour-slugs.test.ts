import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChoicesResponse } from '@shop/shared/contract/common';
import { colourPalette } from '../db/seed/catalog/colour-palette';
import { useMarketApps } from '../test-support/market-apps';

const apps = useMarketApps();
const czechSlugs = new Set(Object.values(colourPalette).map((colour) => colour.slug));
const model = 'apple-iphone-15';
const colourSlugOf = (value: string) => value.slice(`${model}-`.length);

async function json<T>(app: typeof apps.cz, url: string): Promise<T> {
  const response = await app.inject({ url, headers: { 'accept-language': app === apps.cz ? 'cs' : 'ro' } });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json() as T;
}

test('colour slugs follow the market\'s language in the buyout and the service selector', async () => {
  for (const base of ['/api/new/buyout/product-selector/color-choices', '/api/new/service/product-selector/color-choices']) {
    const cz = await json<ChoicesResponse>(apps.cz, `${base}/${model}/`);
    const ro = await json<ChoicesResponse>(apps.ro, `${base}/${model}/`);
    assert.ok(cz.choices.every((choice) => czechSlugs.has(colourSlugOf(choice.value))), base);
    // No Romanian colour carries a Czech slug: every seeded colour name differs between the languages.
    assert.ok(ro.choices.every((choice) => !czechSlugs.has(colourSlugOf(choice.value))), `${base}: ${ro.choices.map((choice) => choice.value)}`);
    const romanianSlugs = new Set(Object.values(colourPalette).map((colour) => colour.slugRo));
    assert.ok(ro.choices.every((choice) => romanianSlugs.has(colourSlugOf(choice.value))), base);
    assert.equal(ro.choices.length, cz.choices.length);
  }
});

test('an old Romanian link with a Czech colour slug still finds the colour and answers with the Romanian address', async () => {
  const cz = await json<ChoicesResponse>(apps.cz, `/api/new/buyout/product-selector/color-choices/${model}/`);
  const ro = await json<ChoicesResponse>(apps.ro, `/api/new/buyout/product-selector/color-choices/${model}/`);
  const czechValue = cz.choices[0]!.value;
  const romanianValue = ro.choices[0]!.value;

  const form = await json<{ url: string }>(apps.ro, `/api/new/buyout/appraisal-form/${czechValue}/`);
  assert.equal(form.url, `/rascumparare/telefoane-mobile/apple/${model}/${romanianValue}/`);
  const buyoutData = await json<{ selected_choices: { product_color: string } }>(
    apps.ro,
    `/api/new/buyout/product-selector/data/?product_type=telefoane-mobile&product_manufacturer=apple&product_model=${model}&product_color=${czechValue}`,
  );
  assert.equal(buyoutData.selected_choices.product_color, romanianValue);

  const operations = await json<{ url: string }>(apps.ro, `/api/new/service/service-operations/${czechValue}/`);
  assert.equal(operations.url, `/service/telefoane-mobile/apple/${model}/${romanianValue}/`);
  const serviceData = await json<{ selected_choices: { product_color: string } }>(
    apps.ro,
    `/api/new/service/product-selector/data/?product_type=telefoane-mobile&product_manufacturer=apple&product_model=${model}&product_color=${czechValue}`,
  );
  assert.equal(serviceData.selected_choices.product_color, romanianValue);
});
