import type { Market } from '@shop/shared/contract/common';
import { EMPTY_SELLER_IDENTITY, type SellerIdentity } from '@shop/shared/seller/seller-identity';

type Env = Record<string, string | undefined>;

/** The variable of each field: SELLER_<NAME>_<MARKET>, e.g. SELLER_COMPANY_ID_CZ (api/README.md). */
const VARIABLES: Record<Exclude<keyof SellerIdentity, 'bank_accounts'>, string> = {
  company_name: 'COMPANY_NAME',
  street: 'STREET',
  city: 'CITY',
  postcode: 'POSTCODE',
  county: 'COUNTY',
  company_id: 'COMPANY_ID',
  vat_id: 'VAT_ID',
  register_entry: 'REGISTER_ENTRY',
  share_capital: 'SHARE_CAPITAL',
  email: 'EMAIL',
  phone: 'PHONE',
};

export function sellerVariable(field: keyof SellerIdentity, market: Market): string {
  return `SELLER_${field === 'bank_accounts' ? 'BANK_ACCOUNTS' : VARIABLES[field]}_${market}`;
}

/**
 * The seller a deployment names in its environment, or null when it names none of the fields; the shop settings
 * override it field by field only as a whole identity (a staff save). SELLER_BANK_ACCOUNTS_<MARKET> is a comma list of IBANs.
 */
export function sellerFromEnvironment(market: Market, env: Env = process.env): SellerIdentity | null {
  const read = (field: keyof SellerIdentity) => env[sellerVariable(field, market)]?.trim() ?? '';
  const identity: SellerIdentity = {
    ...EMPTY_SELLER_IDENTITY,
    ...Object.fromEntries((Object.keys(VARIABLES) as (keyof typeof VARIABLES)[]).map((field) => [field, read(field)])),
    bank_accounts: read('bank_accounts')
      .split(',')
      .map((iban) => iban.trim())
      .filter(Boolean),
  };
  const named = Object.values(identity).some((value) => (Array.isArray(value) ? value.length > 0 : value !== ''));
  return named ? identity : null;
}
