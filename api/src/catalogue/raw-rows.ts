import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Runs a raw query; PGlite and node-postgres both answer with `{ rows }`, which the shared Db type leaves open. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Numbers PostgreSQL sends as text (bigint counts, numeric) as JS numbers. */
export const toNumber = (value: unknown): number => Number(value);

/** The elements of a json array column: node-postgres parses json, PGlite may hand over the text; null is none. */
export const jsonArray = <T>(value: T[] | string | null | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[] | null) : value) ?? [];
