import * as v from 'valibot';

// PostgreSQL text cannot hold NUL (the query fails), and a lone UTF-16 surrogate has no UTF-8
// form: one driver fails on it, the other silently stores U+FFFD. Both are refused as typed.
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be refused
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the text exactly as it is. */
export function isStorableText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

/** Refuses text PostgreSQL cannot store as it is. */
export const storableText = v.check<string, 'invalid_characters'>(isStorableText, 'invalid_characters');

/** Any text a route takes: every string of a request passes this before it can reach the database. */
export const textInput = v.pipe(v.string('required'), storableText);
