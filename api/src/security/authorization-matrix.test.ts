import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { corePurge } from '@shop/shared/contract/purge';
import { adminActiveUsers } from '@shop/shared/contract/admin-users';
import { allRoutes } from '@shop/shared/contract/routes';
import type { RouteDef } from '@shop/shared/contract/route';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { addAdmin, ROLES, signIn, stillSignedIn, type Identity, type Role } from './support/identities';
import { OBJECT_MAKERS } from './support/objects';
import { sendAs, validInput, type RouteInput } from './support/route-requests';
import { printFigure } from './support/suite-figures';
import { tableWriteLog } from './support/table-write-log';

// Generated from the contract: every route x anonymous, customer, staff, admin, and every route
// bound to an object by a token (a buyout, a repair order) x another object's token.

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

/** One input of the route's shape, the same on every run. */
function sampleInput(route: RouteDef): RouteInput {
  return fc.sample(validInput(route), { numRuns: 1, seed: 13 })[0]!;
}

/** What the door must answer for the role: 401 without a session, 403 for a customer on a staff route, for staff on a customer route and for all but admin on an admin route; null = let in (anything but 401/403). */
function expectedRefusal(route: RouteDef, role: Role, input: RouteInput): 401 | 403 | null {
  if (route.auth === 'public') return null;
  if (role === 'anonymous') return 401;
  // AT-X2: a staff route with one admin-only mode, Purge All (docs/cache-purge.md).
  if (route.name === corePurge.name && (input.body as { mode?: unknown } | undefined)?.mode === 'full') return role === 'admin' ? null : 403;
  // Issue #33: every market's staff is the admin's to ask for; the market's own is any staff's (task assignees).
  if (route.name === adminActiveUsers.name && (input.query as { markets?: unknown } | undefined)?.markets === 'all') return role === 'admin' ? null : 403;
  if (route.auth === 'customer') return role === 'customer' ? null : 403;
  if (route.auth === 'admin') return role === 'admin' ? null : 403;
  return route.auth === 'staff' && role === 'customer' ? 403 : null;
}

test('each route x anonymous, customer, staff, admin: staff routes refuse the others, nobody gets a 5xx', async () => {
  const identities = {} as Record<Role, Identity>;
  for (const role of ROLES) identities[role] = await signIn(app, role);
  const wrong: string[] = [];
  let cases = 0;
  for (const route of allRoutes) {
    const input = sampleInput(route);
    for (const role of ROLES) {
      // A logout in the matrix ends that role's session; the next route gets a new one.
      if (role !== 'anonymous' && !(await stillSignedIn(app, identities[role]))) identities[role] = await signIn(app, role);
      const status = (await sendAs(app, identities[role], route, input)).statusCode;
      cases += 1;
      const refusal = expectedRefusal(route, role, input);
      const ok = status < 500 && (refusal === null ? status !== 401 && status !== 403 : status === refusal);
      if (!ok) wrong.push(`${route.name} as ${role}: ${status}, expected ${refusal ?? 'not 401/403'}`);
    }
  }
  printFigure('authorization', `routes covered: ${allRoutes.length} x ${ROLES.length} roles, cases run: ${cases}`);
  printFigure('authorization', `5xx or wrong answers found: ${wrong.length}`);
  assert.deepEqual(wrong, []);
});

/** The route's path params other than the token, which name the kind of object. */
function objectKey(route: RouteDef): string {
  return Object.keys((route.params as { entries?: object } | undefined)?.entries ?? {})
    .filter((key) => key !== 'token')
    .sort()
    .join(',');
}

test('every token route refuses another object\'s token and a made-up one with 404, changing nothing', async () => {
  const tokenRoutes = allRoutes.filter((route) => route.path.includes(':token'));
  assert.ok(tokenRoutes.length > 0);
  const takeWrites = await tableWriteLog(database);
  const staff = await signIn(app, 'anonymous');
  const wrong: string[] = [];
  let cases = 0;
  for (const route of tokenRoutes) {
    const make = OBJECT_MAKERS[objectKey(route)];
    assert.ok(make, `${route.name} is bound by a token to an object with ${objectKey(route)}: add how to make one to OBJECT_MAKERS in support/objects.ts`);
    const mine = await make(app, 0);
    const theirs = await make(app, 1);
    const body = sampleInput(route).body;
    const forged = [
      { ...mine, token: theirs.token! },
      { ...mine, token: `${mine.token!.slice(0, -1)}${mine.token!.endsWith('A') ? 'B' : 'A'}` },
    ];
    for (const params of forged) {
      await takeWrites();
      const response = await sendAs(app, staff, route, { params, query: {}, body });
      cases += 1;
      if (response.statusCode !== 404) wrong.push(`${route.name} with a foreign token: ${response.statusCode}`);
      const changed = await takeWrites();
      if (changed.length > 0) wrong.push(`${route.name} with a foreign token changed ${changed.join(', ')}`);
    }
    // The owner's own token opens it, so the 404s above are about the token.
    const own = await sendAs(app, staff, route, { params: mine, query: {}, body });
    if (own.statusCode === 404 || own.statusCode >= 500) wrong.push(`${route.name} with its own token: ${own.statusCode}`);
  }
  printFigure('object access', `token routes covered: ${tokenRoutes.length}, cases run: ${cases}, accepted forgeries: ${wrong.length}`);
  assert.deepEqual(wrong, []);
});
