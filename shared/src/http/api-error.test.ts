import { ApiError, fieldErrorsAt, firstErrorMessage, isApiError, isClientError } from './api-error';

const badRequest = (fieldErrors: ConstructorParameters<typeof ApiError>[0]['fieldErrors']) =>
  new ApiError({ route: 'cart.add', status: 400, fieldErrors });

test('firstErrorMessage prefers the first non_field_errors entry', () => {
  const error = badRequest({ quantity: ['Zadaná hodnota není číslo.'], non_field_errors: ['Produkt nelze přidat.', 'Druhá'] });
  expect(firstErrorMessage(error)).toBe('Produkt nelze přidat.');
});

test('firstErrorMessage otherwise takes the first value of the error object, through groups', () => {
  expect(firstErrorMessage(badRequest({ buyout_device: { imei: ['Neplatné IMEI.'] }, e_mail: ['x'] }))).toBe('Neplatné IMEI.');
  expect(firstErrorMessage(badRequest({ empty: [], code: ['Neplatný kód.'] }))).toBe('Neplatný kód.');
});

test('firstErrorMessage falls back to detail, and is null for what a user cannot use', () => {
  expect(firstErrorMessage(new ApiError({ route: 'r', status: 409, detail: 'Nacenění se změnilo.' }))).toBe('Nacenění se změnilo.');
  expect(firstErrorMessage(new ApiError({ route: 'r', status: 0, detail: 'Response of r does not match' }))).toBeNull();
  expect(firstErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
});

test('fieldErrorsAt walks nested groups and gives [] for groups and gaps', () => {
  const errors = { pickup_address: { city: ['Toto pole je povinné.'] }, e_mail: ['Neplatná e-mailová adresa.'] };
  expect(fieldErrorsAt(errors, ['pickup_address', 'city'])).toEqual(['Toto pole je povinné.']);
  expect(fieldErrorsAt(errors, ['e_mail'])).toEqual(['Neplatná e-mailová adresa.']);
  expect(fieldErrorsAt(errors, ['pickup_address'])).toEqual([]);
  expect(fieldErrorsAt(errors, ['e_mail', 'deeper'])).toEqual([]);
  expect(fieldErrorsAt(null, ['e_mail'])).toEqual([]);
});

test('an ApiError from another copy of this module is still recognised', () => {
  const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 404 });
  expect(isApiError(foreign)).toBe(true);
  expect(isClientError(foreign)).toBe(true);
  expect(isClientError(new ApiError({ route: 'r', status: 502 }))).toBe(false);
  expect(isApiError(new Error('plain'))).toBe(false);
});
