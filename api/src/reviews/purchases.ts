import { sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { ProductToReview } from '@shop/shared/contract/reviews';
import { rawRows } from '../catalogue/raw-rows';
import type { Db } from '../db/database';

/** Orders that count as a purchase: not cancelled and not sent back (docs/reviews.md). */
const BOUGHT = sql`o.status NOT IN ('cancelled', 'returned')`;

/** The customer's latest order line of the model (optionally of one variant), or null: what verifies a review. */
export async function purchasedLineId(db: Db, market: Market, userId: number, masterProductId: number, productId: number | null): Promise<number | null> {
  const variant = productId === null ? sql`` : sql` AND p.id = ${productId}`;
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`SELECT l.id FROM order_lines l
      JOIN shop_orders o ON o.id = l.order_id
      JOIN products p ON p.id = l.product_id
      WHERE o.market = ${market} AND o.user_id = ${userId} AND ${BOUGHT} AND p.master_product_id = ${masterProductId}${variant}
      ORDER BY o.created_at DESC, l.id DESC LIMIT 1`,
  );
  return row?.id ?? null;
}

interface ToReviewRow {
  master_product_seo_name: string;
  product_id: number;
  product_seo_name: string;
  name: string;
  manufacturer_name: string;
  order_number: string;
  ordered_at: Date | string;
}

/** OT-R5 / OT-R4: each bought model the customer has not reviewed, once, from its latest order. */
export async function productsToReview(db: Db, market: Market, userId: number, onlyManufacturer: SQL = sql``): Promise<ProductToReview[]> {
  const rows = await rawRows<ToReviewRow>(
    db,
    sql`SELECT DISTINCT ON (m.id) m.seo_name AS master_product_seo_name, p.id AS product_id, p.seo_name AS product_seo_name,
        p.long_name AS name, ma.name AS manufacturer_name, o.order_number, o.created_at AS ordered_at
      FROM order_lines l
      JOIN shop_orders o ON o.id = l.order_id
      JOIN products p ON p.id = l.product_id
      JOIN master_products m ON m.id = p.master_product_id
      JOIN manufacturers ma ON ma.id = m.manufacturer_id
      WHERE o.market = ${market} AND o.user_id = ${userId} AND ${BOUGHT}${onlyManufacturer}
        AND NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.user_id = ${userId} AND r.master_product_id = m.id)
      ORDER BY m.id, o.created_at DESC, l.id DESC`,
  );
  return rows
    .map((row) => ({ ...row, ordered_at: new Date(row.ordered_at).toISOString() }))
    .sort((a, b) => b.ordered_at.localeCompare(a.ordered_at) || a.name.localeCompare(b.name));
}
