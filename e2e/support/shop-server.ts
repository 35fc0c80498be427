import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedFingerprint } from '@shop/api/src/test-support/seed-fingerprint';
import { seedOnce } from '@shop/api/src/test-support/seed-lock';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const staffLogin = { email: 'staff@example.com', password: 'Staff-e2e-Passw0rd!' };
export const customerLogin = { email: 'customer@example.com', password: 'Customer-e2e-Passw0rd!' };

export interface ShopServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** What decides the seed of a shop started here: the logins and the catalogue size. */
const SEED_ENV_NAMES = ['DATABASE_URL', 'DATA_DIR', 'CATALOGUE_SEED_PRODUCTS', 'STAFF_EMAIL', 'STAFF_PASSWORD', 'CUSTOMER_EMAIL', 'CUSTOMER_PASSWORD'];

function runToEnd(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: path.join(repoRoot, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`))));
  });
}

/**
 * A migrated and seeded embedded database folder, built once per fingerprint of the migrations and seed code by the
 * shop's own seed command, for the servers below to start from a copy: seeding takes tens of seconds on a busy
 * machine, copying a second. Only for the default seed; a test that sets its own logins or size seeds its own.
 */
async function seededPgliteFolder(env: Record<string, string>): Promise<string | undefined> {
  if (SEED_ENV_NAMES.some((name) => name in env)) return undefined;
  const folder = path.join(tmpdir(), `shop-e2e-seeded-${seedFingerprint([staffLogin.email, staffLogin.password, customerLogin.email, customerLogin.password])}`);
  await seedOnce(folder, async () => {
    const building = await mkdtemp(`${folder}-building-`);
    await runToEnd([path.join(repoRoot, 'api/src/db/seed-cli.ts')], {
      DATABASE_URL: '',
      DATA_DIR: building,
      LOG_LEVEL: 'warn',
      STAFF_PASSWORD: staffLogin.password,
      CUSTOMER_PASSWORD: customerLogin.password,
    });
    await rename(path.join(building, 'pglite'), folder).catch(async (error: unknown) => {
      if (!existsSync(folder)) throw error; // a parallel run finished first: its copy is as good
    });
    await rm(building, { recursive: true, force: true });
  });
  return folder;
}

export interface StartOptions {
  /** Scripts of the api package to run first, e.g. `[['src/admin-users/make-admin-cli.ts', staffLogin.email]]` (paths from api/). */
  cliBeforeStart?: string[][];
  /** A shop of its own even under `run-specs.ts`: for a spec that spends stock the seed has a single piece of. */
  own?: boolean;
}

/** The environment variable through which `run-specs.ts` hands the spec processes its shared shops. */
export const SHARED_SHOPS_VARIABLE = 'E2E_SHARED_SHOPS';

/**
 * The running shop of this market that every spec shares, when the specs were started by `run-specs.ts` and the
 * caller asks for nothing but the market (a spec that sets mail, partner origins or remote addresses gets its own).
 */
function sharedShop(env: Record<string, string>, options: StartOptions): ShopServer | undefined {
  const shared = process.env[SHARED_SHOPS_VARIABLE];
  const names = Object.keys(env);
  if (!shared || options.cliBeforeStart || options.own || names.length !== 1 || names[0] !== 'MARKET') return undefined;
  const shop = (JSON.parse(shared) as Record<string, { url: string; dataDir: string }>)[env.MARKET!];
  return shop && { ...shop, output: () => '(the shared shop: its output is printed by run-specs.ts)', stop: async () => {} };
}

/**
 * Starts the real shop server (api/src/main.ts) as a user would, on a fresh embedded
 * database in a temporary folder, serving the production builds of the shell and remotes.
 * Under `run-specs.ts` a call with only the market answers the market's shared shop instead.
 */
export async function startShop(env: Record<string, string> = {}, options: StartOptions = {}): Promise<ShopServer> {
  const shared = sharedShop(env, options);
  if (shared) return shared;
  return startOwnShop(env, options);
}

async function startOwnShop(env: Record<string, string>, options: StartOptions): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  const seeded = await seededPgliteFolder(env);
  if (seeded) await cp(seeded, path.join(dataDir, 'pglite'), { recursive: true });
  // The api's own CLIs on the copied database, before the server holds it (the embedded database has one user at a time).
  for (const args of options.cliBeforeStart ?? []) {
    await runToEnd(args, { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STAFF_PASSWORD: staffLogin.password, CUSTOMER_PASSWORD: customerLogin.password, ...env });
  }
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STAFF_PASSWORD: staffLogin.password,
      CUSTOMER_PASSWORD: customerLogin.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  // A fresh database is migrated and seeded before the server listens; the catalogue seed alone takes
  // tens of seconds on a busy 2-core machine, so the wait is generous.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`shop server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
