import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { stores } from './stores';
import { users } from './users';

// Product admin (issue #11, AT-A2): what staff write beside the catalogue's own columns
// (docs/product-admin.md).

/** SEO texts of one product in one language; plain text, the shop never renders it as HTML. */
export const productSeoTexts = pgTable(
  'product_seo_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['cs', 'ro'] }).notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    longText: text('long_text').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

/**
 * The audit of stock edits: one row per location whose quantity staff changed, with the reason.
 * `storeId` null is the central warehouse. The user is kept by e-mail too, so the row outlives the account.
 */
export const productStockChanges = pgTable(
  'product_stock_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    previousQuantity: integer('previous_quantity').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_stock_changes_product_idx').on(table.productId, table.createdAt)],
);
