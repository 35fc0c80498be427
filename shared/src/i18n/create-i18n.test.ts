import { createI18n, createSharedI18n, sharedCatalogs } from './create-i18n';

test('the shared catalog translates validation messages by their stable ids', () => {
  expect(createSharedI18n('cs')._('validation.required')).toBe('Toto pole je povinné.');
  expect(createSharedI18n('ro')._('validation.required')).toBe('Acest câmp este obligatoriu.');
  expect(createSharedI18n('ro')._('validation.max_length', { maxlength: 5 })).toBe('Introduceți cel mult 5 caractere.');
});

test('both shared catalogs hold the same ids', () => {
  expect(Object.keys(sharedCatalogs.ro).sort()).toEqual(Object.keys(sharedCatalogs.cs).sort());
  expect(Object.keys(sharedCatalogs.cs).length).toBeGreaterThan(0);
});

test("a widget's catalog is merged with the shared one and wins on a clash", () => {
  const i18n = createI18n('ro', {
    cs: { 'buyout.title': 'Výkup' },
    ro: { 'buyout.title': 'Răscumpărare', 'validation.required': 'Obligatoriu.' },
  });
  expect(i18n._('buyout.title')).toBe('Răscumpărare');
  expect(i18n._('validation.invalid_imei')).toBe('IMEI invalid.');
  expect(i18n._('validation.required')).toBe('Obligatoriu.');
  i18n.activate('cs');
  expect(i18n._('buyout.title')).toBe('Výkup');
});
