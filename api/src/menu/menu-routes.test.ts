import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { menuHamburger, type MenuItem } from '@shop/shared/contract/menu';
import { useMarketApps } from '../test-support/market-apps';

const apps = useMarketApps();

async function menu(app: FastifyInstance, language?: string): Promise<MenuItem[]> {
  const response = await app.inject({ url: menuHamburger.path, headers: language ? { 'accept-language': language } : {} });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['cache-control']), /^public/);
  return v.parse(menuHamburger.response, response.json()).items;
}

test('the CZ menu in Czech: catalogue categories with makers below, then the shop pages', async () => {
  const items = await menu(apps.cz, 'cs');
  assert.deepEqual(
    items.map((item) => [item.name, item.url]),
    [
      ['Mobilní telefony', '/mobilni-telefony/'],
      ['Tablety', '/tablety/'],
      ['Chytré hodinky', '/chytre-hodinky/'],
      ['Příslušenství', '/prislusenstvi/'],
      ['Výkup', '/vykup/'],
      ['Servis', '/servis/'],
      ['Prodejny', '/prodejny/'],
      ['Kontakt', '/kontakt/'],
    ],
  );
  const apple = items[0]!.children.find((child) => child.name === 'Apple');
  assert.equal(apple?.url, '/mobilni-telefony/apple/');
});

test('the same menu in Romanian keeps the market addresses', async () => {
  const items = await menu(apps.cz, 'ro');
  assert.deepEqual(items[0] && [items[0].name, items[0].url], ['Telefoane mobile', '/mobilni-telefony/']);
  assert.equal(items[3]!.children[0]!.name, 'Încărcătoare și cabluri');
});

test('the RO menu has Romanian addresses', async () => {
  const items = await menu(apps.ro);
  assert.deepEqual(items.map((item) => item.url).slice(0, 5), ['/telefoane-mobile/', '/tablete/', '/ceasuri-inteligente/', '/accesorii/', '/rascumparare/']);
  assert.equal(items[0]!.name, 'Telefoane mobile');
});
