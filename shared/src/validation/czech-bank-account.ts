import * as v from 'valibot';
import { isCzechBankCode } from './czech-bank-codes';
import { firstIssueOnly, optionalField, requiredText } from './field';
import type { MessageKind } from './messages';

/** Weights of the CNB's modulo-11 check (decree 169/2011), aligned to the right of the number. */
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

function passesMod11(digits: string): boolean {
  const offset = WEIGHTS.length - digits.length;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * WEIGHTS[offset + i]!;
  return sum % 11 === 0;
}

export interface CzechBankAccount {
  /** Up to 6 digits, without leading zeros; '' when there is none. */
  prefix: string;
  /** 2-10 digits, without leading zeros. */
  number: string;
  /** The `/NNNN` the customer typed after the number, or null. */
  bankCode: string | null;
}

export type CzechBankAccountResult =
  | { ok: true; account: CzechBankAccount }
  | { ok: false; kinds: MessageKind[] };

const ACCOUNT = /^(?:(\d{1,6})\s*-\s*)?(\d{2,10})(?:\s*\/\s*(\d{4}))?$/;

/**
 * Reads a Czech account number `[prefix-]number[/bank code]`. The prefix and the
 * number each pass the modulo-11 check (a zero number is no account); a bad
 * prefix reports 'invalid_prefix', a bad number or format 'invalid_bank_account'.
 */
export function parseCzechBankAccount(text: string): CzechBankAccountResult {
  const match = ACCOUNT.exec(text.trim());
  if (!match) return { ok: false, kinds: ['invalid_bank_account'] };
  const [prefix = '', number = '', bankCode] = match.slice(1);
  const kinds: MessageKind[] = [];
  if (!passesMod11(prefix)) kinds.push('invalid_prefix');
  if (/^0+$/.test(number) || !passesMod11(number)) kinds.push('invalid_bank_account');
  if (kinds.length > 0) return { ok: false, kinds };
  const withoutZeros = (digits: string) => digits.replace(/^0+/, '');
  return {
    ok: true,
    account: { prefix: withoutZeros(prefix), number: withoutZeros(number), bankCode: bankCode ?? null },
  };
}

/** `prefix-number`, or just the number when there is no prefix. */
export function formatCzechBankAccount(account: Pick<CzechBankAccount, 'prefix' | 'number'>): string {
  return account.prefix ? `${account.prefix}-${account.number}` : account.number;
}

/**
 * `bank_account_full_number` on the Czech market, normalised to `prefix-number`,
 * keeping a typed `/bank code` (checked against the CNB list) for the
 * customer-data schema to compare with `bank_code`. Prefix and number are
 * reported separately when both are wrong.
 */
export const czechBankAccountSchema = firstIssueOnly(
  v.pipe(
    requiredText,
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const result = parseCzechBankAccount(dataset.value);
      if (!result.ok) {
        for (const kind of result.kinds) addIssue({ message: kind });
        return NEVER;
      }
      const { bankCode } = result.account;
      if (bankCode !== null && !isCzechBankCode(bankCode)) {
        addIssue({ message: 'invalid_bank_code' });
        return NEVER;
      }
      const formatted = formatCzechBankAccount(result.account);
      return bankCode === null ? formatted : `${formatted}/${bankCode}`;
    }),
  ),
);

/** Splits the schema's output `prefix-number[/code]` into the account and the typed bank code ('' if none). */
export function splitBankCode(account: string): { account: string; bankCode: string } {
  const [number = '', bankCode = ''] = account.split('/');
  return { account: number, bankCode };
}

/**
 * `bank_code` on the Czech market: a code from the CNB list, or blank when the
 * account number carries it (`.../0800`); the customer-data schema decides which.
 */
export const czechBankCodeSchema = optionalField(
  (text) => (isCzechBankCode(text) ? text : null),
  'invalid_bank_code',
);
