import * as v from 'valibot';
import { IdNumberSchema, IdParamSchema } from './input';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// Meta-master admin (issue #11, AT-M1..M9), every path verbatim from spec section 7 (L175). A
// meta-master groups master products shown as one (one phone in several capacities); a master
// product is in at most one. Decisions: docs/admin-commerce.md.

const BASE = '/api/new/mp-meta-master/admin';

export const MetaMasterMemberSchema = v.object({ id: v.number(), name: v.string() });

export const MetaMasterSchema = v.object({
  id: v.number(),
  name: v.string(),
  master_products: v.array(MetaMasterMemberSchema),
});
export type MetaMaster = v.InferOutput<typeof MetaMasterSchema>;

const NameSchema = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(200, 'max_length'));
const metaMasterParams = v.object({ meta_master_id: IdParamSchema });

/** AT-M4: a new meta-master, optionally with its first master products (each must not be in another). 201. */
export const metaMasterAdd = defineRoute({
  name: 'meta-master.add',
  method: 'POST',
  path: `${BASE}/add-meta-master/`,
  auth: 'staff',
  body: v.object({ name: NameSchema, master_product_ids: v.optional(v.pipe(v.array(IdNumberSchema), v.maxLength(100, 'max_length')), []) }),
  response: MetaMasterSchema,
});

/** AT-M3 */
export const metaMasterGet = defineRoute({
  name: 'meta-master.get',
  method: 'GET',
  path: `${BASE}/get-meta-master/:meta_master_id/`,
  auth: 'staff',
  params: metaMasterParams,
  response: MetaMasterSchema,
});

/** AT-M5: renames. */
export const metaMasterUpdate = defineRoute({
  name: 'meta-master.update',
  method: 'PATCH',
  path: `${BASE}/update-meta-master/:meta_master_id/`,
  auth: 'staff',
  params: metaMasterParams,
  body: v.object({ name: NameSchema }),
  response: MetaMasterSchema,
});

/** AT-M6: the master products stay, ungrouped. */
export const metaMasterDelete = defineRoute({
  name: 'meta-master.delete',
  method: 'DELETE',
  path: `${BASE}/delete-meta-master/:meta_master_id/`,
  auth: 'staff',
  params: metaMasterParams,
  response: v.object({ id: v.number() }),
});

/** AT-M2: puts a master product that is in no meta-master into this one (in another: 400, use swap). */
export const metaMasterAddMasterProduct = defineRoute({
  name: 'meta-master.add-master-product',
  method: 'PATCH',
  path: `${BASE}/add-master-product/`,
  auth: 'staff',
  body: v.object({ meta_master_id: IdNumberSchema, master_product_id: IdNumberSchema }),
  response: MetaMasterSchema,
});

/** AT-M1: moves the master product to `meta_master_id`, or out of any meta-master with null. Answers the target (or the one it left). */
export const metaMasterSwap = defineRoute({
  name: 'meta-master.swap',
  method: 'PATCH',
  path: `${BASE}/swap-meta-master/:master_product_id/`,
  auth: 'staff',
  params: v.object({ master_product_id: IdParamSchema }),
  body: v.object({ meta_master_id: v.nullable(IdNumberSchema) }),
  response: v.nullable(MetaMasterSchema),
});

/** AT-M7 (no trailing slash, as printed): every meta-master of the market but this one, for a "move to" picker. */
export const metaMasterExclude = defineRoute({
  name: 'meta-master.exclude',
  method: 'GET',
  path: `${BASE}/exclude-meta-master/:excluded_meta_master_id`,
  auth: 'staff',
  params: v.object({ excluded_meta_master_id: IdParamSchema }),
  response: v.object({ results: v.array(v.object({ id: v.number(), name: v.string(), size: v.number() })) }),
});
