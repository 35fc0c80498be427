import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every .js file below `dir` (no source maps), with its raw and gzip -9 size. */
export function jsFiles(dir: string): { file: string; raw: number; gzip: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name))
    .map((file) => ({ file, raw: statSync(file).size, gzip: gzipBytes(file) }));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
