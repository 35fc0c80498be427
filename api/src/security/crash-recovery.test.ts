import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { REPO_ROOT } from '../config';
import { pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shop as `pnpm run shop` starts it, on `databaseUrl`. */
function startServer(databaseUrl: string, port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      MARKET: 'CZ',
      DATA_DIR: dataDir,
      SECRET_KEY: 'crash-test-secret-key-0123456789abcdef',
      STAFF_EMAIL: TEST_STAFF.email,
      STAFF_PASSWORD: TEST_STAFF.password,
      LOG_LEVEL: 'silent',
      MAIL_RECIPIENT_LIMIT_PER_HOUR: '1000',
      PUBLIC_WRITE_CEILING_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
}

/** A browser of the shop over real HTTP: keeps its cookies, sends the CSRF header on writes. */
class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ statusCode: number; body: string; json: () => unknown }> {
    const headers: Record<string, string> = { 'accept-language': 'cs', cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!.trim(), value ?? '');
    }
    const text = await response.text();
    return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
  }

  /** What the selector helpers need of an app: GETs answered with status and JSON. */
  asInjector(): FastifyInstance {
    return { inject: ({ url }: { url: string }) => this.request('GET', url) } as unknown as FastifyInstance;
  }
}

async function waitUntilServing(client: HttpClient, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await client.request('GET', '/api/health')).statusCode < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in 60 s');
}

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
