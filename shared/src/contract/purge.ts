import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { defineRoute } from './route';

/** Fastly purges at most this many surrogate keys in one batch call; more keys are sent in several. */
export const FASTLY_BATCH_KEYS_MAX = 256;
/** Keys one purge request may name: a few batches, enough for a whole category of products. */
export const PURGE_KEYS_MAX = 1024;
/** Spec 9 "Purge default keys: html endpoint": every answer a page is built from carries `html`. */
export const DEFAULT_PURGE_KEYS = ['html'] as const;
export const PURGE_URL_MAX_LENGTH = 2048;

/** Surrogate keys as the API writes them (`product-12`, `html`): no spaces, which separate keys in the header. */
export const PurgeKeySchema = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(256, 'max_length'), v.regex(/^[A-Za-z0-9._:-]+$/, 'invalid_characters'));

/** An address of a shop page or call: absolute http(s), or a path of the shop's own host. */
export function isPurgeableUrl(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const PurgeModeSchema = v.picklist(['key', 'url', 'full'], 'required');
export type PurgeMode = v.InferOutput<typeof PurgeModeSchema>;

/** Spec 3 "Purge request": mode, keys, url, soft_purge (default false). Only the field the mode uses is checked. */
export const PurgeBodySchema = v.pipe(
  v.object({
    mode: PurgeModeSchema,
    keys: v.optional(v.pipe(v.array(PurgeKeySchema, 'required'), v.maxLength(PURGE_KEYS_MAX, 'max_length')), []),
    url: v.optional(v.pipe(textInput, v.trim(), v.maxLength(PURGE_URL_MAX_LENGTH, 'max_length')), ''),
    soft_purge: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((body) => body.mode !== 'key' || body.keys.length > 0, 'required'),
    ['keys'],
  ),
  v.forward(
    v.check((body) => body.mode !== 'url' || body.url !== '', 'required'),
    ['url'],
  ),
  v.forward(
    v.check((body) => body.mode !== 'url' || body.url === '' || isPurgeableUrl(body.url), 'invalid_link'),
    ['url'],
  ),
);
export type PurgeBody = v.InferOutput<typeof PurgeBodySchema>;

/** Where the purge went besides the shop's own cache: Fastly, or the stand-in that records it when Fastly is not configured. */
export const CdnPurgeOutcomeSchema = v.object({
  target: v.picklist(['fastly', 'stand-in']),
  /** API calls made (a batch of up to 256 keys is one). */
  calls: v.number(),
});

export const PurgeResponseSchema = v.object({
  mode: PurgeModeSchema,
  keys: v.array(v.string()),
  url: v.string(),
  soft_purge: v.boolean(),
  /** Answers dropped (or marked stale) from this server's cache; the other servers hear the purge too. */
  local_entries: v.number(),
  cdn: CdnPurgeOutcomeSchema,
});
export type PurgeResponse = v.InferOutput<typeof PurgeResponseSchema>;

/**
 * Spec 7: `POST /api/new/core/fastly/purge` (session; JSON body mode, keys, url, soft_purge).
 * Staff only (checklist AT-X1); mode `full` is admin only (AT-X2: 403 for staff, checked by the server). A failed CDN purge answers 502 (429 when Fastly limits the rate)
 * with Fastly's error in `detail`; the shop's own cache is purged either way.
 */
export const corePurge = defineRoute({
  name: 'core.fastlyPurge',
  method: 'POST',
  path: '/api/new/core/fastly/purge',
  auth: 'staff',
  body: PurgeBodySchema,
  response: PurgeResponseSchema,
});
