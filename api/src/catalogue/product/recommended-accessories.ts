import { sql } from 'drizzle-orm';
import { ACCESSORIES_LIMIT } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';

/** Accessory kinds that fit any device. */
const UNIVERSAL_TYPES = ['chargers', 'cables', 'headphones', 'powerbanks'];

/**
 * Ids of accessories to offer with a product: those made for its model first (cases, screen
 * protectors, straps), then the universal ones, each group by popularity, only what can be had.
 */
export async function recommendedAccessoryIds(db: Db, market: Market, productId: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`
    WITH product AS (
      SELECT p.id, m.model_id FROM products p JOIN master_products m ON m.id = p.master_product_id WHERE p.id = ${productId}
    )
    SELECT a.id FROM products a
    JOIN master_products am ON am.id = a.master_product_id
    JOIN type_devices td ON td.id = a.type_device_id
    CROSS JOIN product
    WHERE a.market = ${market} AND a.id <> product.id
      AND (a.store_quantity + a.warehouse_quantity > 0 OR a.supplier_delivery_days IS NOT NULL)
      AND ((product.model_id IS NOT NULL AND am.fits_model_id = product.model_id)
        OR (am.fits_model_id IS NULL AND td.code IN (${sql.join(
          UNIVERSAL_TYPES.map((code) => sql`${code}`),
          sql`, `,
        )})))
    ORDER BY (am.fits_model_id IS NULL), a.popularity DESC, a.id
    LIMIT ${ACCESSORIES_LIMIT}`,
  );
  return rows.map((row) => row.id);
}
