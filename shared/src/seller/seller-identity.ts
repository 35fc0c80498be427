import * as v from 'valibot';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Market } from '../contract/common';
import { normalizeTin, normalizeVatNumber } from '../validation/company-id';
import { emailSchema } from '../validation/email';
import { boundedText, optionalBoundedText, optionalField, requiredField } from '../validation/field';
import { phoneSchema } from '../validation/phone';
import { postcodeSchema } from '../validation/postcode';
import { districtAgreesWithPostcode, districtSchema } from '../validation/ro-county';
import { textInput } from '../validation/storable-text';
import { isValidRegComNumber } from './reg-com';

// Who sells (issue 32): the shop operator's identity as the law wants it on the site and on tax documents
// (MARKETS.md §3 and §5): CZ name, seat, IČO, DIČ, register entry (§435 OZ, §29 ZDPH); RO name, seat, CUI,
// Reg. Com. number and share capital (ANPC Order 225/2023, art. 319(20) Codul fiscal). The complaints and
// withdrawal contact and the bank accounts complete it.

export const MAX_BANK_ACCOUNTS = 5;
const TEXT_MAX_LENGTH = 200;

/** The shape any market accepts: what a save must look like before its market's rules are checked. */
export const SellerIdentityShapeSchema = v.object(
  {
    company_name: textInput,
    street: textInput,
    city: textInput,
    postcode: textInput,
    county: textInput,
    company_id: textInput,
    vat_id: textInput,
    register_entry: textInput,
    share_capital: textInput,
    email: textInput,
    phone: textInput,
    bank_accounts: v.pipe(v.array(textInput, 'required'), v.maxLength(MAX_BANK_ACCOUNTS, 'max_length')),
  },
  'required',
);
export type SellerIdentity = v.InferOutput<typeof SellerIdentityShapeSchema>;

/** Nothing set: a deployment that has not named its seller yet. */
export const EMPTY_SELLER_IDENTITY: SellerIdentity = {
  company_name: '',
  street: '',
  city: '',
  postcode: '',
  county: '',
  company_id: '',
  vat_id: '',
  register_entry: '',
  share_capital: '',
  email: '',
  phone: '',
  bank_accounts: [],
};

const ibanSchema = requiredField((text) => {
  const iban = electronicFormatIBAN(text);
  return iban !== null && isValidIBAN(iban) ? iban : null;
}, 'invalid_iban');

const registerEntrySchema = (market: Market) =>
  market === 'CZ'
    ? boundedText(TEXT_MAX_LENGTH)
    : requiredField((text) => (isValidRegComNumber(text) ? text.replace(/\s+/g, '').toUpperCase() : null), 'invalid_register_entry');

/**
 * The identity checked by its market's rules: IČO (mod 11) or CUI (check digit), DIČ or RO VAT code when the
 * company pays VAT, Reg. Com. number and share capital in RO, a county of the list for a Romanian seat.
 */
export function sellerIdentitySchema(market: Market) {
  return v.pipe(
    v.object(
      {
        company_name: boundedText(TEXT_MAX_LENGTH),
        street: boundedText(TEXT_MAX_LENGTH),
        city: boundedText(TEXT_MAX_LENGTH),
        postcode: postcodeSchema(market),
        county: districtSchema(market, TEXT_MAX_LENGTH),
        company_id: requiredField((text) => normalizeTin(text, market), 'invalid_tin'),
        vat_id: optionalField((text) => normalizeVatNumber(text, market), 'invalid_vatn'),
        register_entry: registerEntrySchema(market),
        share_capital: market === 'RO' ? boundedText(TEXT_MAX_LENGTH) : optionalBoundedText(TEXT_MAX_LENGTH),
        email: emailSchema,
        phone: phoneSchema(market),
        bank_accounts: v.pipe(v.array(ibanSchema, 'required'), v.minLength(1, 'required'), v.maxLength(MAX_BANK_ACCOUNTS, 'max_length')),
      },
      'required',
    ),
    v.forward(
      v.check((identity) => market === 'CZ' || districtAgreesWithPostcode(identity.county, identity.postcode), 'county_postcode_mismatch'),
      ['county'],
    ),
  );
}

/** True when the identity passes its market's rules: every page and document can name the seller. */
export function isCompleteSellerIdentity(identity: unknown, market: Market): identity is SellerIdentity {
  return v.safeParse(sellerIdentitySchema(market), identity).success;
}
