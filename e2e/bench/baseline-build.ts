import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/shop-server';

/**
 * Builds the same-run floor every size benchmark compares with: one plain React 19 bundle with
 * the libraries the widgets use (e2e/bench/baseline). Returns the bundle's path and a cleanup.
 */
export function buildBaselineBundle(): { file: string; remove: () => void } {
  const out = mkdtempSync(path.join(tmpdir(), 'shop-baseline-'));
  execFileSync('npx', ['webpack', '--config', path.join(repoRoot, 'e2e/bench/baseline/webpack.config.cjs'), '--env', `out=${out}`], { cwd: path.join(repoRoot, 'e2e'), stdio: 'ignore' });
  return { file: path.join(out, 'baseline.js'), remove: () => rmSync(out, { recursive: true, force: true }) };
}
