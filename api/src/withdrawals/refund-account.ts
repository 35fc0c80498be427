import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import { czechBankAccountSchema } from '@shop/shared/validation/czech-bank-account';
import { romanianIbanSchema } from '@shop/shared/validation/iban';
import { validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';

const REFUND_ACCOUNT = {
  CZ: v.object({ refund_account: czechBankAccountSchema }),
  RO: v.object({ refund_account: romanianIbanSchema }),
};

/** The refund account in the market's form: CZ `prefix-number/bank` (a bank code is needed to pay), RO IBAN. */
export function refundAccount(market: Market, text: string, locale: Locale): string {
  const parsed = v.safeParse(REFUND_ACCOUNT[market], { refund_account: text }, { abortPipeEarly: true });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
  const account = parsed.output.refund_account;
  if (market === 'CZ' && !account.includes('/')) throw validationError({ refund_account: [translate(locale, 'withdrawals.bank_code_missing')] });
  return account;
}
