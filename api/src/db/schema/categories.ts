import { boolean, foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { productTypes } from './catalog';

/** The spec's Category (section 3); one tree per market, names in the market's language. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    /** Order among siblings; a move to left, right or first-child renumbers it. */
    position: integer('position').notNull().default(0),
    seoName: text('seo_name').notNull(),
    forDisplay: boolean('for_display').notNull().default(true),
    forBuyout: boolean('for_buyout').notNull().default(false),
    forService: boolean('for_service').notNull().default(false),
    filterable: boolean('filterable').notNull().default(false),
    photoId: integer('photo_id'),
    typeDeviceId: integer('type_device_id').references(() => productTypes.id),
    /** Text, as the spec keeps it: a comma typed by staff is turned into a dot on save. */
    meilisearchBoost: text('meilisearch_boost').notNull().default('1'),
    urlPath: text('url_path').notNull(),
    /** Raised by every save and move: an edit sent with an older one is refused (409), not silently overwriting. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('categories_market_parent_idx').on(table.market, table.parentId),
    // A move checks that the new address is free; without it that is a scan of a 10,000-node tree.
    index('categories_market_url_path_idx').on(table.market, table.urlPath),
  ],
);
