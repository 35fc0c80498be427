import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What a seeded database depends on: the migrations, and the server and shared code the seed steps run. */
const SOURCES = ['api/drizzle', 'api/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

/**
 * A short hash of every file a seeded database is built from, plus the caller's own inputs (the logins).
 * Test runs clone one seeded template per fingerprint instead of seeding each database (seconds each);
 * any edit to a migration or a seed step gives a new fingerprint, so a stale template is never used.
 */
export function seedFingerprint(extra: readonly string[]): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of sourceFiles(path.join(repoRoot, source)).sort()) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const value of extra) hash.update(value).update('\0');
  return hash.digest('hex').slice(0, 16);
}
