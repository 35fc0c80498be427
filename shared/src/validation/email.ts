import * as v from 'valibot';
import { firstIssueOnly, requiredText } from './field';

/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** valibot's e-mail rule: one @, a dotted domain with a TLD, no quoted local parts or IP literals. */
export const emailSchema = firstIssueOnly(
  v.pipe(requiredText, v.maxLength(EMAIL_MAX_LENGTH, 'max_length'), v.email('invalid_email')),
);
