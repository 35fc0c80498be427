/**
 * The spec's validation message kinds (section 5) plus those the buyout forms need.
 * Every valibot validator in the project passes one of these as its message
 * (`v.nonEmpty('required')`), so server and widgets translate the same issue the same way.
 */
export const messageKinds = [
  'required',
  'max_length',
  'min_length',
  'max_value',
  'min_value',
  'invalid_postcode',
  'invalid_email',
  'not_a_number',
  'not_positive_number',
  'must_be_literal',
  'invalid_link',
  'invalid_phone',
  'invalid_bank_code',
  'invalid_bank_account',
  'invalid_prefix',
  'invalid_imei',
  'invalid_birth_number',
  'invalid_date',
  'dates_out_of_order',
  'invalid_title',
  'password_rules',
  'password_numeric',
  'passwords_mismatch',
  'invalid_captcha',
  'invalid_serial_number',
  'invalid_id_card',
  'invalid_iban',
  'date_in_past',
  'invalid_cnp',
  'invalid_characters',
  'invalid_tin',
  'invalid_vatn',
  'gender_mismatch',
  'invalid_county',
  'county_postcode_mismatch',
  'invalid_register_entry',
] as const;

export type MessageKind = (typeof messageKinds)[number];

export function isMessageKind(value: string): value is MessageKind {
  return (messageKinds as readonly string[]).includes(value);
}
