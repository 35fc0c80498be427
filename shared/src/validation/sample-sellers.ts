/**
 * For tests: sellers as the sell-online form sends them, valid in their market, built from
 * public examples (docs/validation.md). Tests override single fields to make them invalid.
 */
/** A Czech seller: a birth number and an account from public examples. */
export const czechSeller = {
  personal_identification_number: '710319/2745',
  identity_card_number: '123456789',
  identity_released_by: 'MěÚ Brno',
  identity_valid_to: '1. 2. 2035',
  degree_before_name: 'Ing.',
  first_name: 'Jan',
  last_name: 'Novák',
  gender: 'male',
  district: '',
  street: 'Náměstí Svobody 1',
  city: 'Brno',
  country: 203,
  postcode: '602 00',
  phone_number: '601 123 456',
  nationality: 203,
  place_of_birth: 'Brno',
  e_mail: 'jan.novak@example.cz',
  bank_account_full_number: '19-2000145399',
  bank_code: '0800',
};

/** A Romanian seller: the CNP from python-stdnum, the SWIFT registry's example IBAN. */
export const romanianSeller = {
  ...czechSeller,
  personal_identification_number: '1630615123457',
  identity_card_number: 'RX 123456',
  identity_released_by: 'SPCLEP Cluj-Napoca',
  identity_valid_to: '01/02/2035',
  degree_before_name: '',
  first_name: 'Ion',
  last_name: 'Popescu',
  district: 'Cluj',
  street: 'Strada Memorandumului 1',
  city: 'Cluj-Napoca',
  country: 642,
  postcode: '400114',
  phone_number: '0721 234 567',
  nationality: 642,
  place_of_birth: 'Cluj-Napoca',
  e_mail: 'ion.popescu@example.ro',
  bank_account_full_number: 'RO49 AAAA 1B31 0075 9384 0000',
  bank_code: '',
};
