import * as v from 'valibot';
import { IdNumberSchema, IdParamSchema, wholeNumber } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';
import { CategoryNodeListSchema } from './category-nodes-check';
import { CategoryTreeAnswerSchema } from './category-tree-columns';
import { textInput } from '../validation/storable-text';

// The category administration (spec sections 3 and 7 "Categories", checklist 3): staff only,
// CSRF on every write. Paths are not in the spec; decisions in docs/category-admin.md.

/** `meilisearch_boost` as staff type it: "1", "1,5" or "1.5"; stored with a dot. */
export const BOOST_PATTERN = /^\d{1,4}([.,]\d{1,4})?$/;
export const CATEGORY_NAME_MAX = 120;
export const SEO_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where a move puts the node relative to `target` (jsTree's words, spec section 3). */
export const MOVE_POSITIONS = ['left', 'right', 'first-child'] as const;
export type MovePosition = (typeof MOVE_POSITIONS)[number];

const nameSchema = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(CATEGORY_NAME_MAX, 'max_length'));
const seoNameSchema = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(CATEGORY_NAME_MAX, 'max_length'), v.regex(SEO_NAME_PATTERN, 'invalid_link'));
/** Comma turned into a dot here, so server and form store the same text. */
export const BoostSchema = v.pipe(
  v.union([v.pipe(textInput, v.trim(), v.regex(BOOST_PATTERN, 'not_a_number')), v.pipe(v.number('not_a_number'), v.minValue(0, 'min_value'), v.transform(String))], 'not_a_number'),
  v.transform((text) => text.replace(',', '.')),
  v.check((text) => Number.isFinite(Number(text)), 'not_a_number'),
);

/** AC-E1's editable fields: what add takes and update replaces. */
export const CategoryFieldsSchema = v.object({
  name: nameSchema,
  seo_name: seoNameSchema,
  parent: v.nullable(IdNumberSchema),
  for_display: v.optional(v.boolean('required'), true),
  for_buyout: v.optional(v.boolean('required'), false),
  for_service: v.optional(v.boolean('required'), false),
  filterable: v.optional(v.boolean('required'), false),
  manufacturers: v.optional(v.pipe(v.array(IdNumberSchema, 'required'), v.maxLength(500, 'max_length')), []),
  photo_id: v.optional(v.nullable(IdNumberSchema), null),
  type_device: v.optional(v.nullable(IdNumberSchema), null),
  meilisearch_boost: v.optional(BoostSchema, '1'),
});
export type CategoryFields = v.InferInput<typeof CategoryFieldsSchema>;

/** One node of the tree: light, so a 10,000-node tree stays one quick call. */
export const CategoryNodeSchema = v.object({
  id: v.number(),
  name: v.string(),
  seo_name: v.string(),
  parent: v.nullable(v.number()),
  /** Order among siblings, 0..n-1. */
  position: v.number(),
  children: v.boolean(),
  for_display: v.boolean(),
  url_path: v.string(),
  /** Products assigned to this category itself. */
  product_count: v.number(),
});
export type CategoryNode = v.InferOutput<typeof CategoryNodeSchema>;

export const CategoryChangeSchema = v.object({
  action: v.picklist(['add', 'update', 'move', 'delete']),
  by: v.nullable(v.string()),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type CategoryChange = v.InferOutput<typeof CategoryChangeSchema>;

/** Every AC-E1 field plus what the form needs: `version` for the stale-edit check and the change record. */
export const CategoryDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  seo_name: v.string(),
  parent: v.nullable(v.number()),
  children: v.boolean(),
  for_display: v.boolean(),
  for_buyout: v.boolean(),
  for_service: v.boolean(),
  filterable: v.boolean(),
  manufacturers: v.array(v.number()),
  photo_id: v.nullable(v.number()),
  type_device: v.nullable(v.number()),
  meilisearch_boost: v.string(),
  url_path: v.string(),
  version: v.number(),
  /** Distinct products assigned to this category or any below it: what the delete confirmation names. */
  subtree_products: v.number(),
  /** Newest first, at most 20. */
  changes: v.array(CategoryChangeSchema),
});
export type CategoryDetail = v.InferOutput<typeof CategoryDetailSchema>;

const IdPath = v.object({ id: IdParamSchema });
const NamedSchema = v.object({ id: v.number(), name: v.string() });

/**
 * AC-A2: the market's whole tree, flat, depth first (parents before children). Sent as columns, one array per
 * field (`category-tree-columns.ts`); read as `{ nodes }` like the move's answer.
 */
export const categoriesTree = defineRoute({
  name: 'categories.tree',
  method: 'GET',
  path: '/api/new/categories/tree/',
  auth: 'staff',
  response: CategoryTreeAnswerSchema,
});

/** AC-A4: every category with its address, for parent pickers and filters. */
export const categoriesList = defineRoute({
  name: 'categories.list',
  method: 'GET',
  path: '/api/new/categories/list/',
  auth: 'staff',
  response: v.array(v.object({ id: v.number(), name: v.string(), parent: v.nullable(v.number()), url_path: v.string() })),
});

/** AC-A1: categories products are assigned to, labelled with their path ("Telefony › Apple"). */
export const categoriesTypeCategories = defineRoute({
  name: 'categories.type-categories',
  method: 'GET',
  path: '/api/new/categories/type-categories/',
  auth: 'staff',
  response: v.array(v.object({ id: v.number(), label: v.string(), type_device: v.nullable(v.number()) })),
});

/** AC-A3 */
export const categoriesManufacturers = defineRoute({
  name: 'categories.manufacturers',
  method: 'GET',
  path: '/api/new/categories/manufacturers/',
  auth: 'staff',
  response: v.array(NamedSchema),
});

/** The `type_device` choices of the form, names in the request's language. */
export const categoriesTypeDevices = defineRoute({
  name: 'categories.type-devices',
  method: 'GET',
  path: '/api/new/categories/type-devices/',
  auth: 'staff',
  response: v.array(NamedSchema),
});

export const categoriesDetail = defineRoute({
  name: 'categories.detail',
  method: 'GET',
  path: '/api/new/categories/:id/',
  auth: 'staff',
  params: IdPath,
  response: CategoryDetailSchema,
});

/** AC-A9 */
export const categoriesAdd = defineRoute({
  name: 'categories.add',
  method: 'POST',
  path: '/api/new/categories/',
  auth: 'staff',
  body: CategoryFieldsSchema,
  response: CategoryDetailSchema,
});

/** AC-A7; `version` is the one the form loaded: 409 when someone saved in between. */
export const categoriesUpdate = defineRoute({
  name: 'categories.update',
  method: 'PATCH',
  path: '/api/new/categories/:id/',
  auth: 'staff',
  params: IdPath,
  body: v.object({ ...CategoryFieldsSchema.entries, version: wholeNumber(1) }),
  response: CategoryDetailSchema,
});

/** AC-A8: before (`left`), after (`right`) or as the first child of `target`. */
export const categoriesMove = defineRoute({
  name: 'categories.move',
  method: 'PATCH',
  path: '/api/new/categories/:id/move/',
  auth: 'staff',
  params: IdPath,
  body: v.object({ target: IdNumberSchema, position: v.picklist(MOVE_POSITIONS, 'must_be_literal') }),
  response: CategoryNodeListSchema,
});

/** AC-A10: the category and its subcategories; 409 when a product would be left without any category. */
export const categoriesDelete = defineRoute({
  name: 'categories.delete',
  method: 'DELETE',
  path: '/api/new/categories/:id/',
  auth: 'staff',
  params: IdPath,
  response: v.object({ deleted: v.number() }),
});

/** How many master products one call may change: a whole filtered grid, not the whole catalogue by mistake. */
export const ASSIGNMENT_MAX = 10_000;

const AssignmentSchema = v.object({
  masterProductIds: v.pipe(v.array(IdNumberSchema, 'required'), v.nonEmpty('required'), v.maxLength(ASSIGNMENT_MAX, 'max_length')),
  typeCategoryIds: v.pipe(v.array(IdNumberSchema, 'required'), v.nonEmpty('required'), v.maxLength(100, 'max_length')),
});

/** AC-A5 */
export const categoriesAddProductCategories = defineRoute({
  name: 'categories.add-product-categories',
  method: 'POST',
  path: '/api/new/categories/product-categories/add/',
  auth: 'staff',
  body: AssignmentSchema,
  response: v.object({ changed: v.number() }),
});

/** AC-A6 */
export const categoriesRemoveProductCategories = defineRoute({
  name: 'categories.remove-product-categories',
  method: 'POST',
  path: '/api/new/categories/product-categories/remove/',
  auth: 'staff',
  body: AssignmentSchema,
  response: v.object({ changed: v.number() }),
});

export const PRODUCT_GRID_ORDERINGS = ['name', '-name', 'code', '-code', 'manufacturer', '-manufacturer', 'type', '-type'] as const;

/** `category` is a category id or `none` (products without any category). */
export const ProductGridFiltersSchema = {
  category: v.optional(v.union([v.literal('none'), IdParamSchema], 'not_positive_number')),
  manufacturer: v.optional(IdParamSchema),
  type_device: v.optional(IdParamSchema),
  search: v.optional(v.pipe(textInput, v.maxLength(100, 'max_length'))),
};

export const ProductGridRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  manufacturer: v.string(),
  type_device: v.string(),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type ProductGridRow = v.InferOutput<typeof ProductGridRowSchema>;

/** AC-A11: master products, paged (spec: page, page_size, ordering, filters). */
export const categoriesProductGrid = defineRoute({
  name: 'categories.product-grid',
  method: 'GET',
  path: '/api/new/categories/products/',
  auth: 'staff',
  query: pagedQuerySchema(PRODUCT_GRID_ORDERINGS, ProductGridFiltersSchema),
  response: pagedResponseSchema(ProductGridRowSchema),
});

/** "Select every row matching the filter": the ids over all pages, up to ASSIGNMENT_MAX. */
export const categoriesProductGridIds = defineRoute({
  name: 'categories.product-grid-ids',
  method: 'GET',
  path: '/api/new/categories/products/ids/',
  auth: 'staff',
  query: v.object(ProductGridFiltersSchema),
  response: v.object({ ids: v.array(v.number()), count: v.number() }),
});

/** The grid's product-type filter: the kinds of goods master products have (`type_device`), names in the request's language. */
export const categoriesProductTypes = defineRoute({
  name: 'categories.product-types',
  method: 'GET',
  path: '/api/new/categories/product-types/',
  auth: 'staff',
  response: v.array(NamedSchema),
});
