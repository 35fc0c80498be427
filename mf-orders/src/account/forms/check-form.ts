import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import type { FieldErrors } from '@shop/shared/contract/route';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { translateIssue } from '@shop/shared/validation/messages';

export type FormCheck<T> = { valid: true; body: T } | { valid: false; errors: FieldErrors };

/**
 * The server's own schema run before sending, so every mistake shows at once in the shape of a
 * 400 answer (the same `fieldErrorsAt` paths serve client and server messages).
 */
export function checkForm<S extends v.GenericSchema>(schema: S, candidate: unknown, i18n: I18n): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, candidate);
  if (result.success) return { valid: true, body: result.output };
  return { valid: false, errors: issuesToFieldErrors(result.issues, (issue) => translateIssue(issue, i18n)) };
}

/** The body schema of a route that has one (the contract's optional `body` made definite for a form). */
export function bodySchemaOf<S extends v.GenericSchema>(route: { name: string; body?: S }): S {
  if (!route.body) throw new Error(`${route.name} takes no body`);
  return route.body;
}
