import * as v from 'valibot';
import { firstIssueOnly } from './field';
import { textInput } from './storable-text';

// The spec gives the rules (L113) but no lengths: 8 is NIST SP 800-63B's minimum for a chosen
// password, 128 leaves room for pass phrases while bounding the scrypt work a request can cause.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Letters of any alphabet count (Czech `Č`, Romanian `ș`); a "special character" is anything that
// is neither a letter, a digit nor whitespace, so `-`, `€` or `!` qualify and a space does not.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;
const ONLY_DIGITS = /^\p{Nd}+$/u;

/** Whether the password is made of digits alone (the spec's own message, checked before the full rules). */
export function isEntirelyNumeric(password: string): boolean {
  return ONLY_DIGITS.test(password);
}

/** Whether the password has an uppercase letter, a lowercase letter, a digit and a special character. */
export function meetsPasswordRules(password: string): boolean {
  return [UPPERCASE, LOWERCASE, DIGIT, SPECIAL].every((rule) => rule.test(password));
}

/**
 * A new password as typed (never trimmed: spaces are part of it). Reports one kind at a time:
 * required, min_length, max_length, password_numeric, then password_rules.
 */
export const newPasswordSchema = firstIssueOnly(
  v.pipe(
    textInput,
    v.nonEmpty('required'),
    v.minLength(PASSWORD_MIN_LENGTH, 'min_length'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'max_length'),
    v.check((password) => !isEntirelyNumeric(password), 'password_numeric'),
    v.check(meetsPasswordRules, 'password_rules'),
  ),
);

/** The repeated password: only required here, the pair check below compares it. */
export const passwordConfirmationSchema = v.pipe(textInput, v.nonEmpty('required'));

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/** The two fields of a new password: the rules on the first, only required on the repetition. */
export const newPasswordEntries = { password: newPasswordSchema, password_confirmation: passwordConfirmationSchema };

/**
 * Reports `passwords_mismatch` on `password_confirmation`, where the user has to fix it. A raw
 * check, so a form validating without `abortPipeEarly` shows it together with the other fields'
 * messages (the server validates with it and reports it once the rest is right). Use in a pipe
 * after an object holding `newPasswordEntries`.
 */
export function passwordsMatch<TInput extends PasswordPair>() {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const form: unknown = dataset.value;
    if (typeof form !== 'object' || form === null) return;
    const { password, password_confirmation: confirmation } = form as Partial<Record<keyof PasswordPair, unknown>>;
    // An empty or missing confirmation already says 'required'; a second message there would only add noise.
    if (typeof password !== 'string' || typeof confirmation !== 'string' || confirmation === '') return;
    if (password === confirmation) return;
    addIssue({
      message: 'passwords_mismatch',
      path: [{ type: 'object', origin: 'value', input: form as Record<string, unknown>, key: 'password_confirmation', value: confirmation }],
    });
  });
}
