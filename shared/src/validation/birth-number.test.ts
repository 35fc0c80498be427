import { birthNumberSchema, parseBirthNumber } from './birth-number';
import { accepted, refused, testToday } from './test-support';

const today = testToday();

// 710319/2745 and the refused 7103192746, 1103492745, 590312/123 are python-stdnum's examples;
// the others are built by the rules (checked by hand below).
test.each([
  ['710319/2745', '7103192745', '1971-03-19', 'male'],
  ['531231123', '531231123', '1953-12-31', 'male'],
  ['535101/123', '535101123', '1953-01-01', 'female'],
  ['715319/0000', '7153190000', '1971-03-19', 'female'],
  ['545101/0004', '5451010004', '1954-01-01', 'female'],
  ['0822290007', '0822290007', '2008-02-29', 'male'], // +20: serials of the day ran out (since 2004)
  ['047725 / 0004', '0477250004', '2004-07-25', 'female'], // +70
  ['780123/0020', '7801230020', '1978-01-23', 'male'], // remainder 10 written as 0, allowed before 1985
])('%s', (typed, number, birthDate, gender) =>
  expect(parseBirthNumber(typed, { today })).toEqual({ number, birthDate, gender }),
);

test.each([
  ['7103192746', 'wrong check digit'],
  ['1103492745', 'month 34'],
  ['590312/123', '9 digits after 1953'],
  ['991231123', '9 digits for 1899: no living customer'],
  ['9001010030', 'remainder-10 exception after 1984'],
  ['0822310005', '31 February'],
  ['0322150004', '+20 before 2004'],
  ['535101/0005', 'born in 2053, after today'],
  ['71031/92745', 'slash in the wrong place'],
  ['710319-2745', 'dash'],
  ['71031927', 'too short'],
])('%s is refused (%s)', (typed) => expect(parseBirthNumber(typed, { today })).toBeNull());

test('without today a future birth date is not checked', () => {
  expect(parseBirthNumber('5351010005')?.birthDate).toBe('2053-01-01');
});

test('the schema outputs digits and reports invalid_birth_number', () => {
  const schema = birthNumberSchema({ today: testToday });
  expect(accepted(schema, ' 710319/2745 ')).toBe('7103192745');
  expect(refused(schema, '710319/2746')).toEqual({ '': ['invalid_birth_number'] });
  expect(refused(schema, '')).toEqual({ '': ['required'] });
});

test('the examples built above follow the rules', () => {
  expect(7153190000 % 11).toBe(0);
  expect(822290007 % 11).toBe(0);
  expect(780123002 % 11).toBe(10);
});
