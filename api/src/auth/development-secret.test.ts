import assert from 'node:assert/strict';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { developmentSecret } from './development-secret';

test('a development server keeps one secret across restarts, readable by its owner only', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-secret-')), 'data');
  const first = developmentSecret(dataDir);
  assert.ok(first.length >= 40);
  assert.equal(developmentSecret(dataDir), first);
  assert.equal(statSync(path.join(dataDir, 'secret-key')).mode & 0o777, 0o600);
  const other = path.join(mkdtempSync(path.join(tmpdir(), 'shop-secret-')), 'data');
  assert.notEqual(developmentSecret(other), first);
});
