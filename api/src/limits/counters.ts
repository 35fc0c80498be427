import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { abuseCounters } from '../db/schema/limits';
import { tokenDigest } from '../auth/tokens';

/** Windows older than this are deleted when a key's next window starts. */
const KEEP_MS = 24 * 60 * 60_000;

const windowOf = (windowMs: number) => new Date(Math.floor(Date.now() / windowMs) * windowMs);

/** Keys may name a person (`mail:<address>`): only their digest is stored. */
const stored = (key: string) => tokenDigest(key);

/** Counts one hit of `key` in the current fixed window of `windowMs`, in the database every process shares; returns the window's hits. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<number> {
  const storedKey = stored(key);
  const [row] = await db
    .insert(abuseCounters)
    .values({ key: storedKey, windowStart: windowOf(windowMs), hits: 1 })
    .onConflictDoUpdate({ target: [abuseCounters.key, abuseCounters.windowStart], set: { hits: sql`${abuseCounters.hits} + 1` } })
    .returning({ hits: abuseCounters.hits });
  if (row!.hits === 1) await db.delete(abuseCounters).where(and(eq(abuseCounters.key, storedKey), lt(abuseCounters.windowStart, new Date(Date.now() - KEEP_MS))));
  return row!.hits;
}

/** The hits of `key` in the current window, without counting one. */
export async function hitsSoFar(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: abuseCounters.hits })
    .from(abuseCounters)
    .where(and(eq(abuseCounters.key, stored(key)), eq(abuseCounters.windowStart, windowOf(windowMs))));
  return row?.hits ?? 0;
}
