#!/usr/bin/env node
// The one command behind `pnpm test`: type-check, lint (zero warnings), catalogs, unit and component tests, API tests
// (PGlite, then PostgreSQL when DATABASE_URL is set), production build, browser tests.
// Every step runs even after a failure so one run shows everything; the exit code is non-zero
// when anything failed, and the last line counts the tests: "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const work = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const frontEndPackages = ['shared', 'shell', ...['mf-buyout', 'mf-service', 'mf-cart', 'mf-orders', 'mf-admin-categories', 'mf-admin-tools'].filter((name) => existsSync(path.join(root, name, 'package.json')))];
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function run(title, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(title);
  return ok;
}

/** The browser tests drive Debian's Chromium; on a fresh Debian machine (as root) it is installed here. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  console.log('\n=== installing Debian chromium for the browser tests ===');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  if (!existsSync(chromium)) console.log(`chromium is still missing at ${chromium}: the browser tests will fail`);
}

function jestStep(pkg) {
  const report = path.join(work, `jest-${pkg}.json`);
  run(`unit tests: ${pkg}`, 'npx', ['jest', '--ci', '--json', `--outputFile=${report}`], { cwd: path.join(root, pkg) });
  if (!existsSync(report)) return void (totals.failed += 1);
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
}

/** Runs node:test on the *.test.ts files below `below` (relative to `folder`, the working directory). */
function nodeTestStep(title, folder, env = {}, below = '.') {
  const tap = path.join(work, `${title.replace(/\W+/g, '-')}.tap`);
  run(title, process.execPath, [path.join(root, 'scripts/node-test.mjs'), below, '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`], { cwd: path.join(root, folder), env });
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + (text ? 0 : 1);
}

ensureChromium();
run('type-check', 'pnpm', ['run', 'typecheck']);
run('lint (zero warnings)', 'pnpm', ['run', 'lint']);
for (const pkg of frontEndPackages) run(`translations complete: ${pkg}`, 'npx', ['lingui', 'compile', '--strict', '--typescript', '--workers', '1'], { cwd: path.join(root, pkg) });
for (const pkg of frontEndPackages) jestStep(pkg);
nodeTestStep('API tests on embedded PGlite', 'api', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) nodeTestStep('API tests on PostgreSQL', 'api', { DATABASE_URL: process.env.DATABASE_URL });
else console.log('\n(DATABASE_URL not set: API tests ran on PGlite only)');
if (run('production build', 'pnpm', ['run', 'build'])) {
  nodeTestStep('browser tests (Chromium)', 'e2e', { DATABASE_URL: '' }, 'specs');
  run('benchmarks (figures, not pass/fail)', 'pnpm', ['run', 'bench']);
} else failedSteps.push('browser tests and benchmarks skipped: build failed');
// Several API processes need one PostgreSQL (the embedded PGlite is one process only).
if (process.env.DATABASE_URL) nodeTestStep('two API servers on one PostgreSQL', 'e2e', { E2E_DATABASE_URL: process.env.DATABASE_URL }, 'specs-postgres');
else console.log('\n(DATABASE_URL not set: the two-server tests need PostgreSQL and did not run)');

console.log('\n=== summary ===');
for (const step of failedSteps) console.log(`FAILED: ${step}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
