import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { products } from './catalogue';

// Time-limited lease offers (issue #11 AT-T2, checklist OT-C6): a page component shows tabs ("Telefony",
// "Notebooky"), each with devices to rent for a number of months at a monthly price, valid between two days.
// Decisions: docs/leases.md.

/**
 * A place on a shop page that shows lease tabs. The page names its component by id (the public call's
 * `component_pk`); the migration creates the home page's one for each market.
 */
export const leaseComponents = pgTable('lease_components', {
  id: serial('id').primaryKey(),
  market: text('market').$type<Market>().notNull(),
  /** What staff see in the admin ("Úvodní stránka"). */
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One tab of a component, named in both languages; `position` orders the tabs. */
export const leaseTabs = pgTable(
  'lease_tabs',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => leaseComponents.id, { onDelete: 'cascade' }),
    nameCs: text('name_cs').notNull(),
    nameRo: text('name_ro').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('lease_tabs_component_idx').on(table.componentId, table.position)],
);

/**
 * A device to rent: a product of the component's market for `months` months at `monthly_price` (whole Kč
 * or Lei, VAT included), shown from `valid_from` to `valid_to` inclusive, calendar days of the market.
 */
export const leaseOffers = pgTable(
  'lease_offers',
  {
    id: serial('id').primaryKey(),
    tabId: integer('tab_id')
      .notNull()
      .references(() => leaseTabs.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('lease_offers_tab_idx').on(table.tabId, table.position), index('lease_offers_product_idx').on(table.productId)],
);
