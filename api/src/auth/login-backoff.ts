import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema/limits';
import { tokenDigest } from './tokens';

/** The longest wait one account can build up. */
const MAX_WAIT_MS = 15 * 60_000;

/** Accounts are keyed by a digest of the normalised e-mail: the table names nobody, known or not. */
const accountKey = (email: string) => tokenDigest(email.trim().toLowerCase());

/**
 * Seconds the account must still wait before a password is checked again: none for the first
 * `freeFailures` wrong passwords, then 1 s, doubling with each further failure (at most 15 min).
 * Counted in the database, so guesses spread over many addresses and processes add up.
 */
export async function loginWaitSeconds(db: Db, email: string, freeFailures: number): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, accountKey(email)));
  if (!row || row.failures < freeFailures) return 0;
  const waitMs = Math.min(1000 * 2 ** (row.failures - freeFailures), MAX_WAIT_MS);
  const left = row.lastFailureAt.getTime() + waitMs - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export async function recordLoginFailure(db: Db, email: string): Promise<void> {
  const now = new Date();
  // Failures of accounts nobody tried for a day are forgotten.
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - 24 * 60 * 60_000)));
  await db
    .insert(loginFailures)
    .values({ email: accountKey(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({ target: loginFailures.email, set: { failures: sql`${loginFailures.failures} + 1`, lastFailureAt: now } });
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, accountKey(email)));
}
