import type { I18n } from '@lingui/core';
import type { Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { FormError } from '@shop/shared/query/form-error';
import type { CheckoutDraft } from '../store/checkout-draft';
import { checkoutErrors } from './validate-draft';

/** Why the last submit did not go through, with the draft it was about. */
export type CheckoutProblem = { kind: 'fields'; fieldErrors: FieldErrors; draft: CheckoutDraft } | { kind: 'server'; error: FormError; draft: CheckoutDraft };

/**
 * What of the last refusal still holds for the draft as it is now: the browser's field check is run again, so a message
 * goes as soon as its field is put right; the server's field messages were about values since changed, so they go with
 * the first change. A server failure or conflict stays until the next submit, since no typing fixes it.
 */
export function currentProblem(problem: CheckoutProblem | null, draft: CheckoutDraft, market: Market, i18n: I18n): CheckoutProblem | null {
  if (!problem || problem.draft === draft) return problem;
  if (problem.kind === 'server') return problem.error.kind === 'invalid' ? null : problem;
  const fieldErrors = checkoutErrors(draft, market, i18n);
  return fieldErrors ? { kind: 'fields', fieldErrors, draft } : null;
}
