import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSRF tokens are signed with SECRET_KEY and the sessions live in the database, so a
 * development server without SECRET_KEY keeps one generated key beside its database:
 * a restart then keeps everyone's session usable instead of refusing their next write.
 */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // Not made yet: the first start makes it.
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
