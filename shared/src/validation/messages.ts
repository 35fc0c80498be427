import type { I18n } from '@lingui/core';
import type * as v from 'valibot';
import { isMessageKind, type MessageKind } from './message-kinds';

// The kinds live apart so that a form can tell a kind from any other text without the catalog-like descriptors
// below (issue 14: the buyout's first step and the partner embed need only that).
export { isMessageKind, messageKinds, type MessageKind } from './message-kinds';

export interface MessageDescriptor {
  id: string;
  message: string;
}

// Plain descriptors marked for the Lingui extractor: this file runs under plain tsx
// on the server, where macros are not expanded.
export const messageDescriptors: Record<MessageKind, MessageDescriptor> = {
  required: /*i18n*/ { id: 'validation.required', message: 'Toto pole je povinné.' },
  max_length: /*i18n*/ {
    id: 'validation.max_length',
    message: 'Zadejte nejvýše {maxlength, plural, one {# znak} few {# znaky} other {# znaků}}.',
  },
  min_length: /*i18n*/ {
    id: 'validation.min_length',
    message: 'Zadejte alespoň {minlength, plural, one {# znak} few {# znaky} other {# znaků}}.',
  },
  max_value: /*i18n*/ { id: 'validation.max_value', message: 'Hodnota může být nejvýše {maxValue}.' },
  min_value: /*i18n*/ { id: 'validation.min_value', message: 'Hodnota musí být alespoň {minValue}.' },
  invalid_postcode: /*i18n*/ { id: 'validation.invalid_postcode', message: 'Zadejte platné PSČ.' },
  invalid_email: /*i18n*/ { id: 'validation.invalid_email', message: 'Neplatná e-mailová adresa.' },
  not_a_number: /*i18n*/ { id: 'validation.not_a_number', message: 'Zadaná hodnota není číslo.' },
  not_positive_number: /*i18n*/ {
    id: 'validation.not_positive_number',
    message: 'Zadaná hodnota není kladné číslo.',
  },
  must_be_literal: /*i18n*/ { id: 'validation.must_be_literal', message: 'Hodnota musí obsahovat pouze písmena.' },
  invalid_link: /*i18n*/ { id: 'validation.invalid_link', message: 'Neplatný odkaz.' },
  invalid_phone: /*i18n*/ { id: 'validation.invalid_phone', message: 'Neplatné telefonní číslo.' },
  invalid_bank_code: /*i18n*/ { id: 'validation.invalid_bank_code', message: 'Neplatný kód banky.' },
  invalid_bank_account: /*i18n*/ {
    id: 'validation.invalid_bank_account',
    message: 'Neplatné číslo bankovního účtu.',
  },
  invalid_prefix: /*i18n*/ { id: 'validation.invalid_prefix', message: 'Neplatné předčíslí účtu.' },
  invalid_imei: /*i18n*/ { id: 'validation.invalid_imei', message: 'Neplatné IMEI.' },
  invalid_birth_number: /*i18n*/ { id: 'validation.invalid_birth_number', message: 'Neplatné rodné číslo.' },
  invalid_date: /*i18n*/ { id: 'validation.invalid_date', message: 'Neplatné datum.' },
  dates_out_of_order: /*i18n*/ {
    id: 'validation.dates_out_of_order',
    message: 'Konec platnosti nesmí být dřív než její začátek.',
  },
  invalid_title: /*i18n*/ {
    id: 'validation.invalid_title',
    message: 'Titul musí obsahovat pouze latinská písmena a končit tečkou.',
  },
  password_rules: /*i18n*/ {
    id: 'validation.password_rules',
    message: 'Heslo musí obsahovat velké písmeno, malé písmeno, číslici a speciální znak.',
  },
  password_numeric: /*i18n*/ {
    id: 'validation.password_numeric',
    message: 'Heslo nemůže obsahovat pouze číslice.',
  },
  passwords_mismatch: /*i18n*/ { id: 'validation.passwords_mismatch', message: 'Hesla se musí shodovat.' },
  invalid_captcha: /*i18n*/ { id: 'validation.invalid_captcha', message: 'Neplatná captcha.' },
  invalid_serial_number: /*i18n*/ {
    id: 'validation.invalid_serial_number',
    message: 'Neplatné sériové číslo.',
  },
  invalid_id_card: /*i18n*/ { id: 'validation.invalid_id_card', message: 'Neplatné číslo dokladu.' },
  invalid_iban: /*i18n*/ { id: 'validation.invalid_iban', message: 'Neplatný IBAN.' },
  date_in_past: /*i18n*/ { id: 'validation.date_in_past', message: 'Datum nesmí být v minulosti.' },
  invalid_cnp: /*i18n*/ { id: 'validation.invalid_cnp', message: 'Neplatné CNP.' },
  invalid_characters: /*i18n*/ { id: 'validation.invalid_characters', message: 'Text obsahuje nepovolené znaky.' },
  invalid_tin: /*i18n*/ { id: 'validation.invalid_tin', message: 'Neplatné IČO.' },
  invalid_vatn: /*i18n*/ { id: 'validation.invalid_vatn', message: 'Neplatné DIČ.' },
  gender_mismatch: /*i18n*/ { id: 'validation.gender_mismatch', message: 'Pohlaví neodpovídá rodnému číslu.' },
  invalid_county: /*i18n*/ { id: 'validation.invalid_county', message: 'Vyberte župu nebo sektor Bukurešti.' },
  county_postcode_mismatch: /*i18n*/ { id: 'validation.county_postcode_mismatch', message: 'Župa nebo sektor neodpovídá PSČ.' },
  invalid_register_entry: /*i18n*/ { id: 'validation.invalid_register_entry', message: 'Neplatné číslo zápisu v obchodním rejstříku.' },
};

/** The placeholder each bounded kind fills from the valibot issue's `requirement`. */
const requirementPlaceholder: Partial<Record<MessageKind, string>> = {
  max_length: 'maxlength',
  min_length: 'minlength',
  max_value: 'maxValue',
  min_value: 'minValue',
};

// Numbers stay numbers so the catalogs can pick plural forms.
function formatRequirement(requirement: unknown): string | number {
  if (typeof requirement === 'number') return requirement;
  if (requirement instanceof Date) return requirement.toISOString().slice(0, 10);
  return String(requirement);
}

/**
 * The issue's message in the active language of `i18n`. Issues whose message is
 * not a kind (valibot's own English defaults) come back unchanged, so a schema
 * that forgot its kind shows up in review rather than as an empty string.
 */
export function translateIssue(issue: v.BaseIssue<unknown>, i18n: I18n): string {
  if (!isMessageKind(issue.message)) return issue.message;
  const descriptor = messageDescriptors[issue.message];
  const placeholder = requirementPlaceholder[issue.message];
  const values = placeholder ? { [placeholder]: formatRequirement(issue.requirement) } : undefined;
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
