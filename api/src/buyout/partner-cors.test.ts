import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { pickDevice } from './test-support/buyout-requests';
import { freshIp } from '../test-support/public-request';
import { sellOnlineBody } from './test-support/sellers';

const PARTNER = 'https://partner.example';
let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: { partnerOrigins: [PARTNER, 'https://second-partner.example'] } });
});
after(async () => {
  await app.close();
  await database.close();
});

test('a partner page may send the sell-online form and read its Location', async () => {
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/new/buyout/sell-online/',
    headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrftoken,accept-language' },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], PARTNER);
  assert.equal(preflight.headers['access-control-allow-credentials'], 'true');

  const device = await pickDevice(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/new/buyout/sell-online/',
    payload: sellOnlineBody(device),
    remoteAddress: freshIp(),
    cookies: { csrftoken: 'partner-token' },
    headers: { origin: PARTNER, 'x-csrftoken': 'partner-token' },
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.headers['access-control-allow-origin'], PARTNER);
  assert.equal(response.headers['access-control-allow-credentials'], 'true');
  assert.match(String(response.headers['access-control-expose-headers']), /\bLocation\b/);
  assert.ok(response.headers.location);
});

test('answers a CDN may keep vary on the origin as well as the language, so one partner\'s grant is not served to another', async () => {
  for (const url of ['/api/new/buyout/country-options/', '/api/new/buyout/product-selector/manufacturer-choices/tablety/']) {
    const response = await app.inject({ url, headers: { origin: PARTNER } });
    const vary = String(response.headers.vary).split(',').map((field) => field.trim().toLowerCase());
    assert.ok(vary.includes('origin') && vary.includes('accept-language'), `${url}: Vary ${response.headers.vary}`);
  }
  const device = await pickDevice(app);
  const form = await app.inject({ url: `/api/new/buyout/appraisal-form/${device.colour}/`, headers: { origin: PARTNER } });
  assert.match(String(form.headers.vary), /Origin.*Accept-Language/);
});

test('a page that is not a configured partner gets no grant', async () => {
  const response = await app.inject({ url: '/api/new/buyout/country-options/', headers: { origin: 'https://evil.example' } });
  assert.equal(response.headers['access-control-allow-origin'], undefined);
  const second = await app.inject({ url: '/api/new/buyout/country-options/', headers: { origin: 'https://second-partner.example' } });
  assert.equal(second.headers['access-control-allow-origin'], 'https://second-partner.example');
});
