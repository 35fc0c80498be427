import { normalizeImei, optionalImeiSchema, passesLuhn } from './imei';
import { accepted, refused } from './test-support';

// 490154203237518: the example of the Wikipedia article on IMEI; 35-209900-176148-1: python-stdnum's.
test.each([
  ['490154203237518', '490154203237518'],
  ['35-209900-176148-1', '352099001761481'],
  ['35 209900 176148 1', '352099001761481'],
])('%s is an IMEI', (typed, digits) => expect(normalizeImei(typed)).toBe(digits));

test.each([
  '490154203237519', // wrong check digit
  '49015420323751', // 14 digits, no check digit
  '3568680000414120', // a 16-digit IMEISV
  '49015420323751A',
])('%s is not an IMEI', (typed) => expect(normalizeImei(typed)).toBeNull());

test('Luhn', () => {
  expect(passesLuhn('79927398713')).toBe(true);
  expect(passesLuhn('79927398710')).toBe(false);
});

test('the optional schema allows blank and reports invalid_imei', () => {
  expect(accepted(optionalImeiSchema, '')).toBe('');
  expect(accepted(optionalImeiSchema, ' 35-209900-176148-1 ')).toBe('352099001761481');
  expect(refused(optionalImeiSchema, '352099001761482')).toEqual({ '': ['invalid_imei'] });
});
