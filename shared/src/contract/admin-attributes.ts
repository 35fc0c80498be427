import * as v from 'valibot';
import { IdParamSchema } from './input';
import { defineRoute } from './route';

// Product attribute admin's lookups (issue #11, AT-A1, AT-A4e/f). "All type categories" (AT-A4g) is
// categories.type-categories and file sets / photos (AT-A4h/i) are the gallery's calls: reused, not repeated.

const BASE = '/api/new/product/admin-product-attributes';

export const AttributeNameChoiceSchema = v.object({
  id: v.number(),
  code: v.string(),
  /** In the request's language. */
  name: v.string(),
  unit: v.string(),
  type_device: v.number(),
  filterable: v.boolean(),
  /** The values products of the market already have, sorted: what the product form offers to pick. */
  choices: v.array(v.string()),
});
export type AttributeNameChoice = v.InferOutput<typeof AttributeNameChoiceSchema>;

/** Spec 7 (L165), path verbatim: attribute names with their value choices, of one type device when asked. */
export const attributeNameChoices = defineRoute({
  name: 'admin-attributes.attr-name-choices',
  method: 'GET',
  path: `${BASE}/attr-name-choices/`,
  auth: 'staff',
  query: v.object({ type_device: v.optional(IdParamSchema) }),
  response: v.object({ results: v.array(AttributeNameChoiceSchema) }),
});

/** AT-A4e: the type devices, named in the request's language. */
export const attributeTypeDevices = defineRoute({
  name: 'admin-attributes.type-devices',
  method: 'GET',
  path: `${BASE}/type-devices/`,
  auth: 'staff',
  response: v.object({ results: v.array(v.object({ id: v.number(), code: v.string(), name: v.string() })) }),
});

/** AT-A4f: the units attributes use (GB, mAh, "), for the attribute form's suggestions. */
export const attributeUnits = defineRoute({
  name: 'admin-attributes.units',
  method: 'GET',
  path: `${BASE}/units/`,
  auth: 'staff',
  response: v.object({ results: v.array(v.string()) }),
});
