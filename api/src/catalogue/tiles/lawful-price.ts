import type { ProductTile } from '@shop/shared/contract/catalogue';

/** The price columns of a `products` row, as raw SQL returns them. */
export interface LawfulPriceRow {
  price: number;
  common_price: number | null;
  lowest_price_30_days: number | null;
  price_since: Date | string;
}

/**
 * The price fields of every tile (catalogue, cart, orders): one builder, so no screen shows a crossed-out
 * price the trigger did not compute. `common_price` is re-checked against the price as a second guard.
 */
export function lawfulPriceFields(row: LawfulPriceRow): Pick<ProductTile, 'price' | 'common_price' | 'lowest_price_30_days' | 'price_since'> {
  return {
    price: row.price,
    common_price: row.common_price !== null && row.common_price > row.price ? row.common_price : null,
    lowest_price_30_days: row.lowest_price_30_days,
    price_since: new Date(row.price_since).toISOString(),
  };
}
