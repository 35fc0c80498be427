#!/usr/bin/env node
// `pnpm -C mf-<name> run deploy [--no-build] [--dist <folder>] [--version <version>] [--no-register]`
// Builds one remote on its own and puts the build into an immutable versioned folder `<name>/<version>/` under
// REMOTE_DEPLOY_DIR (default `<DATA_DIR>/remotes`, which the shop serves under /deployed/; a mounted bucket of a static
// host or CDN with REMOTE_DEPLOY_BASE_URL set to its address), then registers the version with the running shop
// (`pnpm -C api run remotes register`, staff login from SHOP_URL, STAFF_EMAIL, STAFF_PASSWORD). Nothing is switched:
// `pnpm -C api run remotes switch <name> <version>` puts it in force. See docs/deploy.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const packageDir = process.cwd();
const name = path.basename(packageDir);

function option(flag) {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
}
const flag = (name) => process.argv.includes(name);

function fail(message) {
  console.error(`deploy ${name}: ${message}`);
  process.exit(1);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

if (!/^mf-[a-z0-9-]+$/.test(name) || !existsSync(path.join(packageDir, 'package.json'))) fail('run it in a remote package: pnpm -C mf-<name> run deploy');

const dist = path.resolve(option('--dist') ?? path.join(packageDir, 'dist'));
// The pnpm that runs this script (`pnpm -C mf-<name> run deploy`) builds too, even when no pnpm is on the PATH.
const pnpm = process.env.npm_execpath && /\.c?js$/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const build = () => run(pnpm[0], [...pnpm.slice(1), 'run', 'build'], packageDir);
if (!flag('--no-build') && !option('--dist') && !build()) fail('the build failed; nothing was deployed');

const infoFile = path.join(dist, 'remote-info.json');
if (!existsSync(infoFile)) fail(`${infoFile} is missing: a build of the shop's webpack factory writes it`);
const { contract } = JSON.parse(readFileSync(infoFile, 'utf8'));
if (!existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${dist} has no mf-manifest.json`);

const packageVersion = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const version = option('--version') ?? `${packageVersion}-${stamp}`;
if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version)) fail(`"${version}" is not a version (letters, digits, . _ -)`);

const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data'));
const deployRoot = path.resolve(process.env.REMOTE_DEPLOY_DIR || path.join(dataDir, 'remotes'));
const target = path.join(deployRoot, name, version);
// Versions are immutable: a CDN or browser may hold any file of one for a year.
if (existsSync(target)) fail(`${target} exists: deployed versions never change, deploy a new version`);
const staging = `${target}.partial-${process.pid}`;
cpSync(dist, staging, { recursive: true });
// One rename, so a server never serves half a version.
renameSync(staging, target);

const baseUrl = (process.env.REMOTE_DEPLOY_BASE_URL || '/deployed').replace(/\/+$/, '');
const entry = `${baseUrl}/${name}/${version}/mf-manifest.json`;
console.log(`deploy ${name}: ${version} (contract ${contract}) copied to ${target}`);

if (!flag('--no-register')) {
  const registered = run(process.execPath, ['--import', 'tsx', 'src/remotes/cli.ts', 'register', name, version, entry, contract], path.join(root, 'api'));
  if (!registered) {
    rmSync(target, { recursive: true, force: true });
    fail('the shop did not register the version; the copy was removed, nothing changed');
  }
}
console.log(`deploy ${name}: to put it in force: pnpm -C api run remotes switch ${name} ${version}`);
