#!/usr/bin/env node
// The one command behind `pnpm test`, the correctness gate: type-check, lint (zero warnings), complete catalogs,
// unit and component tests, API tests, production build, browser tests. Benchmarks assert nothing and are not part of
// it (`pnpm run bench`).
//
// The steps run on three lanes at once on the two cores: the build and the browser tests on the shared shops on one,
// every other step on another. Browser specs marked `// e2e: own shops` start every shop they use themselves, so they
// share nothing with the others: they wait in a queue that a third lane takes from as soon as the build is done, and
// the other two once their own steps are done, so no core idles at the end. Each step's output goes to a log and is
// printed when the step ends: the whole log when it failed, its last lines when it passed. Every step runs even after
// a failure, so one run shows everything; the exit code is non-zero when anything failed, and the last lines give each
// step's time and how busy the cores were meanwhile, and count the tests.
//
// The API suite runs once: on the PostgreSQL of DATABASE_URL when set (CI), else on the embedded PGlite. With
// DATABASE_URL, the tests of what differs between the two engines run on PGlite as well (PGLITE_TOO below), and the
// browser tests (which always use PGlite) cover the rest of the embedded database.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const work = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const databaseUrl = process.env.DATABASE_URL ?? '';

/** API test files that check engine-specific behaviour: extensions, the health answer's engine, search. */
const PGLITE_TOO = ['src/core/core-routes.test.ts', 'src/service/search/smart-search.test.ts', 'src/catalogue/search'];

const results = [];

/** The machine's CPU time so far (Linux /proc/stat, in ticks): busy and total; null elsewhere. */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].split(/\s+/).slice(1).map(Number);
  const total = [user, nice, system, idle, iowait, ...rest].reduce((sum, ticks) => sum + ticks, 0);
  return { busy: total - idle - iowait, total };
}

/** How busy the cores were between two readings, in per cent: whether the steps could run more at once. */
function busyPercent(from, to) {
  return from && to && to.total > from.total ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total)) : null;
}

function runProcess(title, command, args, { cwd = root, env = {} } = {}) {
  const log = path.join(work, `${title.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true', ...env }, stdio: ['ignore', fd, fd] });
    child.on('error', () => resolve({ ok: false, log }));
    child.on('exit', (code) => {
      closeSync(fd);
      resolve({ ok: code === 0, log });
    });
  });
}

function countJest(report) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: summary.numPassedTests, failed: summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0) };
}

function countTap(tap) {
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + (text ? 0 : 1) };
}

function printStep(result) {
  const text = readFileSync(result.log, 'utf8');
  const lines = text.trimEnd().split('\n');
  const shown = result.ok ? lines.slice(-12) : lines;
  const tests = result.tests ? `, ${result.tests.passed} passed, ${result.tests.failed} failed` : '';
  const busy = result.busy === null ? '' : `, cores ${result.busy} % busy`;
  console.log(`\n=== ${result.title}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds} s${tests}${busy} (log: ${result.log}) ===`);
  if (result.ok && lines.length > shown.length) console.log('…');
  console.log(shown.join('\n'));
}

/** Runs one step and records it; `count` reads the step's test report, when it has one. */
async function step(title, command, args, options = {}, count) {
  const started = Date.now();
  const ticks = cpuTicks();
  const outcome = await runProcess(title, command, args, options);
  const tests = count?.();
  const ok = outcome.ok && (!tests || tests.failed === 0);
  const result = { title, ok, log: outcome.log, tests, seconds: Math.round((Date.now() - started) / 1000), busy: busyPercent(ticks, cpuTicks()) };
  results.push(result);
  printStep(result);
  return ok;
}

function skipped(title, why) {
  results.push({ title, ok: false, seconds: 0, skipped: why });
  console.log(`\n=== ${title}: SKIPPED (${why}) ===`);
}

function jestStep() {
  const report = path.join(work, 'jest.json');
  const jest = path.join(root, 'shared/node_modules/jest/bin/jest.js');
  return step('unit and component tests (jest, every front-end package)', process.execPath, [jest, '--config', 'jest.config.cjs', '--ci', '--json', `--outputFile=${report}`], {}, () => countJest(report));
}

/** node:test over the *.test.ts below each of `targets` (relative to `folder`); `runner` may wrap node-test.mjs. */
function nodeTestStep(title, folder, targets, { env = {}, concurrency = 1, runner = [path.join(root, 'scripts/node-test.mjs')] } = {}) {
  const tap = path.join(work, `${title.replace(/\W+/g, '-')}.tap`);
  const args = [...runner, ...targets, `--test-concurrency=${concurrency}`, '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`];
  return step(title, process.execPath, args, { cwd: path.join(root, folder), env }, () => countTap(tap));
}

/** Debian's Chromium drives the browser tests; on a fresh Debian machine (as root) it is installed here. */
async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  await step('install Debian chromium', ...apt(['update', '-qq']), { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  await step('install Debian chromium', ...apt(['install', '-y', '-qq', 'chromium']), { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

const specsFolder = path.join(root, 'e2e/specs');
const OWN_SHOPS_MARK = '// e2e: own shops';
const secondsOf = (head) => Number(/about (\d+) s/.exec(head)?.[1] ?? 0);
const specFiles = readdirSync(specsFolder).filter((name) => name.endsWith('.test.ts')).sort();
// The longest first, by the time each spec's mark states (`// e2e: own shops, about 120 s`), so the lanes end close together.
const ownShopSpecs = specFiles
  .map((name) => ({ name, head: readFileSync(path.join(specsFolder, name), 'utf8').split('\n', 1)[0] }))
  .filter(({ head }) => head.startsWith(OWN_SHOPS_MARK))
  .sort((a, b) => secondsOf(b.head) - secondsOf(a.head))
  .map(({ name }) => name);
const sharedShopSpecs = specFiles.filter((name) => !ownShopSpecs.includes(name));
let buildOk;
const build = new Promise((resolve) => (buildOk = resolve));

/** Takes own-shop specs from the queue until it is empty; each is a step of its own. */
async function drainOwnShopSpecs() {
  if (!(await build)) return;
  for (let spec = ownShopSpecs.shift(); spec; spec = ownShopSpecs.shift()) {
    await nodeTestStep(`browser: ${spec} (own shops)`, 'e2e', [`specs/${spec}`], { env: { DATABASE_URL: '' } });
  }
}

async function browserLane() {
  await ensureChromium();
  const built = await step('production build', 'pnpm', ['run', 'build']);
  buildOk(built);
  if (!built) return skipped('browser tests', 'the build failed');
  // One shop per market shared by the specs that need no other configuration (e2e/support/run-specs.ts).
  // Grouped like the API suite: a few processes import the specs one after another (scripts/node-test.mjs).
  await nodeTestStep('browser tests on the shared shops (Chromium, PGlite)', 'e2e', [...sharedShopSpecs.map((name) => `specs/${name}`), '--grouped'], { env: { DATABASE_URL: '' }, runner: ['--import', 'tsx', 'support/run-specs.ts'] });
  await drainOwnShopSpecs();
  // Several API processes need one PostgreSQL (the embedded PGlite is one process only).
  if (databaseUrl) await nodeTestStep('two API servers on one PostgreSQL', 'e2e', ['specs-postgres'], { env: { E2E_DATABASE_URL: databaseUrl } });
}

async function checksLane() {
  // Each API test file has a database of its own (a copy of one seeded template), so two run at once.
  // Grouped: a few processes import the files one after another (scripts/node-test.mjs says why).
  await nodeTestStep(`API tests on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`, 'api', ['src', '--grouped'], { env: { DATABASE_URL: databaseUrl }, concurrency: 2 });
  if (databaseUrl) {
    const targets = PGLITE_TOO.filter((target) => existsSync(path.join(root, 'api', target)));
    await nodeTestStep('API tests of engine-specific behaviour on PGlite', 'api', [...targets, '--grouped'], { env: { DATABASE_URL: '' }, concurrency: 2 });
  }
  await jestStep();
  await step('type-check', 'pnpm', ['run', 'typecheck']);
  await step('lint (zero warnings)', 'pnpm', ['run', 'lint']);
  await step('translations complete (cs, ro)', process.execPath, [path.join(root, 'scripts/check-catalogs.mjs')]);
  await drainOwnShopSpecs();
}

const started = Date.now();
const startTicks = cpuTicks();
// A third lane takes own-shop specs from the start (once the build is there): a browser spec waits on its pages more
// than it computes (about half a core), so two lanes left the cores idle while the browser lane ran its specs.
await Promise.all([browserLane(), checksLane(), drainOwnShopSpecs()]);
const machineBusy = busyPercent(startTicks, cpuTicks());

console.log('\n=== summary ===');
for (const result of results) {
  const tests = result.tests ? ` (${result.tests.passed} passed, ${result.tests.failed} failed)` : '';
  const busy = result.busy == null ? '     ' : `${String(result.busy).padStart(3)} %`;
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${String(result.seconds).padStart(5)} s ${busy}  ${result.title}${tests}${result.skipped ? `: ${result.skipped}` : ''}`);
}
const passed = results.reduce((sum, result) => sum + (result.tests?.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.tests?.failed ?? 0), 0);
console.log(`total ${Math.round((Date.now() - started) / 1000)} s${machineBusy === null ? '' : `, cores ${machineBusy} % busy (the % column: while that step ran, all lanes together)`}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some((result) => !result.ok) || failed > 0 ? 1 : 0);
