import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { MAX_BODY_DEPTH } from '../http/body-depth';
import { idempotentAnswers } from '../db/schema/limits';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  location: string | null;
}

/**
 * JSON with sorted keys, so the same answers in another order are the same submit. Bounded in depth:
 * registerRoute refuses deeper bodies first, and a caller that did not still gets an error, not a stack overflow.
 */
function canonical(value: unknown, depth = 1): string {
  if (depth > MAX_BODY_DEPTH) throw new RangeError(`a submit nested deeper than ${MAX_BODY_DEPTH} levels has no canonical form`);
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function submitKey(routeName: string, locale: string, body: unknown): string {
  return createHash('sha256').update(`${routeName}\u0000${locale}\u0000${canonical(body)}`).digest('hex');
}

export async function findAnswer(db: Db, key: string, windowSeconds: number): Promise<StoredAnswer | null> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const [row] = await db
    .select({ statusCode: idempotentAnswers.statusCode, body: idempotentAnswers.body, location: idempotentAnswers.location })
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.key, key), gt(idempotentAnswers.createdAt, since)));
  return row ?? null;
}

/** Keeps the answer for the window; answers older than a day are deleted on the way. */
export async function saveAnswer(db: Db, key: string, answer: StoredAnswer): Promise<void> {
  const values = { statusCode: answer.statusCode, body: answer.body, location: answer.location, createdAt: new Date() };
  await db.delete(idempotentAnswers).where(lt(idempotentAnswers.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
  await db.insert(idempotentAnswers).values({ key, ...values }).onConflictDoUpdate({ target: idempotentAnswers.key, set: values });
}
