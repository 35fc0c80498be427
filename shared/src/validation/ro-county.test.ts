import * as v from 'valibot';
import { RO_COUNTIES, RO_DISTRICTS, districtAgreesWithPostcode, districtSchema } from './ro-county';

test('41 counties and the six sectors of București', () => {
  expect(RO_COUNTIES).toHaveLength(41);
  expect(RO_DISTRICTS).toHaveLength(47);
  expect(RO_DISTRICTS.slice(-6)).toEqual(['București, Sector 1', 'București, Sector 2', 'București, Sector 3', 'București, Sector 4', 'București, Sector 5', 'București, Sector 6']);
});

test('Romanian district: required, one of the list, cedilla and missing diacritics accepted and spelled as the list does', () => {
  const schema = districtSchema('RO', 100);
  expect(v.parse(schema, ' constanta ')).toBe('Constanța');
  expect(v.parse(schema, 'Argeş')).toBe('Argeș');
  expect(v.parse(schema, 'Sector 2')).toBe('București, Sector 2');
  expect(v.safeParse(schema, '').issues?.[0]?.message).toBe('required');
  expect(v.safeParse(schema, 'Sector 7').issues?.[0]?.message).toBe('invalid_county');
  expect(v.parse(districtSchema('CZ', 100), '')).toBe('');
});

test('a postcode names its county by its first two digits, a Bucharest one its sector', () => {
  expect(districtAgreesWithPostcode('Iași', '700259')).toBe(true);
  expect(districtAgreesWithPostcode('Timiș', '300011')).toBe(true);
  expect(districtAgreesWithPostcode('Ilfov', '077190')).toBe(true);
  expect(districtAgreesWithPostcode('Constanța', '900178')).toBe(true);
  expect(districtAgreesWithPostcode('Cluj', '700259')).toBe(false);
  expect(districtAgreesWithPostcode('Brașov', '550003')).toBe(false);
  // Every county is named by some prefix: a postcode that agrees with that county alone.
  const prefixes = Array.from({ length: 100 }, (_, prefix) => String(prefix).padStart(2, '0'));
  const named = prefixes.flatMap((prefix) => {
    const agreeing = RO_COUNTIES.filter((county) => districtAgreesWithPostcode(county, `${prefix}0000`));
    return agreeing.length === 1 ? agreeing : [];
  });
  expect(new Set(named)).toEqual(new Set(RO_COUNTIES));
});

test('a Bucharest postcode names its sector; other postcodes go with any county but no sector', () => {
  expect(districtAgreesWithPostcode('București, Sector 3', '030167')).toBe(true);
  expect(districtAgreesWithPostcode('București, Sector 2', '030167')).toBe(false);
  expect(districtAgreesWithPostcode('Ilfov', '030167')).toBe(false);
  expect(districtAgreesWithPostcode('Cluj', '400114')).toBe(true);
  expect(districtAgreesWithPostcode('București, Sector 1', '400114')).toBe(false);
});
