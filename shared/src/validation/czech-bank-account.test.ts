import {
  czechBankAccountSchema,
  czechBankCodeSchema,
  parseCzechBankAccount,
  splitBankCode,
} from './czech-bank-account';
import { isCzechBankCode } from './czech-bank-codes';
import { accepted, refused } from './test-support';

// 19-2000145399/0800 is the account in the IBAN registry's Czech example CZ65 0800 0000 1920 0014 5399;
// 19-123457/0100 the one in Apache Commons Validator's CZ56 0100 0000 1900 0012 3457.
test.each([
  ['19-2000145399', { prefix: '19', number: '2000145399', bankCode: null }],
  ['19-2000145399/0800', { prefix: '19', number: '2000145399', bankCode: '0800' }],
  ['000019 - 0000123457 / 0100', { prefix: '19', number: '123457', bankCode: '0100' }],
  ['2000145399', { prefix: '', number: '2000145399', bankCode: null }],
])('%s', (typed, account) => expect(parseCzechBankAccount(typed)).toEqual({ ok: true, account }));

test.each([
  ['18-2000145399', ['invalid_prefix']],
  ['19-2000145398', ['invalid_bank_account']],
  ['18-2000145398', ['invalid_prefix', 'invalid_bank_account']],
  ['0000000000', ['invalid_bank_account']], // passes mod 11 but is no account
  ['1234567-2000145399', ['invalid_bank_account']], // prefix longer than 6 digits
  ['19-1', ['invalid_bank_account']], // number shorter than 2 digits
  ['20001453990', ['invalid_bank_account']], // 11 digits
  ['CZ6508000000192000145399', ['invalid_bank_account']], // an IBAN is not asked for here
])('%s is refused with %j', (typed, kinds) => expect(parseCzechBankAccount(typed)).toEqual({ ok: false, kinds }));

test('the schema normalises, keeps a typed bank code and reports each wrong part', () => {
  expect(accepted(czechBankAccountSchema, '000019-2000145399')).toBe('19-2000145399');
  expect(accepted(czechBankAccountSchema, '19-2000145399 / 0800')).toBe('19-2000145399/0800');
  expect(refused(czechBankAccountSchema, '18-2000145398')).toEqual({ '': ['invalid_prefix', 'invalid_bank_account'] });
  expect(refused(czechBankAccountSchema, '19-2000145399/0000')).toEqual({ '': ['invalid_bank_code'] });
  expect(refused(czechBankAccountSchema, ' ')).toEqual({ '': ['required'] });
});

test('splitting the schema output', () => {
  expect(splitBankCode('19-2000145399/0800')).toEqual({ account: '19-2000145399', bankCode: '0800' });
  expect(splitBankCode('2000145399')).toEqual({ account: '2000145399', bankCode: '' });
});

test('bank codes come from the CNB list', () => {
  for (const code of ['0100', '0300', '0800', '2010', '3030', '6210']) expect(isCzechBankCode(code)).toBe(true);
  for (const code of ['0000', '9999', '100', '08000']) expect(isCzechBankCode(code)).toBe(false);
  expect(accepted(czechBankCodeSchema, ' 0800 ')).toBe('0800');
  expect(accepted(czechBankCodeSchema, '')).toBe('');
  expect(refused(czechBankCodeSchema, '0000')).toEqual({ '': ['invalid_bank_code'] });
});

test('the bank codes follow the CNB list: 4000 (Max banka) left it', () => {
  expect(isCzechBankCode('4000')).toBe(false);
  expect(isCzechBankCode('0800')).toBe(true);
  expect(refused(czechBankCodeSchema, '4000')).toEqual({ '': ['invalid_bank_code'] });
});
