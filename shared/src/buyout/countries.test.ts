import { COUNTRIES, DEFAULT_COUNTRY_ID, countryOptions, isKnownCountry } from './countries';

test('each market starts with its own country, the rest sorted in the language', () => {
  const czech = countryOptions('CZ', 'cs');
  expect(czech[0]).toEqual({ value: 203, label: 'Česko' });
  const labels = czech.slice(1).map((option) => option.label);
  expect(labels).toEqual([...labels].sort(new Intl.Collator('cs').compare));
  // Czech collation puts Ch after H.
  expect(labels.indexOf('Chorvatsko')).toBeGreaterThan(labels.indexOf('Francie'));
  expect(countryOptions('RO', 'ro')[0]).toEqual({ value: 642, label: 'România' });
  expect(countryOptions('RO', 'cs')[0]).toEqual({ value: 642, label: 'Rumunsko' });
});

test('ids are unique ISO numeric codes and the defaults are among them', () => {
  expect(new Set(COUNTRIES.map((country) => country.id)).size).toBe(COUNTRIES.length);
  expect(isKnownCountry(DEFAULT_COUNTRY_ID.CZ)).toBe(true);
  expect(isKnownCountry(DEFAULT_COUNTRY_ID.RO)).toBe(true);
  expect(isKnownCountry(999)).toBe(false);
});
