import {
  dateSchema,
  formatIsoDateAsDisplay,
  notPastDateSchema,
  parseIsoDate,
  parseLocaleDate,
} from './locale-date';
import { accepted, refused, testToday } from './test-support';

const today = testToday();

test.each([
  ['1.2.2024', '2024-02-01'], // cs short
  ['01.02.24', '2024-02-01'], // two-digit year: this century
  ['1. 2. 2024', '2024-02-01'], // cs with spaces, as Czech typography writes it
  ['01.02.2024', '2024-02-01'], // ro
  ['01/02/2024', '2024-02-01'], // ro
  ['29.02.2024', '2024-02-29'],
  ['31.12.99', '2099-12-31'], // the century of today, not a guess
  [' 5.11.1989 ', '1989-11-05'],
])('%s', (typed, iso) => expect(parseLocaleDate(typed, { today })).toBe(iso));

test.each([
  '29.02.2023', // not a leap year
  '31.04.2024',
  '0.1.2024',
  '32.01.2024',
  '13.13.2024',
  '01.00.2024',
  '01.02/2024', // separators mixed
  '01.02.202', // three-digit year
  '2024-02-01', // ISO is not a locale date
  '1.2.',
  'zítra',
])('%s is refused', (typed) => expect(parseLocaleDate(typed, { today })).toBeNull());

test('two-digit years follow the century of today', () => {
  expect(parseLocaleDate('1.1.24', { today: new Date(2101, 0, 1) })).toBe('2124-01-01');
});

test('ISO dates', () => {
  expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
  expect(parseIsoDate('2023-02-29')).toBeNull();
  expect(parseIsoDate('2024-2-1')).toBeNull();
});

test('display format DD.MM.YYYY', () => {
  expect(formatIsoDateAsDisplay('2024-02-01')).toBe('01.02.2024');
  expect(formatIsoDateAsDisplay('1. 2. 2024')).toBe('1. 2. 2024');
});

test('the date schema takes ISO or a locale date and outputs ISO', () => {
  const schema = dateSchema({ today: testToday });
  expect(accepted(schema, '2024-02-01')).toBe('2024-02-01');
  expect(accepted(schema, '1. 2. 2024')).toBe('2024-02-01');
  expect(refused(schema, '31.2.2024')).toEqual({ '': ['invalid_date'] });
  expect(refused(schema, '')).toEqual({ '': ['required'] });
});

test('a validity date may be today or later, not earlier', () => {
  const schema = notPastDateSchema({ today: testToday });
  expect(accepted(schema, '15.6.2025')).toBe('2025-06-15');
  expect(accepted(schema, '2035-01-01')).toBe('2035-01-01');
  expect(refused(schema, '14.6.2025')).toEqual({ '': ['date_in_past'] });
  expect(refused(schema, '14.13.2025')).toEqual({ '': ['invalid_date'] });
});

test('today is asked for at validation time', () => {
  let now = new Date(2025, 0, 1);
  const schema = notPastDateSchema({ today: () => now });
  expect(accepted(schema, '2025-03-01')).toBe('2025-03-01');
  now = new Date(2025, 3, 1);
  expect(refused(schema, '2025-03-01')).toEqual({ '': ['date_in_past'] });
});
