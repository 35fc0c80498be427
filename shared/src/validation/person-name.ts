import * as v from 'valibot';
import { firstIssueOnly, requiredText } from './field';

export const PERSON_NAME_MAX_LENGTH = 50;

/**
 * First or last name: letters of any alphabet (with their accents: `Šťastná`,
 * `Ștefănescu`), spaces, hyphens and apostrophes (`Jean-Luc`, `O'Brien`); digits
 * and other signs report 'must_be_literal'.
 */
export const personNameSchema = firstIssueOnly(
  v.pipe(
    requiredText,
    v.maxLength(PERSON_NAME_MAX_LENGTH, 'max_length'),
    v.regex(/^\p{L}[\p{L}\p{M} '’-]*$/u, 'must_be_literal'),
  ),
);
