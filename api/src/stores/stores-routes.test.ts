import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { useMarketApps } from '../test-support/market-apps';

const apps = useMarketApps();

async function centers(app: FastifyInstance) {
  const response = await app.inject({ url: storesServiceBuyoutCenters.path });
  assert.equal(response.statusCode, 200);
  return { response, body: v.parse(storesServiceBuyoutCenters.response, response.json()) };
}

test('anonymous visitors get the service and buyout centers of the current market only', async () => {
  const cz = (await centers(apps.cz)).body;
  const ro = (await centers(apps.ro)).body;
  assert.ok(cz.length >= 10 && ro.length >= 10);
  assert.ok(cz.some((center) => center.city === 'Praha') && cz.every((center) => center.phone.startsWith('+420')));
  assert.ok(ro.some((center) => center.city === 'București') && ro.every((center) => center.phone.startsWith('+40 ')));
  assert.ok([...cz, ...ro].every((center) => center.is_service || center.is_buyout));
  assert.ok(cz.some((center) => center.is_service) && cz.some((center) => !center.is_service));
  const ids = new Set(cz.map((center) => center.id));
  assert.ok(ro.every((center) => !ids.has(center.id)));
});

test('each center carries an address and a position on the map', async () => {
  const praha = (await centers(apps.cz)).body.find((center) => center.city === 'Praha')!;
  assert.match(praha.postcode, /^\d{3} \d{2}$/);
  assert.ok(praha.latitude > 49.9 && praha.latitude < 50.2 && praha.longitude > 14.2 && praha.longitude < 14.7);
  assert.ok(praha.street.length > 0 && praha.opening_hours.length > 0);
});

test('is cacheable by a CDN under its surrogate keys', async () => {
  const { response } = await centers(apps.cz);
  assert.match(String(response.headers['cache-control']), /^public, max-age=0, s-maxage=\d+$/);
  assert.match(String(response.headers['surrogate-key']), /\bservice-buyout-centers\b/);
});

test('centers come in the market alphabet; each phone is a fixed line of its own city', async () => {
  const cz = (await centers(apps.cz)).body;
  const cities = [...new Set(cz.map((center) => center.city))];
  assert.deepEqual(cities, [...cities].sort(new Intl.Collator('cs').compare));
  assert.ok(cities.indexOf('České Budějovice') < cities.indexOf('Hradec Králové'));
  assert.ok(cities.indexOf('Ústí nad Labem') < cities.indexOf('Zlín'));
  const areaOf = (city: string, list: typeof cz) => list.find((center) => center.city === city)!.phone;
  assert.match(areaOf('Brno', cz), /^\+420 54\d \d{3} \d{3}$/);
  assert.match(areaOf('Praha', cz), /^\+420 22\d \d{3} \d{3}$/);
  const ro = (await centers(apps.ro)).body;
  assert.match(areaOf('Arad', ro), /^\+40 257 \d{3} \d{3}$/);
  assert.match(areaOf('Cluj-Napoca', ro), /^\+40 264 \d{3} \d{3}$/);
  assert.match(areaOf('București', ro), /^\+40 21 \d{3} \d{4}$/);
});
