import { normalizeTitle, optionalTitleSchema } from './title';
import { accepted, refused } from './test-support';

test.each([
  ['Ing.', 'Ing.'],
  ['Ing. Bc.', 'Ing. Bc.'],
  ['MUDr.', 'MUDr.'],
  ['prof.  Ing.', 'prof. Ing.'],
  ['Mgr. et Mgr.', 'Mgr. et Mgr.'],
  ['Ing.arch.', 'Ing.arch.'],
  ['Dr. Ec.', 'Dr. Ec.'],
])('%s is a title', (typed, normalised) => expect(normalizeTitle(typed)).toBe(normalised));

test.each(['Ing', 'Ing. Bc', 'Dr.1', 'PhDr., CSc.', 'et Mgr.', 'Mgr. et', 'Mgr. a Mgr.', 'Řed.', 'Ing..', '.'])(
  '%s is not a title',
  (typed) => expect(normalizeTitle(typed)).toBeNull(),
);

test('the schema: optional, bounded, reports invalid_title', () => {
  expect(accepted(optionalTitleSchema, '')).toBe('');
  expect(accepted(optionalTitleSchema, ' Ing. ')).toBe('Ing.');
  expect(refused(optionalTitleSchema, 'Ing')).toEqual({ '': ['invalid_title'] });
  expect(refused(optionalTitleSchema, 'Ing. '.repeat(11))).toEqual({ '': ['max_length'] });
});
