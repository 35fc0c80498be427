import { sql, type SQL } from 'drizzle-orm';
import type { ModelChoices } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';

interface VariantRow {
  master_product_id: number;
  seo_name: string;
  colour_name: string | null;
  colour_hex: string | null;
  capacity: string | null;
  price: number;
}

/** "64 GB" before "128 GB" before "1 TB"; what reads as no size keeps its alphabetical place at the end. */
function capacityBytes(text: string): number {
  const match = /^(\d+(?:[.,]\d+)?)\s*(GB|TB|MB)$/i.exec(text.trim());
  if (!match) return Number.MAX_SAFE_INTEGER;
  const units = { MB: 1 / 1024, GB: 1, TB: 1024 } as const;
  return Number(match[1]!.replace(',', '.')) * units[match[2]!.toUpperCase() as keyof typeof units];
}

/**
 * What each model on a listing page offers under the listing's filters: its variants' count, lowest price, colours
 * (each linking to its first variant in the listing's `order`) and capacities.
 */
export async function modelChoices(db: Db, market: Market, where: SQL, order: SQL, masterIds: readonly number[]): Promise<Map<number, ModelChoices>> {
  if (masterIds.length === 0) return new Map();
  const rows = await rawRows<VariantRow>(
    db,
    sql`SELECT p.master_product_id, p.seo_name, p.colour_name, p.colour_hex, p.capacity, p.price FROM products p
      WHERE ${where} AND p.master_product_id IN (${sql.join(
        masterIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY ${order}`,
  );
  const choices = new Map<number, ModelChoices>();
  for (const row of rows) {
    const model = choices.get(row.master_product_id) ?? { variant_count: 0, from_price: row.price, colours: [], capacities: [] };
    model.variant_count += 1;
    model.from_price = Math.min(model.from_price, row.price);
    if (row.colour_name && row.colour_hex && !model.colours.some((colour) => colour.name === row.colour_name)) {
      model.colours.push({ name: row.colour_name, hex: row.colour_hex, url: pagePath(market, 'product', [row.seo_name]) });
    }
    if (row.capacity && !model.capacities.includes(row.capacity)) model.capacities.push(row.capacity);
    choices.set(row.master_product_id, model);
  }
  for (const model of choices.values()) model.capacities.sort((a, b) => capacityBytes(a) - capacityBytes(b) || a.localeCompare(b));
  return choices;
}
