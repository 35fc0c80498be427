import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { issuesToFieldErrors } from './field-errors';
import { translateIssue } from './messages';
import {
  buyoutDeviceSchema,
  customerDataSchema,
  pickupAddressSchema,
} from './personal-info';
import { czechSeller, romanianSeller } from './sample-sellers';
import { accepted, refused, testToday } from './test-support';

// The sample sellers with the values these tests were written for: validity against testToday, other country ids.
const czechCustomer = { ...czechSeller, identity_valid_to: '1. 2. 2030', country: 56, postcode: '60200', nationality: '56' };
const romanianCustomer = { ...romanianSeller, identity_valid_to: '01/02/2030' };

const cz = customerDataSchema('CZ', { today: testToday });
const ro = customerDataSchema('RO', { today: testToday });

test('a Czech seller, normalised', () => {
  expect(accepted(cz, czechCustomer)).toEqual({
    ...czechCustomer,
    personal_identification_number: '7103192745',
    identity_valid_to: '2030-02-01',
    country: 56,
    nationality: 56,
    postcode: '602 00',
    phone_number: '+420601123456',
  });
});

test('a Romanian seller, normalised, bank code taken from the IBAN', () => {
  expect(accepted(ro, romanianCustomer)).toEqual({
    ...romanianCustomer,
    identity_card_number: 'RX123456',
    identity_valid_to: '2030-02-01',
    phone_number: '+40721234567',
    bank_account_full_number: 'RO49AAAA1B31007593840000',
    bank_code: 'AAAA',
  });
});

test('each market refuses the other market’s identifiers', () => {
  expect(refused(cz, { ...czechCustomer, personal_identification_number: '1630615123457' })).toEqual({
    personal_identification_number: ['invalid_birth_number'],
  });
  expect(refused(ro, { ...romanianCustomer, personal_identification_number: '710319/2745' })).toEqual({
    personal_identification_number: ['invalid_cnp'],
  });
  expect(refused(ro, { ...romanianCustomer, bank_account_full_number: '19-2000145399' })).toEqual({
    bank_account_full_number: ['invalid_iban'],
  });
});

test('optional fields: title everywhere, district only in CZ', () => {
  const { degree_before_name: _title, district: _district, ...czechRequired } = czechCustomer;
  expect(accepted(cz, czechRequired)).toMatchObject({ degree_before_name: '', district: '' });
  expect(refused(ro, { ...romanianCustomer, district: '' })).toEqual({ district: ['required'] });
});

test('Romanian district: a county or Bucharest sector of the list, agreeing with a Bucharest postcode', () => {
  expect(refused(ro, { ...romanianCustomer, district: 'Clujului' })).toEqual({ district: ['invalid_county'] });
  expect(accepted(ro, { ...romanianCustomer, district: 'bucuresti, sector 3', postcode: '030167' })).toMatchObject({ district: 'București, Sector 3' });
  expect(refused(ro, { ...romanianCustomer, postcode: '030167' })).toEqual({ district: ['county_postcode_mismatch'] });
  const pickup = v.safeParse(pickupAddressSchema('RO'), { district: 'Cluj', street: 'Strada Lipscani 5', city: 'București', postcode: '030167', country: 642 });
  expect(pickup.issues?.map((issue) => issue.message)).toEqual(['county_postcode_mismatch']);
});

test('an empty form reports every required field once', () => {
  const errors = refused(cz, {});
  // bank_code is asked for only once the account shows whether it carries the code.
  const optional = ['degree_before_name', 'district', 'bank_code'];
  const required = Object.keys(czechCustomer).filter((field) => !optional.includes(field));
  expect(Object.keys(errors).sort()).toEqual(required.sort());
  for (const field of required) expect(errors[field]).toEqual(['required']);
});

test('a bank code typed after the account fills bank_code', () => {
  expect(accepted(cz, { ...czechCustomer, bank_account_full_number: '19-2000145399/0800', bank_code: '' })).toMatchObject(
    { bank_account_full_number: '19-2000145399', bank_code: '0800' },
  );
  expect(
    accepted(cz, { ...czechCustomer, bank_account_full_number: '19-2000145399/0800', bank_code: '0800' }),
  ).toMatchObject({ bank_account_full_number: '19-2000145399', bank_code: '0800' });
});

test('cross-field bank errors land on bank_code', () => {
  expect(refused(cz, { ...czechCustomer, bank_code: '' })).toEqual({ bank_code: ['required'] });
  expect(refused(cz, { ...czechCustomer, bank_account_full_number: '19-2000145399/0800', bank_code: '0100' })).toEqual(
    { bank_code: ['invalid_bank_code'] },
  );
  expect(refused(ro, { ...romanianCustomer, bank_code: 'BTRL' })).toEqual({ bank_code: ['invalid_bank_code'] });
  expect(accepted(ro, { ...romanianCustomer, bank_code: 'aaaa' })).toMatchObject({ bank_code: 'AAAA' });
});

test('field errors and a cross-field error come together', () => {
  expect(refused(cz, { ...czechCustomer, first_name: 'J4n', bank_code: '' })).toEqual({
    first_name: ['must_be_literal'],
    bank_code: ['required'],
  });
});

test('an expired ID card', () => {
  expect(refused(cz, { ...czechCustomer, identity_valid_to: '14.06.2025' })).toEqual({
    identity_valid_to: ['date_in_past'],
  });
});

test('pickup address per market', () => {
  const address = { district: '', street: 'Vodičkova 1', city: 'Praha', postcode: '110 00', country: 56 };
  expect(accepted(pickupAddressSchema('CZ'), address)).toEqual(address);
  expect(refused(pickupAddressSchema('RO'), address)).toEqual({
    district: ['required'],
    postcode: ['invalid_postcode'],
  });
});

test('buyout device: IMEI or serial number', () => {
  const schema = buyoutDeviceSchema();
  expect(accepted(schema, { imei: '35-209900-176148-1', serial_number: '', note: '' })).toEqual({
    imei: '352099001761481',
    serial_number: '',
    note: '',
  });
  expect(accepted(schema, { serial_number: 'C02XK1ZZJG5J' })).toEqual({
    imei: '',
    serial_number: 'C02XK1ZZJG5J',
    note: '',
  });
  expect(refused(schema, { imei: '', serial_number: '', note: 'scratched' })).toEqual({
    imei: ['required'],
    serial_number: ['required'],
  });
  expect(refused(schema, { imei: '352099001761482', note: 'x'.repeat(501) })).toEqual({
    imei: ['invalid_imei'],
    note: ['max_length'],
  });
});

test('a group that is not an object is required', () => {
  expect(refused(v.object({ customer_data: cz }), { customer_data: null })).toEqual({ customer_data: ['required'] });
  expect(refused(v.object({ buyout_device: buyoutDeviceSchema() }), { buyout_device: 'iPhone' })).toEqual({
    buyout_device: ['required'],
  });
});

test('a sell-online body turns into the spec’s grouped 400 shape in Czech', () => {
  const body = v.object({
    customer_data: cz,
    pickup_address: v.nullable(pickupAddressSchema('CZ')),
    buyout_device: buyoutDeviceSchema(),
  });
  const result = v.safeParse(body, {
    customer_data: { ...czechCustomer, postcode: '1100', last_name: '' },
    pickup_address: null,
    buyout_device: { imei: '490154203237519' },
  });
  const i18n = setupI18n({ locale: 'cs', messages: { cs: {} } });
  expect(issuesToFieldErrors(result.issues ?? [], (issue) => translateIssue(issue, i18n))).toEqual({
    customer_data: { postcode: ['Zadejte platné PSČ.'], last_name: ['Toto pole je povinné.'] },
    buyout_device: { imei: ['Neplatné IMEI.'] },
  });
});

test('keys missing inside nested groups say required in the user language, with no server help', () => {
  const body = v.object({ pickup_address: v.nullable(pickupAddressSchema('RO')), buyout_device: buyoutDeviceSchema() });
  const result = v.safeParse(body, { pickup_address: { city: 'Cluj-Napoca' }, buyout_device: {} }, { abortPipeEarly: true });
  const i18n = setupI18n({ locale: 'cs', messages: { cs: {} } });
  expect(issuesToFieldErrors(result.issues ?? [], (issue) => translateIssue(issue, i18n))).toEqual({
    pickup_address: {
      district: ['Toto pole je povinné.'],
      street: ['Toto pole je povinné.'],
      postcode: ['Toto pole je povinné.'],
      country: ['Toto pole je povinné.'],
    },
    buyout_device: { imei: ['Toto pole je povinné.'] },
  });
});

test('the gender must agree with the birth number or CNP (a woman’s birth month is +50, a CNP starting 2 is a woman)', () => {
  const woman = '715319/0011';
  expect(refused(cz, { ...czechCustomer, personal_identification_number: woman, gender: 'male' })).toEqual({ gender: ['gender_mismatch'] });
  expect(accepted(cz, { ...czechCustomer, personal_identification_number: woman, gender: 'female' }).gender).toBe('female');
  expect(refused(cz, { ...czechCustomer, gender: 'female' })).toEqual({ gender: ['gender_mismatch'] });
  expect(refused(ro, { ...romanianCustomer, personal_identification_number: '2630615123459', gender: 'male' })).toEqual({ gender: ['gender_mismatch'] });
  expect(accepted(ro, { ...romanianCustomer, personal_identification_number: '2630615123459', gender: 'female' }).gender).toBe('female');
});
