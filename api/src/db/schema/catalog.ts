import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * Phones, tablets, smart watches. The slug is what URLs and selector choices carry and
 * differs per market for some types (phones: `mobilni-telefony` / `telefoane-mobile`).
 */
export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  /** Stable internal key, the same in both markets. */
  code: text('code').notNull().unique(),
  slugCz: text('slug_cz').notNull().unique(),
  slugRo: text('slug_ro').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
  position: integer('position').notNull().default(0),
  forBuyout: boolean('for_buyout').notNull().default(true),
  forService: boolean('for_service').notNull().default(true),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    releaseYear: integer('release_year').notNull(),
  },
  (table) => [index('models_type_manufacturer_idx').on(table.productTypeId, table.manufacturerId)],
);

/**
 * A model's colours. URLs carry the market's slug: `slug` on the Czech market
 * (`hvezdne-bila`), `slugRo` on the Romanian one (`lumina-stelelor`).
 */
export const colours = pgTable(
  'colours',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    slugRo: text('slug_ro').notNull(),
    nameCs: text('name_cs').notNull(),
    nameRo: text('name_ro').notNull(),
    hex: text('hex').notNull(),
  },
  (table) => [unique('colours_model_slug_unique').on(table.modelId, table.slug), unique('colours_model_slug_ro_unique').on(table.modelId, table.slugRo)],
);
