import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { TestClient } from '../test-support/test-client';
import { openTestDatabase, TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const REMOTES = '/api/new/core/remotes/';
const versions = (name: string) => `${REMOTES}${name}/versions/`;
const switchTo = (name: string) => `${REMOTES}${name}/switch/`;
const rollbackOf = (name: string) => `${REMOTES}${name}/rollback/`;
const entryOf = (version: string) => `/deployed/mf-service/${version}/mf-manifest.json`;
const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
const INCOMPATIBLE = `${major + 1}.0`;

/** A STATIC_ROOT with mf-service built against this contract, as the build plugin leaves it. */
function builtRemote(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-remotes-test-'));
  mkdirSync(path.join(root, 'mf-service', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-service', 'dist', 'mf-manifest.json'), '{"name":"mf_service"}');
  writeFileSync(path.join(root, 'mf-service', 'dist', 'remote-info.json'), JSON.stringify({ name: 'mf-service', contract: CONTRACT_VERSION }));
  return root;
}

let database: Database;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
let staff: TestClient;

before(async () => {
  database = await openTestDatabase();
  const staticRoot = builtRemote();
  // Two servers on one database: what one switches, the other serves at the next page load.
  serverA = await buildTestApp({ database, config: { staticRoot } });
  serverB = await buildTestApp({ database, config: { staticRoot } });
  staff = new TestClient(serverA, 'cs');
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
});
after(async () => {
  await serverA.close();
  await serverB.close();
  await database.close();
});

const remotesJson = async (server: FastifyInstance) => (await server.inject({ url: '/remotes.json' })).json();
const register = (version: string, contract = CONTRACT_VERSION) => staff.post(versions('mf-service'), { version, entry: entryOf(version), contract });

test("before any switch /remotes.json serves the shop's own build with the contract it declares", async () => {
  assert.deepEqual(await remotesJson(serverB), { 'mf-service': { entry: '/mf/mf-service/mf-manifest.json', contract: CONTRACT_VERSION } });
});

test('a registered version is listed but not in force; a switch puts it in force on every server', async () => {
  const registered = await register('1.0.0-a');
  assert.equal(registered.statusCode, 201);
  assert.equal(registered.json().active, null);
  assert.equal((await remotesJson(serverB))['mf-service'].entry, '/mf/mf-service/mf-manifest.json');

  const switched = await staff.post(switchTo('mf-service'), { version: '1.0.0-a' });
  assert.equal(switched.statusCode, 200);
  assert.equal(switched.json().active, '1.0.0-a');
  assert.deepEqual((await remotesJson(serverB))['mf-service'], { entry: entryOf('1.0.0-a'), contract: CONTRACT_VERSION });

  const list = (await staff.get(REMOTES)).json();
  assert.equal(list.contract, CONTRACT_VERSION);
  const service = list.remotes.find((remote: { name: string }) => remote.name === 'mf-service');
  assert.equal(service.active, '1.0.0-a');
  assert.deepEqual(service.versions.map((version: { version: string }) => version.version), ['1.0.0-a']);
});

test('a deployed version is immutable: registering it again is a 409', async () => {
  const again = await register('1.0.0-a');
  assert.equal(again.statusCode, 409);
  assert.match(again.json().detail, /1\.0\.0-a/);
});

test('an incompatible build can be registered but not switched to, and /remotes.json stays as it was', async () => {
  assert.equal((await register('2.0.0-x', INCOMPATIBLE)).statusCode, 201);
  const refused = await staff.post(switchTo('mf-service'), { version: '2.0.0-x' });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().detail, new RegExp(INCOMPATIBLE.replace('.', '\\.')));
  assert.equal((await remotesJson(serverA))['mf-service'].entry, entryOf('1.0.0-a'));
  const listed = (await staff.get(REMOTES)).json().remotes[0].versions.find((version: { version: string }) => version.version === '2.0.0-x');
  assert.equal(listed.compatible, false);
});

test('a newer minor of the same major is refused too: the shop would lack what it calls', async () => {
  assert.equal((await register('1.9.0-newer', `${major}.${minor + 1}`)).statusCode, 201);
  assert.equal((await staff.post(switchTo('mf-service'), { version: '1.9.0-newer' })).statusCode, 409);
});

test('rollback walks back one switch at a time, down to the own build, then says there is nothing left', async () => {
  assert.equal((await register('1.0.0-b')).statusCode, 201);
  assert.equal((await staff.post(switchTo('mf-service'), { version: '1.0.0-b' })).json().rollback_to, '1.0.0-a');
  assert.equal((await remotesJson(serverB))['mf-service'].entry, entryOf('1.0.0-b'));

  const first = await staff.post(rollbackOf('mf-service'));
  assert.equal(first.statusCode, 200);
  assert.equal(first.json().active, '1.0.0-a');
  assert.equal((await remotesJson(serverB))['mf-service'].entry, entryOf('1.0.0-a'));

  const second = await staff.post(rollbackOf('mf-service'));
  assert.equal(second.json().active, null);
  assert.equal((await remotesJson(serverB))['mf-service'].entry, '/mf/mf-service/mf-manifest.json');

  const none = await staff.post(rollbackOf('mf-service'));
  assert.equal(none.statusCode, 409);
  assert.match(none.json().detail, /mf-service/);
});

test('an unknown version is a 404 and changes nothing', async () => {
  const before = await remotesJson(serverA);
  assert.equal((await staff.post(switchTo('mf-service'), { version: 'never-deployed' })).statusCode, 404);
  assert.deepEqual(await remotesJson(serverA), before);
});

test('bad input is a 400 at the field and registers nothing', async () => {
  const response = await staff.post(versions('mf-service'), { version: '../../etc', entry: 'javascript:alert(1)//mf-manifest.json', contract: 'one' });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(Object.keys(response.json()).sort(), ['contract', 'entry', 'version']);
  assert.equal((await staff.post(versions('not-a-remote'), { version: '1', entry: entryOf('1'), contract: CONTRACT_VERSION })).statusCode, 400);
  assert.equal((await staff.get(REMOTES)).json().remotes.length, 1);
});

test('only staff with the CSRF token may change the registry', async () => {
  const anonymous = new TestClient(serverB);
  assert.equal((await anonymous.get(REMOTES)).statusCode, 401);
  const customer = new TestClient(serverB);
  await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password);
  assert.equal((await customer.post(switchTo('mf-service'), { version: '1.0.0-a' })).statusCode, 403);
  assert.equal((await staff.request({ method: 'POST', url: switchTo('mf-service'), body: { version: '1.0.0-a' }, csrf: false })).statusCode, 403);
  assert.equal((await remotesJson(serverB))['mf-service'].entry, '/mf/mf-service/mf-manifest.json');
});

test('deployed versions are served from the deploy folder under /deployed/ with the cache policy', async () => {
  const folder = path.join(serverA.config.remoteDeployDir, 'mf-service', '1.0.0-a');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"mf_service"}');
  writeFileSync(path.join(folder, 'src_expose.0123456789.js'), 'exposed');
  const manifest = await serverA.inject({ url: entryOf('1.0.0-a') });
  assert.equal(manifest.statusCode, 200);
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  const chunk = await serverA.inject({ url: '/deployed/mf-service/1.0.0-a/src_expose.0123456789.js' });
  assert.equal(chunk.body, 'exposed');
  assert.match(String(chunk.headers['cache-control']), /immutable/);
  assert.equal((await serverA.inject({ url: '/deployed/mf-service/1.0.0-a/missing.js' })).statusCode, 404);
});
