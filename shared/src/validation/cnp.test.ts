import { cnpSchema, normalizeCnp } from './cnp';
import { accepted, refused, testToday } from './test-support';

const today = testToday();

// 1630615123457 and the refused 0800101221142, 1632215123457, 1630615123458 are python-stdnum's examples;
// the others are built by the rules with the key 279146358279.
test.each([
  '1630615123457', // man, 1963, Cluj
  '2960229120053', // woman, 29 February 1996
  '6050312400125', // woman, 2005, Bucharest
  '1800101471238', // man, 1980, Bucharest's former sector 7
  '9890101700050', // foreigner, JJ 70
  '7000229123457', // resident, 29 February 2000 (the only reading of 00-02-29)
])('%s is a CNP', (cnp) => expect(normalizeCnp(cnp, { today })).toBe(cnp));

test.each([
  ['0800101221142', 'first digit 0'],
  ['1632215123457', 'month 22'],
  ['1630615123458', 'wrong check digit'],
  ['1800101491232', 'county 49 (check digit right)'],
  ['1630615120005', 'serial 000 (check digit right)'],
  ['5991231123459', 'born in 2099, after today'],
  ['163061512345', '12 digits'],
])('%s is refused (%s)', (cnp) => expect(normalizeCnp(cnp, { today })).toBeNull());

test('the schema reports invalid_cnp', () => {
  const schema = cnpSchema({ today: testToday });
  expect(accepted(schema, ' 1630615123457 ')).toBe('1630615123457');
  expect(refused(schema, '1630615123458')).toEqual({ '': ['invalid_cnp'] });
});
