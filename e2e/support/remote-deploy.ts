import { spawn } from 'node:child_process';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { repoRoot, staffLogin, type ShopServer } from './shop-server';

export interface CommandResult {
  code: number;
  output: string;
}

function runCommand(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** What a team's deploy and the operator's CLI read: where the running shop is, its data folder, a staff login. */
function shopEnv(shop: ShopServer): Record<string, string> {
  return { SHOP_URL: shop.url, DATA_DIR: shop.dataDir, STAFF_EMAIL: staffLogin.email, STAFF_PASSWORD: staffLogin.password };
}

/** `pnpm -C mf-<name> run deploy --dist <folder> --version <version>`, as its package script runs it (no rebuild). */
export function deployRemote(shop: ShopServer, name: string, dist: string, version: string): Promise<CommandResult> {
  return runCommand(process.execPath, [path.join(repoRoot, 'scripts/deploy-remote.mjs'), '--dist', dist, '--version', version], path.join(repoRoot, name), shopEnv(shop));
}

/** `pnpm -C api run remotes <args>`. */
export function remotesCli(shop: ShopServer, ...args: string[]): Promise<CommandResult> {
  return runCommand(process.execPath, ['--import', 'tsx', 'src/remotes/cli.ts', ...args], path.join(repoRoot, 'api'), shopEnv(shop));
}

/**
 * A copy of a remote's production build with a visible change: `from` replaced by `to` in every script that holds it
 * (precompressed copies rewritten to match), and optionally another declared contract. Stands in for a team's next
 * build without another webpack run on the shared machine.
 */
export async function changedBuild(name: string, change: { from: string; to: string } | null, contract?: string): Promise<string> {
  const copy = path.join(await mkdtemp(path.join(tmpdir(), `shop-e2e-${name}-`)), 'dist');
  await cp(path.join(repoRoot, name, 'dist'), copy, { recursive: true });
  let changed = 0;
  if (change) {
    for (const file of await readdir(copy)) {
      if (!file.endsWith('.js')) continue;
      const full = path.join(copy, file);
      const text = await readFile(full, 'utf8');
      if (!text.includes(change.from)) continue;
      const next = text.split(change.from).join(change.to);
      await writeFile(full, next);
      await writeFile(`${full}.br`, brotliCompressSync(next));
      await writeFile(`${full}.gz`, gzipSync(next));
      changed += 1;
    }
    if (changed === 0) throw new Error(`"${change.from}" is in no script of ${name}/dist`);
  }
  if (contract) {
    const info = path.join(copy, 'remote-info.json');
    await writeFile(info, JSON.stringify({ ...(JSON.parse(await readFile(info, 'utf8')) as object), contract }));
  }
  return copy;
}
