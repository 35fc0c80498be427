import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { allRoutes } from '@shop/shared/contract/routes';
import type { Market } from '@shop/shared/contract/common';
import type { Database } from '../db/database';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { addAdmin, signIn, stillSignedIn, type Identity, type Role } from './support/identities';
import { brokenInput, sendAs, urlFor, validInput, type RouteInput } from './support/route-requests';
import { printFigure } from './support/suite-figures';
import { tableWriteLog } from './support/table-write-log';

// Property-based fuzz of every contract route, generated from its valibot schemas: inputs of
// the right shape, and the same with one field broken in turn (NUL, lone surrogates, numbers
// beyond PostgreSQL integer, impossible dates, huge, nested, wrong types). Never a 5xx, and a
// refused request (4xx) leaves every table as it was. Each case goes to the Czech or the Romanian
// app (their handlers check market rules); staff and session routes run as staff, so they get
// past the door, public routes as staff or anonymously. FUZZ_RUNS and FUZZ_SEED deepen or replay a run.

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let database: Database;
const apps = {} as Record<Market, FastifyInstance>;

before(async () => {
  database = await openTestDatabase();
  await addAdmin(database);
  apps.CZ = await buildTestApp({ database, config: { market: 'CZ', defaultLocale: 'cs' } });
  apps.RO = await buildTestApp({ database, config: { market: 'RO', defaultLocale: 'ro' } });
});
after(async () => {
  await apps.CZ.close();
  await apps.RO.close();
  await database.close();
});

const MARKETS: readonly Market[] = ['CZ', 'RO'];

interface Finding {
  route: string;
  problem: string;
  input: RouteInput;
  market: Market;
  role: Role;
}

function describeInput(input: RouteInput): string {
  return JSON.stringify(input, (_, value: unknown) => (typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value)).slice(0, 600);
}

test('every route of the contract, fuzzed from its schemas: no 5xx, no row changed by a refused request', async () => {
  const takeWrites = await tableWriteLog(database);
  const findings: Finding[] = [];
  let cases = 0;
  let serverErrors = 0;
  let refused = 0;
  const sessions = {} as Record<Market, Record<Role, Identity>>;
  for (const market of MARKETS) sessions[market] = { staff: await signIn(apps[market], 'staff'), anonymous: await signIn(apps[market], 'anonymous'), customer: await signIn(apps[market], 'customer'), admin: await signIn(apps[market], 'admin') } as Record<Role, Identity>;

  for (const route of allRoutes) {
    // Customer-only routes refuse staff at the door: fuzz them as the customer they serve.
    const roles: Role[] = route.auth === 'public' ? ['staff', 'anonymous'] : route.auth === 'customer' ? ['customer'] : route.auth === 'admin' ? ['admin'] : ['staff'];
    const generated = fc.record({
      input: fc.oneof({ weight: 1, arbitrary: validInput(route) }, { weight: 3, arbitrary: brokenInput(route) }),
      market: fc.constantFrom(...MARKETS),
      role: fc.constantFrom(...roles),
    });
    // A fuzzed logout ends the session; the next route starts with a new one.
    for (const market of MARKETS) if (!(await stillSignedIn(apps[market], sessions[market].staff))) sessions[market].staff = await signIn(apps[market], 'staff');
    for (const market of MARKETS) if (!(await stillSignedIn(apps[market], sessions[market].admin))) sessions[market].admin = await signIn(apps[market], 'admin');
    // What the sign-ins above wrote is not the fuzzed requests'.
    await takeWrites();
    const details = await fc.check(
      fc.asyncProperty(generated, async ({ input, market, role }) => {
        cases += 1;
        const response = await sendAs(apps[market], sessions[market][role], route, input);
        const written = await takeWrites();
        if (response.statusCode >= 500) {
          serverErrors += 1;
          findings.push({ route: route.name, problem: `${response.statusCode} ${response.body.slice(0, 200)}`, input, market, role });
          return false;
        }
        if (response.statusCode >= 400) {
          refused += 1;
          if (written.length > 0) {
            findings.push({ route: route.name, problem: `${response.statusCode} but changed ${written.join(', ')}`, input, market, role });
            return false;
          }
        }
        return true;
      }),
      // One finding per route is enough to fix it; shrinking would only re-send the same bug.
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
    if (details.failed && details.counterexample === null) findings.push({ route: route.name, problem: String(details.errorInstance), input: { params: {}, query: {}, body: undefined }, market: 'CZ', role: 'staff' });
  }

  printFigure('fuzz', `routes covered: ${allRoutes.length}`);
  printFigure('fuzz', `cases run: ${cases} (${refused} refused), seed ${SEED}`);
  printFigure('fuzz', `5xx found: ${serverErrors}`);
  const report = findings.map((finding) => `${finding.route} (${finding.market}, ${finding.role}): ${finding.problem}\n  ${urlFor(allRoutes.find((route) => route.name === finding.route)!, finding.input).slice(0, 200)} ${describeInput(finding.input)}`);
  assert.deepEqual(report, [], `FUZZ_SEED=${SEED}`);
});
