import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes one benchmark's figures as JSON next to the printed table, with when and where it ran. */
export function writeResults(name: string, figures: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, figures }, null, 2));
  return file;
}
