import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import { orderSubmitBodySchema } from '@shop/shared/contract/checkout-submit';
import type { FieldErrors } from '@shop/shared/contract/route';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { translateIssue } from '@shop/shared/validation/messages';
import type { CheckoutDraft } from '../store/checkout-draft';
import { submitBodyOf } from './submit-body';

/** The choices a picklist cannot explain well: said in the customer's words, at the place they are made. */
function missingChoices(draft: CheckoutDraft, i18n: I18n): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.type_delivery_code === '') errors.type_delivery_code = [i18n._(msg`Vyberte prosím způsob doručení.`)];
  if (draft.type_payment === '') errors.type_payment = [i18n._(msg`Vyberte prosím způsob platby.`)];
  if ((draft.type_delivery_code === 'store' || draft.type_delivery_code === 'liftago') && draft.store === '') {
    errors.store = [i18n._(msg`Vyberte prosím prodejnu.`)];
  }
  if (draft.type_delivery_code === 'pickup_point' && draft.pickup_point === '') {
    errors.store = [i18n._(msg`Vyberte prosím výdejní místo.`)];
  }
  return errors;
}

/**
 * The checkout checked in the browser by the contract's own rules for this market (the server
 * checks the same again): field messages in the customer's language, or null when it can be sent.
 */
export function checkoutErrors(draft: CheckoutDraft, market: Market, i18n: I18n): FieldErrors | null {
  const missing = missingChoices(draft, i18n);
  const checked = v.safeParse(orderSubmitBodySchema(market), submitBodyOf(draft));
  const issues = checked.success ? [] : checked.issues.filter((issue) => !['type_delivery_code', 'type_payment'].includes(String(issue.path?.[0]?.key)));
  const fieldErrors = { ...issuesToFieldErrors(issues, (issue) => translateIssue(issue, i18n)), ...missing };
  return Object.keys(fieldErrors).length === 0 ? null : fieldErrors;
}
