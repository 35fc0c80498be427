import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { corePurge } from '@shop/shared/contract/purge';
import { allRoutes } from '@shop/shared/contract/routes';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { addAdmin, signIn, stillSignedIn, type Identity } from './support/identities';
import { sendAs, UNSAFE_METHODS, validInput, type SendOptions } from './support/route-requests';
import { printFigure } from './support/suite-figures';
import { tableWriteLog } from './support/table-write-log';

// Generated from the contract: every unsafe route (POST, PUT, PATCH, DELETE) x each way a
// forged request arrives. Each must be a 403 that changes nothing; the same request with the
// session's own token must get past the CSRF check, so the refusals are about the token.

let database: Database;
let app: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  await addAdmin(database);
  app = await buildTestApp({ database });
});
after(async () => {
  await app.close();
  await database.close();
});

/** How an attacker's request differs from the shop's own, given the victim's identity. */
const FORGERIES: Record<string, (victim: Identity) => SendOptions> = {
  'no header': () => ({ headers: { 'x-csrftoken': '' } }),
  'wrong header': () => ({ headers: { 'x-csrftoken': 'forged-csrf-token-0123456789' } }),
  // A sibling subdomain can set a cookie for the shop's domain and echo it in the header.
  'planted cookie with a real session': (victim) => ({ cookies: { ...victim.cookies, csrftoken: 'planted-token' }, headers: { 'x-csrftoken': 'planted-token' } }),
  // A page elsewhere makes the browser send the victim's cookies but cannot read the token.
  'foreign origin': () => ({ headers: { origin: 'https://attacker.example', 'x-csrftoken': '' } }),
};

test('every unsafe route refuses forged requests with 403 and changes nothing; its own token gets through', async () => {
  const unsafeRoutes = allRoutes.filter((route) => UNSAFE_METHODS.has(route.method));
  assert.ok(unsafeRoutes.length > 0);
  const takeWrites = await tableWriteLog(database);
  const wrong: string[] = [];
  let cases = 0;
  let staff = await signIn(app, 'staff');
  const anonymous = await signIn(app, 'anonymous');
  // Customer-only routes refuse staff at the door, so their genuine caller is a customer.
  const customer = await signIn(app, 'customer');
  // Admin-only routes refuse staff at the door, so their genuine caller is an admin.
  const admin = await signIn(app, 'admin');
  for (const route of unsafeRoutes) {
    const input = fc.sample(validInput(route), { numRuns: 1, seed: 13 })[0]!;
    // Purge All (a mode of the staff purge route) is the admin's too (AT-X2), and the sampled body may be one.
    const member = route.auth === 'customer' ? customer : route.auth === 'admin' || route.name === corePurge.name ? admin : staff;
    for (const victim of [member, anonymous]) {
      for (const [forgery, options] of Object.entries(FORGERIES)) {
        if (victim.role === 'anonymous' && forgery === 'planted cookie with a real session') continue;
        await takeWrites();
        const response = await sendAs(app, victim, route, input, options(victim));
        cases += 1;
        if (response.statusCode !== 403) wrong.push(`${route.name}, ${forgery} (${victim.role}): ${response.statusCode}`);
        const changed = await takeWrites();
        if (changed.length > 0) wrong.push(`${route.name}, ${forgery} (${victim.role}) changed ${changed.join(', ')}`);
      }
    }
    const genuine = await sendAs(app, member, route, input);
    if (genuine.statusCode === 403 || genuine.statusCode >= 500) wrong.push(`${route.name} with the session's own token: ${genuine.statusCode} ${genuine.body}`);
    if (!(await stillSignedIn(app, staff))) staff = await signIn(app, 'staff');
  }
  printFigure('csrf', `unsafe routes covered: ${unsafeRoutes.length}, cases run: ${cases}`);
  printFigure('csrf', `forged requests accepted: ${wrong.length}`);
  assert.deepEqual(wrong, []);
});
