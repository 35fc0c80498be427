import * as v from 'valibot';
import type { Market } from '../contract/common';
import { birthNumberSchema } from './birth-number';
import type { TodayOption } from './calendar';
import { cnpSchema } from './cnp';
import { countryIdSchema } from './country-id';
import { czechBankAccountSchema, czechBankCodeSchema, splitBankCode } from './czech-bank-account';
import { emailSchema } from './email';
import { NOTE_MAX_LENGTH, boundedText, optionalBoundedText } from './field';
import { genderSchema } from './gender';
import { genderAgrees } from './gender-check';
import { romanianBankCodeSchema, romanianIbanBankCode, romanianIbanSchema } from './iban';
import { idCardNumberSchema } from './id-card';
import { optionalImeiSchema } from './imei';
import { notPastDateSchema } from './locale-date';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { postcodeSchema } from './postcode';
import { districtMatchesPostcode, districtSchema } from './ro-county';
import { optionalSerialNumberSchema } from './serial-number';
import { optionalTitleSchema } from './title';

export const ADDRESS_TEXT_MAX_LENGTH = 100;

// Objects pass 'required' as their message: valibot uses it for a missing key
// and for a group that is not an object at all.

function addressEntries(market: Market) {
  return {
    // Okres in CZ, optional (street, city and postcode identify an address); in RO a county or Bucharest sector of the
    // list, required: the county is part of every postal address.
    district: districtSchema(market, ADDRESS_TEXT_MAX_LENGTH),
    street: boundedText(ADDRESS_TEXT_MAX_LENGTH),
    city: boundedText(ADDRESS_TEXT_MAX_LENGTH),
    postcode: postcodeSchema(market),
    country: countryIdSchema,
  };
}

/**
 * The seller's identity and contact: everything required except the title
 * (`degree_before_name`) and, in CZ, the district. `nationality` is a country id
 * like `country`. Birth and ID document dates are checked against `today`.
 */
function personEntries(market: Market, options: TodayOption) {
  return {
    ...addressEntries(market),
    identity_card_number: idCardNumberSchema(market),
    identity_released_by: boundedText(ADDRESS_TEXT_MAX_LENGTH),
    identity_valid_to: notPastDateSchema(options),
    degree_before_name: optionalTitleSchema,
    first_name: personNameSchema,
    last_name: personNameSchema,
    gender: genderSchema,
    phone_number: phoneSchema(market),
    nationality: countryIdSchema,
    place_of_birth: boundedText(ADDRESS_TEXT_MAX_LENGTH),
    e_mail: emailSchema,
  };
}

/**
 * CZ: birth number, account `prefix-number` and a bank code from the CNB list.
 * The bank code may instead be typed after the account (`19-2000145399/0800`);
 * then `bank_code` may be blank, and if both are given they must agree. The output
 * always has the account without the code and the code in `bank_code`.
 */
function czechCustomerDataSchema(options: TodayOption) {
  return v.pipe(
    v.object(
      {
        ...personEntries('CZ', options),
        personal_identification_number: birthNumberSchema(options),
        bank_account_full_number: czechBankAccountSchema,
        bank_code: czechBankCodeSchema,
      },
      'required',
    ),
    v.forward(
      v.partialCheck([['personal_identification_number'], ['gender']], (input) => genderAgrees('CZ', input.personal_identification_number, input.gender), 'gender_mismatch'),
      ['gender'],
    ),
    v.forward(
      v.partialCheck(
        [['bank_account_full_number'], ['bank_code']],
        (input) => input.bank_code !== '' || splitBankCode(input.bank_account_full_number).bankCode !== '',
        'required',
      ),
      ['bank_code'],
    ),
    v.forward(
      v.partialCheck(
        [['bank_account_full_number'], ['bank_code']],
        (input) => {
          const typed = splitBankCode(input.bank_account_full_number).bankCode;
          return typed === '' || input.bank_code === '' || typed === input.bank_code;
        },
        'invalid_bank_code',
      ),
      ['bank_code'],
    ),
    v.transform((data) => {
      const { account, bankCode } = splitBankCode(data.bank_account_full_number);
      return { ...data, bank_account_full_number: account, bank_code: data.bank_code || bankCode };
    }),
  );
}

/**
 * RO: CNP and IBAN. The IBAN names the bank, so `bank_code` may be blank; if
 * given it must be the IBAN's bank identifier. The output's `bank_code` is always that identifier.
 */
function romanianCustomerDataSchema(options: TodayOption) {
  return v.pipe(
    v.object(
      {
        ...personEntries('RO', options),
        personal_identification_number: cnpSchema(options),
        bank_account_full_number: romanianIbanSchema,
        bank_code: romanianBankCodeSchema,
      },
      'required',
    ),
    districtMatchesPostcode('RO'),
    v.forward(
      v.partialCheck([['personal_identification_number'], ['gender']], (input) => genderAgrees('RO', input.personal_identification_number, input.gender), 'gender_mismatch'),
      ['gender'],
    ),
    v.forward(
      v.partialCheck(
        [['bank_account_full_number'], ['bank_code']],
        (input) => input.bank_code === '' || input.bank_code === romanianIbanBankCode(input.bank_account_full_number),
        'invalid_bank_code',
      ),
      ['bank_code'],
    ),
    v.transform((data) => ({ ...data, bank_code: romanianIbanBankCode(data.bank_account_full_number) })),
  );
}

/** `customer_data` of the sell-online payload for one market. */
export function customerDataSchema(market: Market, options: TodayOption = {}) {
  return market === 'CZ' ? czechCustomerDataSchema(options) : romanianCustomerDataSchema(options);
}

/** `pickup_address` of the sell-online payload (the payload sends null when no other address is chosen). */
export function pickupAddressSchema(market: Market) {
  return v.pipe(v.object(addressEntries(market), 'required'), districtMatchesPostcode(market));
}

/**
 * `buyout_device`: IMEI and serial number are each optional because tablets
 * and watches without a modem have no IMEI, but at least one must be given;
 * when neither is, both fields say 'required'.
 */
export function buyoutDeviceSchema() {
  const identified = (input: { imei: string; serial_number: string }) =>
    input.imei !== '' || input.serial_number !== '';
  return v.pipe(
    v.object(
      {
        imei: optionalImeiSchema,
        serial_number: optionalSerialNumberSchema,
        note: optionalBoundedText(NOTE_MAX_LENGTH),
      },
      'required',
    ),
    v.forward(v.partialCheck([['imei'], ['serial_number']], identified, 'required'), ['imei']),
    v.forward(v.partialCheck([['imei'], ['serial_number']], identified, 'required'), ['serial_number']),
  );
}
