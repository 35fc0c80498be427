#!/usr/bin/env node
// Runs node's test runner on every *.test.ts below the given folders (or on the files given).
// Node 20 does not expand globs in `--test` arguments, so the files are listed here. Arguments starting with `--` go to
// node, except `--grouped`, which is ours (below). Usage: node scripts/node-test.mjs <folder | file.test.ts>... [options...]
//
// `--grouped`: the files run in a few processes, each importing its share of them one after another (each file's
// tests in a suite named by its path, so its before/after hooks stay its own), instead of a process per file. Loading
// the API through the tsx loader costs a process about 4 s of CPU, more than most files' tests: 124 files paid it 124
// times. Node 20 has no `--experimental-test-isolation=none`; this is that, by hand. The groups are balanced by file
// size, about four per concurrent process, so a slow file does not hold a whole lane.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const grouped = args.includes('--grouped');
const targets = args.filter((arg) => !arg.startsWith('--'));
const nodeOptions = args.filter((arg) => arg.startsWith('--') && arg !== '--grouped');

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = (targets.length ? targets : ['.']).flatMap((target) => (statSync(target).isFile() ? [target] : testFiles(target))).sort();
if (files.length === 0) {
  console.error(`no *.test.ts files below ${targets.join(', ')}`);
  process.exit(1);
}
// One file at a time unless the caller says otherwise (each API test file has a database of its own, so two can run).
const concurrencyOption = nodeOptions.find((option) => option.startsWith('--test-concurrency'));
const concurrency = Number(concurrencyOption?.split('=')[1] ?? 1);

/** Entry files that each import a share of `files`, the largest files spread first over the lightest groups. */
function groupEntries(folder) {
  const groups = Array.from({ length: Math.min(files.length, concurrency * 4) }, () => ({ size: 0, files: [] }));
  const bySize = files.map((file) => ({ file: path.resolve(file), size: statSync(file).size })).sort((a, b) => b.size - a.size);
  for (const { file, size } of bySize) {
    const lightest = groups.reduce((best, group) => (group.size < best.size ? group : best));
    lightest.size += size;
    lightest.files.push(file);
  }
  return groups.map((group, index) => {
    const entry = path.join(folder, `group-${String(index + 1).padStart(2, '0')}.test.mjs`);
    const suites = group.files.sort().map((file) => `describe(${JSON.stringify(path.relative(process.cwd(), file))}, async () => { await import(${JSON.stringify(pathToFileURL(file).href)}); });`);
    writeFileSync(entry, `import { describe } from 'node:test';\n${suites.join('\n')}\n`);
    return entry;
  });
}

const groupFolder = grouped ? mkdtempSync(path.join(tmpdir(), 'node-test-groups-')) : null;
const runFiles = groupFolder ? groupEntries(groupFolder) : files;
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...(concurrencyOption ? [] : ['--test-concurrency=1']), ...nodeOptions, ...runFiles], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (groupFolder) rmSync(groupFolder, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
