import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';

/** Ids of the market's products with these codes, in the codes' order; unknown codes are left out. */
export async function productIdsByCodes(db: Db, market: Market, codes: readonly string[]): Promise<{ id: number; code: string }[]> {
  if (codes.length === 0) return [];
  const rows = await rawRows<{ id: number; code: string }>(
    db,
    sql`SELECT id, code FROM products WHERE market = ${market} AND code IN (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return [...new Set(codes)].flatMap((code) => byCode.get(code) ?? []);
}
