import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * Every price a product (one market's offer) has had and when it took effect, written by a trigger on
 * `products` so no writer can change a price without a trace. The crossed-out price is computed from it
 * (EU Omnibus: the lowest price of the 30 days before a discount; docs/markets.md).
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Whole CZK or Lei, VAT included, like `products.price`. */
    price: integer('price').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (table) => [index('product_price_history_product_idx').on(table.productId, table.validFrom)],
);
