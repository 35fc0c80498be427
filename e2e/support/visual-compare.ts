import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BASELINE_DIR = path.resolve(here, '../visual-baseline');
const RESULTS_DIR = path.resolve(here, '../test-results/visual');

/**
 * Share of pixels that may differ before a screenshot counts as a change of look: antialiasing and a date in a
 * note move a few hundred pixels; a changed colour, font, spacing or a moved block moves tens of thousands.
 */
export const MAX_DIFF_RATIO = 0.02;

export interface Comparison {
  ratio: number;
  /** Where the difference image went, when there is one. */
  diffPath?: string;
  /** True when no baseline existed and this screenshot became it (only with UPDATE_VISUAL_BASELINE=1). */
  created: boolean;
}

/**
 * Compares a screenshot with its committed baseline (`e2e/visual-baseline/<name>.png`). With
 * `UPDATE_VISUAL_BASELINE=1` the screenshot replaces the baseline: after a change of look that review accepted.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_VISUAL_BASELINE === '1') {
    writeFileSync(baselinePath, screenshot);
    return { ratio: 0, created: true };
  }
  if (!existsSync(baselinePath)) throw new Error(`no baseline ${baselinePath}: run the spec with UPDATE_VISUAL_BASELINE=1 and commit it`);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(screenshot);
  if (expected.width !== actual.width || expected.height !== actual.height) return { ratio: 1, created: false };
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, { threshold: 0.1 });
  const ratio = differing / (expected.width * expected.height);
  if (ratio === 0) return { ratio, created: false };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const diffPath = path.join(RESULTS_DIR, `${name}.diff.png`);
  writeFileSync(diffPath, PNG.sync.write(diff));
  writeFileSync(path.join(RESULTS_DIR, `${name}.actual.png`), screenshot);
  return { ratio, diffPath, created: false };
}
