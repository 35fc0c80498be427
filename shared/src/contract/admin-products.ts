import * as v from 'valibot';
import { BonusSchema } from './admin-bonuses';
import { IdNumberSchema, IdParamSchema, wholeNumber } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// Product admin (issue #11, AT-A2) and master product admin (AT-A3): a paged product grid, the
// product detail's five areas (images, dynamic attributes, bonuses, locations, SEO texts) and the
// master product detail. Every save carries the `version` the form loaded: 409 when someone saved
// in between. Decisions: docs/product-admin.md.

const BASE = '/api/new/admin/products';
const MASTER_BASE = '/api/new/admin/master-products';

const idParams = v.object({ id: IdParamSchema });
const versionEntry = { version: wholeNumber(1) };
const searchFilter = v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length')));
const idFilter = v.optional(IdParamSchema);

export const AdminProductRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  manufacturer_name: v.string(),
  type_device_name: v.string(),
  price: v.number(),
  /** Store shelves plus the central warehouse: what can leave today. */
  stock: v.number(),
  master_product_id: v.number(),
});
export type AdminProductRow = v.InferOutput<typeof AdminProductRowSchema>;

export const ADMIN_PRODUCT_ORDERINGS = ['code', '-code', 'name', '-name', 'manufacturer', '-manufacturer', 'type', '-type', 'price', '-price', 'stock', '-stock'] as const;

/** AT-A2 / AT-A4j: the market's products a page at a time. */
export const adminProductList = defineRoute({
  name: 'admin-products.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'staff',
  query: pagedQuerySchema(ADMIN_PRODUCT_ORDERINGS, {
    /** Part of the code or the name, case- and accent-insensitive. */
    search: searchFilter,
    manufacturer: idFilter,
    type_device: idFilter,
    master_product: idFilter,
  }),
  response: pagedResponseSchema(AdminProductRowSchema),
});

export const AdminImageSchema = v.object({ id: v.number(), url: v.string(), alt: v.string() });

export const AdminAttributeValueSchema = v.object({
  attribute_id: v.number(),
  code: v.string(),
  /** In the request's language. */
  name: v.string(),
  unit: v.string(),
  /** '' when the product has no value. */
  value: v.string(),
  /** Values the market's products already have: the field's suggestions. */
  choices: v.array(v.string()),
});
export type AdminAttributeValue = v.InferOutput<typeof AdminAttributeValueSchema>;

export const SEO_LANGUAGES = ['cs', 'ro'] as const;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_LONG_TEXT_MAX = 10_000;

export const SeoTextSchema = v.object({ title: v.string(), description: v.string(), long_text: v.string() });
export type SeoText = v.InferOutput<typeof SeoTextSchema>;

const plainText = (max: number) => v.pipe(textInput, v.trim(), v.maxLength(max, 'max_length'));
export const SeoTextInputSchema = v.object({
  title: plainText(SEO_TITLE_MAX),
  description: plainText(SEO_DESCRIPTION_MAX),
  long_text: plainText(SEO_LONG_TEXT_MAX),
});

export const StockChangeSchema = v.object({
  /** Null: the central warehouse. */
  store_id: v.nullable(v.number()),
  location_name: v.string(),
  previous_quantity: v.number(),
  quantity: v.number(),
  reason: v.string(),
  user_email: v.string(),
  created_at: v.string(),
});
export type StockChange = v.InferOutput<typeof StockChangeSchema>;

export const AdminProductDetailSchema = v.object({
  id: v.number(),
  code: v.string(),
  seo_name: v.string(),
  name: v.string(),
  price: v.number(),
  version: v.number(),
  master_product: v.object({ id: v.number(), name: v.string() }),
  manufacturer: v.object({ id: v.number(), name: v.string() }),
  type_device: v.object({ id: v.number(), name: v.string() }),
  /** The first is the main image. */
  images: v.array(AdminImageSchema),
  attributes: v.array(AdminAttributeValueSchema),
  bonuses: v.object({
    /** The type device's "up to N %" cap; null: no bonus for this kind of goods. */
    type_device_cap: v.nullable(v.number()),
    /** The bonus rows that can apply to this product (its maker and type device, or any). */
    rows: v.array(BonusSchema),
  }),
  stock: v.object({
    stores: v.array(v.object({ store_id: v.number(), name: v.string(), city: v.string(), quantity: v.number() })),
    warehouse: v.number(),
    /** The latest edits, newest first (at most 20). */
    changes: v.array(StockChangeSchema),
  }),
  seo: v.object({ cs: SeoTextSchema, ro: SeoTextSchema }),
});
export type AdminProductDetail = v.InferOutput<typeof AdminProductDetailSchema>;

export const adminProductDetail = defineRoute({
  name: 'admin-products.detail',
  method: 'GET',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  response: AdminProductDetailSchema,
});

/** An image kept as it is (`image`) or a gallery photo added (`photo`). */
export const ImagePickSchema = v.variant('source', [
  v.object({ source: v.literal('image'), id: IdNumberSchema }),
  v.object({ source: v.literal('photo'), id: IdNumberSchema }),
]);
export type ImagePick = v.InferOutput<typeof ImagePickSchema>;

/** The product's images in order (the first is the main one); those left out are removed. */
export const adminProductImages = defineRoute({
  name: 'admin-products.images',
  method: 'PUT',
  path: `${BASE}/:id/images/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ ...versionEntry, images: v.pipe(v.array(ImagePickSchema), v.maxLength(30, 'max_length')) }),
  response: AdminProductDetailSchema,
});

export const ATTRIBUTE_VALUE_MAX = 200;

/** Values of the type device's attributes; an empty value removes it. Errors under `values.<attribute_id>`. */
export const adminProductAttributes = defineRoute({
  name: 'admin-products.attributes',
  method: 'PUT',
  path: `${BASE}/:id/attributes/`,
  auth: 'staff',
  params: idParams,
  body: v.object({
    ...versionEntry,
    values: v.pipe(
      v.array(v.object({ attribute_id: IdNumberSchema, value: plainText(ATTRIBUTE_VALUE_MAX) })),
      v.maxLength(100, 'max_length'),
    ),
  }),
  response: AdminProductDetailSchema,
});

export const STOCK_QUANTITY_MAX = 100_000;
export const STOCK_REASON_MAX = 300;

/** Pieces per store and in the warehouse; every changed location is audited with the reason. */
export const adminProductStock = defineRoute({
  name: 'admin-products.stock',
  method: 'PUT',
  path: `${BASE}/:id/stock/`,
  auth: 'staff',
  params: idParams,
  body: v.object({
    ...versionEntry,
    reason: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(STOCK_REASON_MAX, 'max_length')),
    warehouse: wholeNumber(0, STOCK_QUANTITY_MAX),
    stores: v.pipe(v.array(v.object({ store_id: IdNumberSchema, quantity: wholeNumber(0, STOCK_QUANTITY_MAX) })), v.maxLength(500, 'max_length')),
  }),
  response: AdminProductDetailSchema,
});

/** SEO texts of both languages at once. */
export const adminProductSeo = defineRoute({
  name: 'admin-products.seo',
  method: 'PUT',
  path: `${BASE}/:id/seo/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ ...versionEntry, cs: SeoTextInputSchema, ro: SeoTextInputSchema }),
  response: AdminProductDetailSchema,
});

export const AdminMasterProductRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  manufacturer_name: v.string(),
  type_device_name: v.string(),
  product_count: v.number(),
  meta_master: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type AdminMasterProductRow = v.InferOutput<typeof AdminMasterProductRowSchema>;

export const ADMIN_MASTER_ORDERINGS = ['name', '-name', 'id', '-id'] as const;

/** AT-A3: master products a page at a time; also the meta-master screen's "add" picker. */
export const adminMasterProductList = defineRoute({
  name: 'admin-products.master-list',
  method: 'GET',
  path: `${MASTER_BASE}/`,
  auth: 'staff',
  query: pagedQuerySchema(ADMIN_MASTER_ORDERINGS, {
    search: searchFilter,
    manufacturer: idFilter,
    type_device: idFilter,
    meta_master: idFilter,
    /** Only master products in no meta-master. */
    ungrouped: v.optional(v.picklist(['true', 'false'], 'must_be_literal')),
  }),
  response: pagedResponseSchema(AdminMasterProductRowSchema),
});

export const AdminMasterProductDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  version: v.number(),
  manufacturer: v.object({ id: v.number(), name: v.string() }),
  type_device: v.object({ id: v.number(), name: v.string() }),
  /** Read here; assigned in the category admin. */
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  meta_master: v.nullable(v.object({ id: v.number(), name: v.string() })),
  products: v.array(v.object({ id: v.number(), code: v.string(), name: v.string(), price: v.number(), stock: v.number() })),
});
export type AdminMasterProductDetail = v.InferOutput<typeof AdminMasterProductDetailSchema>;

export const adminMasterProductDetail = defineRoute({
  name: 'admin-products.master-detail',
  method: 'GET',
  path: `${MASTER_BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  response: AdminMasterProductDetailSchema,
});

export const MASTER_NAME_MAX = 200;

/**
 * Name, manufacturer and type device; its products take the new maker and type in the same
 * transaction (the listing filters on theirs), and values of attributes the new type lacks go.
 */
export const adminMasterProductUpdate = defineRoute({
  name: 'admin-products.master-update',
  method: 'PATCH',
  path: `${MASTER_BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  body: v.object({
    ...versionEntry,
    name: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(MASTER_NAME_MAX, 'max_length')),
    manufacturer: IdNumberSchema,
    type_device: IdNumberSchema,
  }),
  response: AdminMasterProductDetailSchema,
});

/** Every manufacturer, by name: the master form's choice. */
export const adminManufacturers = defineRoute({
  name: 'admin-products.manufacturers',
  method: 'GET',
  path: `${BASE}/manufacturers/`,
  auth: 'staff',
  response: v.object({ results: v.array(v.object({ id: v.number(), name: v.string() })) }),
});

/** The market's meta-masters with their size, by name: the meta-master screen's list (AT-M8). */
export const adminMetaMasterList = defineRoute({
  name: 'admin-products.meta-master-list',
  method: 'GET',
  path: '/api/new/admin/meta-masters/',
  auth: 'staff',
  query: v.object({ search: searchFilter }),
  response: v.object({ results: v.array(v.object({ id: v.number(), name: v.string(), size: v.number() })) }),
});
