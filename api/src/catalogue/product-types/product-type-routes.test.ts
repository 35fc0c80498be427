import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buyoutProductTypeChoices, serviceProductTypeChoices } from '@shop/shared/contract/catalog';
import { useMarketApps } from '../../test-support/market-apps';

const apps = useMarketApps();

async function choices(app: FastifyInstance, path: string, language?: string) {
  const response = await app.inject({ url: path, headers: language ? { 'accept-language': language } : {} });
  assert.equal(response.statusCode, 200);
  return { response, body: v.parse(buyoutProductTypeChoices.response, response.json()) };
}

describe('buyout.product-type-choices', () => {
  test('CZ market in Czech: phones, tablets, smart watches with the Czech phones slug and the buyout page url', async () => {
    const { body } = await choices(apps.cz, buyoutProductTypeChoices.path, 'cs');
    assert.deepEqual(body, {
      choices: [
        { value: 'mobilni-telefony', label: 'Mobilní telefony' },
        { value: 'tablety', label: 'Tablety' },
        { value: 'prislusenstvi', label: 'Chytré hodinky' },
      ],
      url: '/vykup/',
    });
  });

  test('labels follow the request language, values stay those of the market', async () => {
    const { body } = await choices(apps.cz, buyoutProductTypeChoices.path, 'ro');
    assert.deepEqual(
      body.choices.map((choice) => [choice.value, choice.label]),
      [
        ['mobilni-telefony', 'Telefoane mobile'],
        ['tablety', 'Tablete'],
        ['prislusenstvi', 'Ceasuri inteligente'],
      ],
    );
  });

  test('RO market: Romanian slugs, Romanian by default, the Romanian buyout page', async () => {
    const { body } = await choices(apps.ro, buyoutProductTypeChoices.path);
    assert.deepEqual(body.choices[0], { value: 'telefoane-mobile', label: 'Telefoane mobile' });
    assert.deepEqual(body.choices[1], { value: 'tablete', label: 'Tablete' });
    assert.equal(body.url, '/rascumparare/');
  });

  test('a CDN may cache the answer per language, purgeable by key', async () => {
    const { response } = await choices(apps.cz, buyoutProductTypeChoices.path);
    assert.match(String(response.headers['cache-control']), /^public, max-age=0, s-maxage=\d+$/);
    assert.equal(response.headers['surrogate-key'], 'product-types');
    assert.equal(response.headers.vary, 'Accept-Language');
  });
});

describe('service.product-type-choices', () => {
  test('the same types, pointing at the service page of the market', async () => {
    const cz = await choices(apps.cz, serviceProductTypeChoices.path, 'cs');
    assert.equal(cz.body.url, '/servis/');
    assert.equal(cz.body.choices.length, 3);
    const ro = await choices(apps.ro, serviceProductTypeChoices.path, 'cs');
    assert.equal(ro.body.url, '/service/');
    assert.deepEqual(ro.body.choices[0], { value: 'telefoane-mobile', label: 'Mobilní telefony' });
  });
});
