#!/usr/bin/env node
// Runs node's test runner on every *.test.ts below the given folders (or on the files given).
// Node 20 does not expand globs in `--test` arguments, so the files are listed here. Arguments starting with `--` go to
// node. Usage: node scripts/node-test.mjs <folder | file.test.ts>... [node options...]
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const targets = args.filter((arg) => !arg.startsWith('--'));
const nodeOptions = args.filter((arg) => arg.startsWith('--'));

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
const concurrency = nodeOptions.some((option) => option.startsWith('--test-concurrency')) ? [] : ['--test-concurrency=1'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...concurrency, ...nodeOptions, ...files], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
