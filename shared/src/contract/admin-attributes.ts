import * as v from 'valibot';
import { IdNumberSchema, IdParamSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';
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

// Attribute definitions screen (issue #11, AT-A1): staff create, edit and delete the attributes of a type
// device. Definitions are shared by both markets; decisions in docs/admin-commerce.md ("Attributes").

export const ATTRIBUTE_NAME_MAX = 100;
export const ATTRIBUTE_UNIT_MAX = 20;
export const ATTRIBUTE_CHOICES_MAX = 100;
/** The product value's own limit (admin-products' ATTRIBUTE_VALUE_MAX), so every fixed choice can be saved. */
export const ATTRIBUTE_CHOICE_MAX = 200;

const nameSchema = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(ATTRIBUTE_NAME_MAX, 'max_length'));

export const AttributeDefinitionInputSchema = v.object({
  name_cs: nameSchema,
  name_ro: nameSchema,
  /** '' for none; the form offers the units list, a new unit may be typed. */
  unit: v.optional(v.pipe(textInput, v.trim(), v.maxLength(ATTRIBUTE_UNIT_MAX, 'max_length')), ''),
  type_device: IdNumberSchema,
  filterable: v.optional(v.boolean('required'), false),
  /** Order in the product form, the product page and the listing filters (ascending). */
  position: v.optional(wholeNumber(0, 9999), 0),
  /** Empty: any value. Else the only values a product may be given; blanks and repeats are dropped. */
  choices: v.optional(
    v.pipe(v.array(v.pipe(textInput, v.trim(), v.maxLength(ATTRIBUTE_CHOICE_MAX, 'max_length')), 'required'), v.maxLength(ATTRIBUTE_CHOICES_MAX, 'max_length')),
    [],
  ),
});
export type AttributeDefinitionInput = v.InferOutput<typeof AttributeDefinitionInputSchema>;

export const AttributeDefinitionSchema = v.object({
  id: v.number(),
  /** Made from the Czech name at creation and kept on renames: listing filter links use it. */
  code: v.string(),
  name_cs: v.string(),
  name_ro: v.string(),
  unit: v.string(),
  type_device: v.number(),
  type_device_name: v.string(),
  filterable: v.boolean(),
  position: v.number(),
  choices: v.array(v.string()),
  /** Products of either market with a value: deleting is refused while it is above 0. */
  product_count: v.number(),
  version: v.number(),
});
export type AttributeDefinition = v.InferOutput<typeof AttributeDefinitionSchema>;

/** The screen's list: every definition, of one type device when asked. */
export const attributeDefinitionList = defineRoute({
  name: 'admin-attributes.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'staff',
  query: v.object({ type_device: v.optional(IdParamSchema) }),
  response: v.object({ results: v.array(AttributeDefinitionSchema) }),
});

export const attributeDefinitionCreate = defineRoute({
  name: 'admin-attributes.create',
  method: 'POST',
  path: `${BASE}/`,
  auth: 'staff',
  body: AttributeDefinitionInputSchema,
  response: AttributeDefinitionSchema,
});

const idParams = v.object({ id: IdParamSchema });

/** `version` as loaded: a save over someone else's is a 409 and changes nothing. */
export const attributeDefinitionUpdate = defineRoute({
  name: 'admin-attributes.update',
  method: 'PATCH',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ ...AttributeDefinitionInputSchema.entries, version: wholeNumber(1) }),
  response: AttributeDefinitionSchema,
});

/** 409 while products have a value (the message says how many). */
export const attributeDefinitionDelete = defineRoute({
  name: 'admin-attributes.delete',
  method: 'DELETE',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});
