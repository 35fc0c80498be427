import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema/limits';
import { tokenDigest } from './tokens';

/** The longest wait one account can build up. */
const MAX_WAIT_MS = 15 * 60_000;

/** Who is trying: the account, the client's address, and whether this browser logged in to the account before. */
export interface LoginAttempt {
  email: string;
  address: string;
  knownDevice: boolean;
}

/**
 * Counters are keyed by digests (the table names nobody, known or not): one for the account from
 * everywhere, one for the account from this address.
 */
function keysOf({ email, address }: LoginAttempt): { account: string; fromAddress: string } {
  const account = email.trim().toLowerCase();
  return { account: tokenDigest(account), fromAddress: tokenDigest(`${account}\n${address}`) };
}

async function waitSeconds(db: Db, key: string, freeFailures: number): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, key));
  if (!row || row.failures < freeFailures) return 0;
  const waitMs = Math.min(1000 * 2 ** (row.failures - freeFailures), MAX_WAIT_MS);
  const left = row.lastFailureAt.getTime() + waitMs - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Seconds the attempt must still wait before a password is checked again: none for the first
 * `freeFailures` wrong passwords, then 1 s, doubling with each further failure (at most 15 min).
 * Counted in the database, so guesses spread over many addresses and processes add up for the
 * account; a browser that logged in to the account before waits only for its own address's
 * failures, so strangers guessing cannot lock the account's owner out.
 */
export async function loginWaitSeconds(db: Db, attempt: LoginAttempt, freeFailures: number): Promise<number> {
  const keys = keysOf(attempt);
  const fromAddress = await waitSeconds(db, keys.fromAddress, freeFailures);
  return attempt.knownDevice ? fromAddress : Math.max(fromAddress, await waitSeconds(db, keys.account, freeFailures));
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt): Promise<void> {
  const now = new Date();
  // Failures nobody repeated for a day are forgotten.
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - 24 * 60 * 60_000)));
  const { account, fromAddress } = keysOf(attempt);
  await db
    .insert(loginFailures)
    .values([account, fromAddress].map((key) => ({ email: key, failures: 1, lastFailureAt: now })))
    .onConflictDoUpdate({ target: loginFailures.email, set: { failures: sql`${loginFailures.failures} + 1`, lastFailureAt: now } });
}

/** A good login (or a password set through a reset link) starts the count again. */
export async function clearLoginFailures(db: Db, attempt: Pick<LoginAttempt, 'email' | 'address'>): Promise<void> {
  const { account, fromAddress } = keysOf({ ...attempt, knownDevice: false });
  await db.delete(loginFailures).where(inArray(loginFailures.email, [account, fromAddress]));
}
