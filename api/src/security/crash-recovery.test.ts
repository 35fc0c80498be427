import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import { freePort, HttpClient, startServer, waitUntilServing } from '../test-support/server-process';
import { TEST_STAFF } from '../test-support/test-database';
import { printFigure } from './support/suite-figures';

// A real server process on its own PostgreSQL database takes a stream of writes (sales, then
// staff moving them on); it is killed with SIGKILL in mid-stream, started again, and every write
// it had acknowledged must be there. PostgreSQL only: the PGlite pass prints that it left it out.

const serverUrl = process.env.DATABASE_URL;
const STATUS_STEPS = ['awaiting_pickup', 'received', 'inspected', 'paid'] as const;
const SALES = 8;
/** Acknowledged status changes after which the server is killed, with more still in flight. */
const KILL_AFTER = 12;

async function withDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `shop_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

interface Sale {
  id: number;
  token: string;
}

if (!serverUrl) {
  printFigure('crash', 'DATABASE_URL not set: the kill -9 test runs in the PostgreSQL pass');
} else {
  test('kill -9 in mid-stream loses no acknowledged write', async () => {
    await withDatabase(async (databaseUrl) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
      const base = `http://127.0.0.1:${port}`;
      let server = startServer(databaseUrl, port, dataDir);
      try {
        const customer = new HttpClient(base);
        await waitUntilServing(customer, server);
        await customer.request('GET', '/api/new/auth/me/');
        const device = await pickDevice(customer.asInjector());
        const sales: Sale[] = [];
        for (let index = 0; index < SALES; index++) {
          const response = await customer.request('POST', '/api/new/buyout/sell-online/', sellOnlineBody(device, { ...czechSeller, e_mail: `seller${index}@example.cz` }, { note: `sale ${index}` }));
          assert.equal(response.statusCode, 201, response.body);
          const { id, location } = response.json() as { id: number; location: string };
          sales.push({ id, token: new URL(location).pathname.split('/').at(-2)! });
        }

        const staff = new HttpClient(base);
        await staff.request('GET', '/api/new/auth/me/');
        assert.equal((await staff.request('POST', '/api/new/auth/login/', { email: TEST_STAFF.email, password: TEST_STAFF.password })).statusCode, 200);
        const acknowledged = new Map<number, string[]>();
        let sent = 0;
        // One worker per sale walks it through the statuses; the server dies under them.
        const workers = sales.map(async (sale) => {
          for (const status of STATUS_STEPS) {
            sent += 1;
            const response = await staff.request('PATCH', `/api/new/buyout/staff/buyouts/${sale.id}/status/`, { status }).catch(() => null);
            if (!response) return;
            assert.equal(response.statusCode, 200, response.body);
            acknowledged.set(sale.id, [...(acknowledged.get(sale.id) ?? []), status]);
            if ([...acknowledged.values()].flat().length === KILL_AFTER) server.kill('SIGKILL');
          }
        });
        await Promise.all(workers);
        if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));

        server = startServer(databaseUrl, port, dataDir);
        const reader = new HttpClient(base);
        await waitUntilServing(reader, server);
        const lost: string[] = [];
        for (const sale of sales) {
          const response = await reader.request('GET', `/api/new/buyout/buyouts/${sale.id}/${sale.token}/`);
          if (response.statusCode !== 200) {
            lost.push(`sale ${sale.id}: ${response.statusCode}`);
            continue;
          }
          const history = (response.json() as BuyoutDetail).status_history.map((entry) => entry.status as string);
          for (const status of acknowledged.get(sale.id) ?? []) if (!history.includes(status)) lost.push(`sale ${sale.id}: ${status}`);
        }
        const statusChanges = [...acknowledged.values()].flat().length;
        printFigure('crash', `writes sent: ${SALES + sent}, acknowledged before kill -9: ${SALES + statusChanges}, lost: ${lost.length}`);
        assert.ok(statusChanges >= KILL_AFTER && statusChanges < SALES * STATUS_STEPS.length, `killed mid-stream: ${statusChanges} of ${SALES * STATUS_STEPS.length}`);
        assert.deepEqual(lost, []);
      } finally {
        server.kill('SIGKILL');
      }
    });
  });
}
