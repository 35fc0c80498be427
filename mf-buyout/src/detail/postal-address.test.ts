import { formatPostalAddress } from './postal-address';

test('a Czech address: street, optional district, postcode before the town', () => {
  expect(formatPostalAddress('CZ', { street: 'Zborovská 621/30', district: 'Motol', postcode: '150 00', city: 'Praha 5' })).toBe(
    'Zborovská 621/30, Motol, 150 00 Praha 5',
  );
  expect(formatPostalAddress('CZ', { street: 'Náměstí Svobody 1', district: '', postcode: '602 00', city: 'Brno' })).toBe('Náměstí Svobody 1, 602 00 Brno');
});

test('a Romanian address: street, postcode before the town, then the county', () => {
  expect(formatPostalAddress('RO', { street: 'Str. Lalelelor 5', district: 'Cluj', postcode: '400001', city: 'Cluj-Napoca' })).toBe(
    'Str. Lalelelor 5, 400001 Cluj-Napoca, jud. Cluj',
  );
  expect(formatPostalAddress('RO', { street: 'Calea Victoriei 10', district: 'București', postcode: '010061', city: 'București' })).toBe(
    'Calea Victoriei 10, 010061 București',
  );
});
