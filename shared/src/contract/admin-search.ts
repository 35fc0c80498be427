import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { IdParamSchema, wholeNumber } from './input';
import { defineRoute } from './route';

// Staff tools of the catalogue search (issue #31, docs/search.md): the market's synonym groups,
// and the most frequent searches that found nothing.

const BASE = '/api/new/catalogue/admin-search';

/** At most this many terms in one synonym group. */
export const SYNONYM_TERMS_MAX = 20;

/** A word or a phrase as shoppers type it: letters, digits, spaces, hyphens and dots. */
const SynonymTermSchema = v.pipe(
  textInput,
  v.trim(),
  v.minLength(2, 'min_length'),
  v.maxLength(60, 'max_length'),
  v.regex(/^[\p{L}\p{N}][\p{L}\p{N} .-]*$/u, 'invalid_characters'),
);

export const SynonymInputSchema = v.object({
  terms: v.pipe(v.array(SynonymTermSchema, 'required'), v.minLength(1, 'required')),
  /** The kind of goods the group names (a type device id); null for plain synonyms. */
  type_device: v.optional(v.nullable(wholeNumber(1)), null),
});
export type SynonymInput = v.InferOutput<typeof SynonymInputSchema>;

export const SynonymGroupSchema = v.object({
  id: v.number(),
  terms: v.array(v.string()),
  type_device: v.nullable(v.number()),
  type_device_name: v.nullable(v.string()),
  /** Sent back with an edit: an edit of an older version is refused (409). */
  version: v.number(),
});
export type SynonymGroup = v.InferOutput<typeof SynonymGroupSchema>;

export const searchSynonymList = defineRoute({
  name: 'admin-search.synonyms',
  method: 'GET',
  path: `${BASE}/synonyms/`,
  auth: 'staff',
  response: v.object({ results: v.array(SynonymGroupSchema) }),
});

/** A new group applies to the next search: the cached search answers are purged. */
export const searchSynonymCreate = defineRoute({
  name: 'admin-search.synonym-create',
  method: 'POST',
  path: `${BASE}/synonyms/`,
  auth: 'staff',
  body: SynonymInputSchema,
  response: SynonymGroupSchema,
});

const idParams = v.object({ id: IdParamSchema });

export const searchSynonymUpdate = defineRoute({
  name: 'admin-search.synonym-update',
  method: 'PUT',
  path: `${BASE}/synonyms/:id/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ ...SynonymInputSchema.entries, version: wholeNumber(1) }),
  response: SynonymGroupSchema,
});

export const searchSynonymDelete = defineRoute({
  name: 'admin-search.synonym-delete',
  method: 'DELETE',
  path: `${BASE}/synonyms/:id/`,
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});

/** How many days the report of searches that found nothing looks back. */
export const ZERO_RESULTS_DAYS = 30;
export const ZERO_RESULTS_LIMIT = 50;

export const ZeroResultQuerySchema = v.object({
  /** As the search folds it: lower case, without diacritics. */
  term: v.string(),
  count: v.number(),
  /** The market day it was last searched for (YYYY-MM-DD). */
  last_day: v.string(),
});
export type ZeroResultQuery = v.InferOutput<typeof ZeroResultQuerySchema>;

/** The most frequent searches of the last ZERO_RESULTS_DAYS days that found nothing: terms and counts, nothing of who searched. */
export const searchZeroResults = defineRoute({
  name: 'admin-search.zero-results',
  method: 'GET',
  path: `${BASE}/zero-results/`,
  auth: 'staff',
  response: v.object({ results: v.array(ZeroResultQuerySchema) }),
});
