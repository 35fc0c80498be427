import { boolean, doublePrecision, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Shops and service-buyout centers of both markets. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
  name: text('name').notNull(),
  seoName: text('seo_name').notNull().unique(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  openingHours: text('opening_hours').notNull(),
  isService: boolean('is_service').notNull().default(false),
  isBuyout: boolean('is_buyout').notNull().default(false),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
