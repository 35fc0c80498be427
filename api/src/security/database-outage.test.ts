import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { createScratchDatabase } from '../test-support/scratch-postgres';
import { freePort, HttpClient, startServer, waitUntilServing } from '../test-support/server-process';
import { printFigure } from './support/suite-figures';

// A real server process loses its database twice: every connection terminated by the server
// (pg_terminate_backend, as a failover or an administrator does), then the server gone for a while
// (a restart: the test's TCP proxy in front of PostgreSQL refuses and cuts every connection). The
// process must keep running, answer 503 with Retry-After meanwhile, and serve again by itself.
// PostgreSQL only: the PGlite pass prints that it left it out.

const serverUrl = process.env.DATABASE_URL;
/** The promise: serving again within 15 s of the database being back. */
const RECOVERY_MS = 15_000;
const PURGE_CHANNEL = 'shop_cache_purge';

/** A TCP proxy to PostgreSQL that the test can take away (refusing and cutting connections) and bring back on the same port. */
class DatabaseProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function untilTrue(what: string, check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

async function listening(admin: pg.Client, database: string): Promise<boolean> {
  const { rows } = await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query = $2", [database, `LISTEN "${PURGE_CHANNEL}"`]);
  return rows[0]!.n > 0;
}

/** A sale that does not exist: looked up in the database each time (no cache, no rate limit), so 404 while it answers. */
function unknownSale(client: HttpClient) {
  return client.request('GET', `/api/new/buyout/buyouts/1/${'A'.repeat(43)}/`);
}

if (!serverUrl) {
  printFigure('outage', 'DATABASE_URL not set: the database outage test runs in the PostgreSQL pass');
} else {
  test('the process survives its connections terminated and its database away, answers 503 meanwhile and serves again by itself', async () => {
    const scratch = await createScratchDatabase(serverUrl, 'shop_outage');
    const real = new URL(scratch.url);
    const name = real.pathname.slice(1);
    const proxy = new DatabaseProxy(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    const server = startServer(viaProxy.toString(), port, mkdtempSync(path.join(os.tmpdir(), 'shop-outage-')));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const client = new HttpClient(`http://127.0.0.1:${port}`);
      await waitUntilServing(client, server);
      assert.equal((await unknownSale(client)).statusCode, 404);
      await untilTrue('the purge channel listens', () => listening(admin, name), RECOVERY_MS);

      const { rows } = await admin.query<{ n: number }>('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      assert.ok(rows[0]!.n > 0, 'the shop had connections to terminate');
      const afterTerminate = await untilTrue('serving after pg_terminate_backend', async () => (await unknownSale(client)).statusCode === 404, RECOVERY_MS);
      await untilTrue('the purge channel listens again', () => listening(admin, name), RECOVERY_MS);
      assert.equal(server.exitCode, null, 'the process still runs');

      await proxy.down();
      const health = await client.request('GET', '/api/health');
      assert.equal(health.statusCode, 503);
      assert.equal((health.json() as { status: string }).status, 'down');
      const refused = await unknownSale(client);
      assert.equal(refused.statusCode, 503, refused.body);
      assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
      assert.match((refused.json() as { detail: string }).detail, /nedostupný/);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      assert.equal(server.exitCode, null, 'the process still runs while the database is away');

      await proxy.up();
      const afterRestart = await untilTrue('serving after the database came back', async () => (await client.request('GET', '/api/health')).statusCode === 200 && (await unknownSale(client)).statusCode === 404, RECOVERY_MS);
      await untilTrue('the purge channel listens after the database came back', () => listening(admin, name), RECOVERY_MS);
      printFigure('outage', `serving again after pg_terminate_backend: ${afterTerminate} ms, after the database came back: ${afterRestart} ms`);
    } finally {
      server.kill('SIGKILL');
      await admin.end();
      await proxy.down();
      await scratch.drop();
    }
  });
}
