import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

// Issue #11 admin tools: product feeds, the staff price list and installment providers (docs/admin-commerce.md).

/**
 * One product feed of one market (Heureka, Google Merchant). The feed itself is built on request and kept
 * by the CDN under its surrogate key; this row is what the staff screen shows: when staff last regenerated
 * it (purged the cached copy) and how many products it held then.
 */
export const productFeeds = pgTable(
  'product_feeds',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    kind: text('kind', { enum: ['heureka', 'google'] }).notNull(),
    productCount: integer('product_count').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (table) => [unique('product_feeds_market_kind_unique').on(table.market, table.kind)],
);

/** Audit of a staff price-list import: who, when, which file and every change (product, old and new price). */
export const priceListImports = pgTable('price_list_imports', {
  id: serial('id').primaryKey(),
  market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  changes: jsonb('changes').$type<{ product_id: number; code: string; old_price: number; new_price: number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An installment provider's terms in one market, edited by staff and read by the cart's calculator
 * (api/src/installments). `number` keeps the plan ids (number × 100 + months) stable for carts and orders.
 */
export const installmentProviders = pgTable(
  'installment_providers',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    number: integer('number').notNull().unique(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    arrangeType: text('arrange_type', { enum: ['on-store', 'online'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Whole CZK / Lei: the price range a plan is offered for; null max: no upper limit. */
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount'),
    months: integer('months').array().notNull(),
    /** Yearly interest rate, percent. */
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** RPSN / DAE (annual percentage rate of charge), percent, shown to the customer as the law asks. */
    rpsn: numeric('rpsn', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    downPaymentPercent: integer('down_payment_percent').notNull().default(0),
  },
  (table) => [unique('installment_providers_market_code_unique').on(table.market, table.code)],
);
