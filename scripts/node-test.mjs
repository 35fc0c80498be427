#!/usr/bin/env node
// Runs node's test runner on every *.test.ts below the given folder (or on the one file given).
// Node 20 does not expand globs in `--test` arguments, so the files are listed here. Extra
// arguments go to node. Usage: node scripts/node-test.mjs <folder | file.test.ts> [node options...]
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const [folder = '.', ...nodeOptions] = process.argv.slice(2);

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = statSync(folder).isFile() ? [folder] : testFiles(folder).sort();
if (files.length === 0) {
  console.error(`no *.test.ts files below ${folder}`);
  process.exit(1);
}
// One file at a time unless the caller says otherwise (each API test file has a database of its own, so two can run).
const concurrency = nodeOptions.some((option) => option.startsWith('--test-concurrency')) ? [] : ['--test-concurrency=1'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...concurrency, ...nodeOptions, ...files], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
