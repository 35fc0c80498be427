import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';
import { TEST_STAFF } from './test-database';

// The shop as a process of its own over real HTTP, for tests of what happens to the process
// (killed, its database lost): `app.inject` cannot show a process dying.

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shop as `pnpm run shop` starts it, on `databaseUrl`. */
export function startServer(databaseUrl: string, port: number, dataDir: string): ChildProcess {
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
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ statusCode: number; headers: Headers; body: string; json: () => unknown }> {
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
    return { statusCode: response.status, headers: response.headers, body: text, json: () => JSON.parse(text) };
  }

  /** What the selector helpers need of an app: GETs answered with status and JSON. */
  asInjector(): FastifyInstance {
    return { inject: ({ url }: { url: string }) => this.request('GET', url) } as unknown as FastifyInstance;
  }
}

/**
 * Loading the API through tsx takes a few seconds on a quiet machine and over a minute when the test command's lanes
 * fill both cores; a server that never answers still fails, after three minutes.
 */
const START_ATTEMPTS = 1_800;

export async function waitUntilServing(client: HttpClient, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await client.request('GET', '/api/health')).statusCode < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start in ${START_ATTEMPTS / 10} s`);
}
