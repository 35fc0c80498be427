import * as v from 'valibot';
import { firstIssueOnly, optionalInput, parsedBy } from './field';

/**
 * Titles before a name: each a run of Latin letters ending with a dot
 * (`Ing.`, `MUDr.`, `doc.`, `Dr.`), several separated by spaces (`prof. Ing.`)
 * or none (`Ing.arch.`); the joiner `et` between two titles (`Mgr. et Mgr.`)
 * is accepted. Letters with diacritics, digits, commas and titles without a dot are refused.
 */
const TITLES = /^[A-Za-z]+\.(?:\s*(?:et\s+)?[A-Za-z]+\.)*$/;

export const TITLE_MAX_LENGTH = 50;

/** The titles with runs of whitespace made single spaces, or null. */
export function normalizeTitle(text: string): string | null {
  return TITLES.test(text) ? text.replace(/\s+/g, ' ') : null;
}

/** `degree_before_name`: optional, blank stays ''. */
export const optionalTitleSchema = firstIssueOnly(
  v.pipe(
    optionalInput,
    v.maxLength(TITLE_MAX_LENGTH, 'max_length'),
    parsedBy((text) => (text === '' ? '' : normalizeTitle(text)), 'invalid_title'),
  ),
);
