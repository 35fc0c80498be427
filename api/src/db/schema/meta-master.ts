import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { masterProducts } from './catalogue';

/**
 * A meta-master: master products shown to customers as one product (one phone in several
 * capacities or colours). Staff group them in the meta-master admin (docs/admin-commerce.md).
 */
export const metaMasters = pgTable('meta_masters', {
  id: serial('id').primaryKey(),
  market: text('market').$type<Market>().notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A master product belongs to at most one meta-master (the unique key); "swap" moves it to another. */
export const metaMasterProducts = pgTable(
  'meta_master_products',
  {
    id: serial('id').primaryKey(),
    metaMasterId: integer('meta_master_id')
      .notNull()
      .references(() => metaMasters.id, { onDelete: 'cascade' }),
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('meta_master_products_master_unique').on(table.masterProductId), index('meta_master_products_meta_idx').on(table.metaMasterId)],
);
