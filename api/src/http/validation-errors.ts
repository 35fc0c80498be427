import type * as v from 'valibot';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { isMessageKind, translateIssue } from '@shop/shared/validation/messages';
import { serverI18n, translate } from '../i18n/server-i18n';

/**
 * Schemas name a message kind for their own checks; valibot's type checks keep its English
 * default. A missing value is then "required", and any other wrong type a generic "invalid value".
 */
function issueMessage(issue: v.BaseIssue<unknown>, locale: Locale): string {
  if (isMessageKind(issue.message)) return translateIssue(issue, serverI18n(locale));
  if (issue.input === undefined || issue.input === null) return translateIssue({ ...issue, message: 'required' }, serverI18n(locale));
  return translate(locale, 'api.invalid_type');
}

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[], locale: Locale): FieldErrors {
  return issuesToFieldErrors(issues, (issue) => issueMessage(issue, locale));
}
