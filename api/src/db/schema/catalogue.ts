import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, real, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { QUALITIES } from '@shop/shared/buyout/quality';
import { CONDITIONS } from '@shop/shared/contract/catalogue';
import { manufacturers, models, productTypes } from './catalog';
import { categories } from './categories';
import { stores } from './stores';
import { users } from './users';

// The shop's sellable goods (docs/catalogue.md). A master product is one model ("iPhone 13");
// a product is one sellable variant of it (colour, capacity, new or a used grade) in one market.

/**
 * Kinds of goods (phones, tablets, watches, cases, chargers, ...), each with its own attributes.
 * `productTypeId` links the device kinds to the buyout selector's type, for the buyout bonus.
 */
export const typeDevices = pgTable('type_devices', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
  /** "Nabíječky", "Încărcătoare": what a shopper types for the kind; part of every product's search document. */
  pluralCs: text('plural_cs').notNull().default(''),
  pluralRo: text('plural_ro').notNull().default(''),
  /** The generated picture's outline: phone, tablet, watch, case, charger, ... */
  pictureKind: text('picture_kind').notNull(),
  productTypeId: integer('product_type_id').references(() => productTypes.id),
  /** "Up to N % for your old device" when a buyout is added to the purchase; null: no bonus. */
  buyoutBonusPercent: integer('buyout_bonus_percent'),
});

/** A dynamic attribute of one type device, e.g. phones' "Storage" in GB. */
export const attributeDefinitions = pgTable(
  'attribute_definitions',
  {
    id: serial('id').primaryKey(),
    typeDeviceId: integer('type_device_id')
      .notNull()
      .references(() => typeDevices.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameCs: text('name_cs').notNull(),
    nameRo: text('name_ro').notNull(),
    unit: text('unit').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Offered as a listing filter in `filterable` categories. */
    filterable: boolean('filterable').notNull().default(false),
    /** Empty: any value; else the only values a product may have (the product form's choices). */
    fixedChoices: text('fixed_choices').array().notNull().default(sql`'{}'::text[]`),
    /** Bumped by every attribute admin save: a save of an older version is a 409. */
    version: integer('version').notNull().default(1),
  },
  (table) => [unique('attribute_definitions_type_code_unique').on(table.typeDeviceId, table.code)],
);

/** Full-text documents (stemmed words, docs/search.md); the database keeps them, so drizzle only declares the type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const masterProducts = pgTable(
  'master_products',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    typeDeviceId: integer('type_device_id')
      .notNull()
      .references(() => typeDevices.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    /** The buyout catalogue's model this device is; null for accessories. */
    modelId: integer('model_id').references(() => models.id),
    /** The model an accessory is made for (a case, a screen protector); null when it fits any. */
    fitsModelId: integer('fits_model_id').references(() => models.id),
    name: text('name').notNull(),
    seoName: text('seo_name').notNull(),
    /** Kept by the reviews when one is approved; null until the first. */
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Bumped by every product-admin save: a save carrying an older one is a stale edit (409). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    unique('master_products_market_seo_name_unique').on(table.market, table.seoName),
    index('master_products_fits_model_idx').on(table.fitsModelId),
  ],
);

/** Category assignment is per master product, as the category admin's grid posts `masterProductIds`. */
export const masterProductCategories = pgTable(
  'master_product_categories',
  {
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.masterProductId, table.categoryId] }),
    index('master_product_categories_category_idx').on(table.categoryId, table.masterProductId),
  ],
);

/**
 * One sellable variant in one market. `manufacturerId` and `typeDeviceId` repeat the master's
 * and the stock columns sum `product_store_stock`, so a listing filters and facets one table;
 * whoever writes the master or the stock writes these in the same transaction.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    typeDeviceId: integer('type_device_id')
      .notNull()
      .references(() => typeDevices.id),
    code: text('code').notNull(),
    seoName: text('seo_name').notNull(),
    longName: text('long_name').notNull(),
    shortName: text('short_name').notNull(),
    colourName: text('colour_name'),
    colourHex: text('colour_hex'),
    capacity: text('capacity'),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    /** Used goods only. */
    quality: text('quality', { enum: QUALITIES }),
    /** Whole CZK or Lei, VAT included. */
    price: integer('price').notNull(),
    /** The crossed-out price: the trigger sets it to `lowest_price_30_days` when that is higher than `price`, else null. */
    commonPrice: integer('common_price'),
    vatRate: real('vat_rate').notNull(),
    isELicence: boolean('is_e_licence').notNull().default(false),
    /** Units sold in the last 30 days: what "popular" orders by. */
    popularity: integer('popularity').notNull().default(0),
    storeQuantity: integer('store_quantity').notNull().default(0),
    warehouseQuantity: integer('warehouse_quantity').notNull().default(0),
    /** Null when the external supplier does not carry it. */
    supplierDeliveryDays: integer('supplier_delivery_days'),
    /** "128 GB, 6.1 in, Midnight": the tile's attribute line. */
    metaAttributesDescription: text('meta_attributes_description').notNull().default(''),
    /** Lower case, without diacritics; kept by a trigger (migration 0003). */
    searchDocument: text('search_document').notNull().default(''),
    /** The catalogue search's document: every word a shopper may type for it, stemmed; kept by a trigger (docs/search.md). */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** The model an accessory fits (manufacturer and name), stemmed; null when it fits any. */
    searchFits: tsvector('search_fits'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current `price` took effect: the start of a promotion (kept by the price-history trigger, migration market_law). */
    priceSince: timestamp('price_since', { withTimezone: true }).notNull().defaultNow(),
    /** The lowest price of the 30 days before `price_since` (EU Omnibus); null with no earlier price. Kept by the trigger. */
    lowestPrice30Days: integer('lowest_price_30_days'),
    /** Bumped by every product-admin save: a save carrying an older one is a stale edit (409). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    unique('products_market_code_unique').on(table.market, table.code),
    unique('products_market_seo_name_unique').on(table.market, table.seoName),
    index('products_master_idx').on(table.masterProductId),
    index('products_market_popularity_idx').on(table.market, table.popularity.desc(), table.id),
    index('products_market_price_idx').on(table.market, table.price, table.id),
    index('products_market_created_idx').on(table.market, table.createdAt.desc(), table.id),
    index('products_search_trgm_idx').using('gin', sql`${table.searchDocument} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', table.searchVector),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributeDefinitions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.attributeId] }),
    index('product_attribute_values_attribute_value_idx').on(table.attributeId, table.value),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

/** `special_offers_product_badge`: a coloured label on the tile. */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
  colour: text('colour').notNull(),
});

export const productBadges = pgTable(
  'product_badges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.badgeId] })],
);

/** `special_offer_icons`: small icons beside the price. */
export const specialOfferIcons = pgTable('special_offer_icons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
});

export const productSpecialOfferIcons = pgTable(
  'product_special_offer_icons',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    iconId: integer('icon_id')
      .notNull()
      .references(() => specialOfferIcons.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.iconId] })],
);

/** A gift given with a product, priced in its market. */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [unique('gifts_market_code_unique').on(table.market, table.code)],
);

export const productGifts = pgTable(
  'product_gifts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.giftId] })],
);

/** Pieces on a store's shelf; a store without a row has none. */
export const productStoreStock = pgTable(
  'product_store_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.storeId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** A customer's last-visited products per market; position 0 is the newest. */
export const lastVisited = pgTable(
  'last_visited',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.market, table.position] })],
);
