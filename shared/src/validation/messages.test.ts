import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { createSharedI18n } from '../i18n/create-i18n';
import { messageDescriptors, messageKinds, translateIssue } from './messages';

// Stand-in catalogs: the real ones live in shared/src/i18n; these only prove that
// translation goes by the stable ids and fills the placeholders.
function testI18n(locale: 'cs' | 'ro') {
  const i18n = setupI18n();
  i18n.load('ro', {
    'validation.required': 'Câmp obligatoriu.',
    'validation.max_length': 'Introduceți cel mult {maxlength} caractere.',
    'validation.min_value': 'Valoarea trebuie să fie cel puțin {minValue}.',
  });
  i18n.load('cs', {});
  i18n.activate(locale);
  return i18n;
}

function issueOf(schema: v.GenericSchema, input: unknown): v.BaseIssue<unknown> {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected an issue');
  return result.issues[0];
}

test('every kind has a descriptor with the id validation.<kind>', () => {
  for (const kind of messageKinds) expect(messageDescriptors[kind].id).toBe(`validation.${kind}`);
  expect(Object.keys(messageDescriptors).sort()).toEqual([...messageKinds].sort());
});

test('without a catalog entry the Czech source text is used', () => {
  const issue = issueOf(v.pipe(v.string(), v.nonEmpty('required')), '');
  expect(translateIssue(issue, testI18n('cs'))).toBe('Toto pole je povinné.');
});

test('the active language picks the catalog entry by id', () => {
  const issue = issueOf(v.pipe(v.string(), v.nonEmpty('required')), '');
  expect(translateIssue(issue, testI18n('ro'))).toBe('Câmp obligatoriu.');
});

test('length bounds come from the issue requirement', () => {
  const issue = issueOf(v.pipe(v.string(), v.maxLength(30, 'max_length')), 'x'.repeat(31));
  expect(translateIssue(issue, testI18n('cs'))).toBe('Zadejte nejvýše 30 znaků.');
  const four = issueOf(v.pipe(v.string(), v.maxLength(4, 'max_length')), 'abcde');
  expect(translateIssue(four, testI18n('cs'))).toBe('Zadejte nejvýše 4 znaky.');
  expect(translateIssue(issue, testI18n('ro'))).toBe('Introduceți cel mult 30 caractere.');
  const short = issueOf(v.pipe(v.string(), v.minLength(3, 'min_length')), 'ab');
  expect(translateIssue(short, testI18n('cs'))).toBe('Zadejte alespoň 3 znaky.');
});

test('value bounds come from the issue requirement', () => {
  const low = issueOf(v.pipe(v.number(), v.minValue(1, 'min_value')), 0);
  expect(translateIssue(low, testI18n('ro'))).toBe('Valoarea trebuie să fie cel puțin 1.');
  const high = issueOf(v.pipe(v.number(), v.maxValue(99, 'max_value')), 100);
  expect(translateIssue(high, testI18n('cs'))).toBe('Hodnota může být nejvýše 99.');
});

test('a message that is not a kind comes back unchanged', () => {
  const issue = issueOf(v.string(), 5);
  expect(translateIssue(issue, testI18n('cs'))).toBe(issue.message);
  expect(issue.message).toMatch(/Invalid type/);
});

test('the shared catalogs pick Czech and Romanian plural forms of the length bounds', () => {
  const cs = createSharedI18n('cs');
  const ro = createSharedI18n('ro');
  const tooLong = (max: number) => issueOf(v.pipe(v.string(), v.maxLength(max, 'max_length')), 'x'.repeat(max + 1));
  const tooShort = (min: number) => issueOf(v.pipe(v.string(), v.minLength(min, 'min_length')), '');
  expect(translateIssue(tooLong(1), cs)).toBe('Zadejte nejvýše 1 znak.');
  expect(translateIssue(tooLong(3), cs)).toBe('Zadejte nejvýše 3 znaky.');
  expect(translateIssue(tooLong(50), cs)).toBe('Zadejte nejvýše 50 znaků.');
  // Romanian: one (1), few (2-19 and x01-x19), other with "de" (20 and up).
  expect(translateIssue(tooLong(1), ro)).toBe('Introduceți cel mult 1 caracter.');
  expect(translateIssue(tooLong(5), ro)).toBe('Introduceți cel mult 5 caractere.');
  expect(translateIssue(tooLong(50), ro)).toBe('Introduceți cel mult 50 de caractere.');
  expect(translateIssue(tooLong(101), ro)).toBe('Introduceți cel mult 101 caractere.');
  expect(translateIssue(tooShort(20), ro)).toBe('Introduceți cel puțin 20 de caractere.');
  expect(translateIssue(tooShort(2), ro)).toBe('Introduceți cel puțin 2 caractere.');
});
