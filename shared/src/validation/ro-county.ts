import * as v from 'valibot';
import type { Market } from '../contract/common';
import { firstIssueOnly, optionalBoundedText, requiredText } from './field';

/** The 41 counties (județe) in the names the post and the couriers print (MARKETS.md §6). */
export const RO_COUNTIES = [
  'Alba', 'Arad', 'Argeș', 'Bacău', 'Bihor', 'Bistrița-Năsăud', 'Botoșani', 'Brăila', 'Brașov', 'Buzău', 'Călărași',
  'Caraș-Severin', 'Cluj', 'Constanța', 'Covasna', 'Dâmbovița', 'Dolj', 'Galați', 'Giurgiu', 'Gorj', 'Harghita',
  'Hunedoara', 'Ialomița', 'Iași', 'Ilfov', 'Maramureș', 'Mehedinți', 'Mureș', 'Neamț', 'Olt', 'Prahova', 'Sălaj',
  'Satu Mare', 'Sibiu', 'Suceava', 'Teleorman', 'Timiș', 'Tulcea', 'Vâlcea', 'Vaslui', 'Vrancea',
] as const;

/** București is no county: its address names the sector, 1 to 6. */
export const BUCHAREST_SECTORS = [1, 2, 3, 4, 5, 6].map((sector) => `București, Sector ${sector}`);

/** Every value the `district` select of a Romanian address offers. */
export const RO_DISTRICTS: readonly string[] = [...RO_COUNTIES, ...BUCHAREST_SECTORS];

/** Compared without diacritics, case or extra spaces: old data writes ş/ţ with a cedilla, some keyboards none at all. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The list's spelling (comma-below ș and ț) of a county or sector, or null when it is none of them. */
export function normalizeRoDistrict(text: string): string | null {
  const wanted = plain(text);
  // Bucharest addresses are often written with the sector alone.
  const sector = /^sector ([1-6])$/.exec(wanted)?.[1];
  if (sector) return `București, Sector ${sector}`;
  return RO_DISTRICTS.find((district) => plain(district) === wanted) ?? null;
}

/**
 * The county of a Romanian postcode: its first two digits (Poșta Română's scheme since 2003; 01 to 06 are the
 * sectors of București, below).
 */
const COUNTY_OF_POSTCODE_PREFIX: Readonly<Record<string, (typeof RO_COUNTIES)[number]>> = {
  '07': 'Ilfov', '08': 'Giurgiu', '10': 'Prahova', '11': 'Argeș', '12': 'Buzău', '13': 'Dâmbovița', '14': 'Teleorman',
  '20': 'Dolj', '21': 'Gorj', '22': 'Mehedinți', '23': 'Olt', '24': 'Vâlcea', '30': 'Timiș', '31': 'Arad',
  '32': 'Caraș-Severin', '33': 'Hunedoara', '40': 'Cluj', '41': 'Bihor', '42': 'Bistrița-Năsăud', '43': 'Maramureș',
  '44': 'Satu Mare', '45': 'Sălaj', '50': 'Brașov', '51': 'Alba', '52': 'Covasna', '53': 'Harghita', '54': 'Mureș',
  '55': 'Sibiu', '60': 'Bacău', '61': 'Neamț', '62': 'Vrancea', '70': 'Iași', '71': 'Botoșani', '72': 'Suceava',
  '73': 'Vaslui', '80': 'Galați', '81': 'Brăila', '82': 'Tulcea', '90': 'Constanța', '91': 'Călărași', '92': 'Ialomița',
};

/**
 * A six-digit postcode says its county in its first two digits, and a Bucharest one its sector in the second (0S....);
 * a district that disagrees is a typo the courier would not deliver. A postcode of no known prefix goes with any county
 * but no sector; one that is not six digits is left to the postcode's own rule.
 */
export function districtAgreesWithPostcode(district: string, postcode: string): boolean {
  if (!/^\d{6}$/.test(postcode)) return true;
  const sector = /^0([1-6])/.exec(postcode)?.[1];
  if (sector) return district === `București, Sector ${sector}`;
  const county = COUNTY_OF_POSTCODE_PREFIX[postcode.slice(0, 2)];
  if (county === undefined) return !BUCHAREST_SECTORS.includes(district);
  return district === county;
}

/** `district`: in RO one of the counties or Bucharest sectors, required; in CZ optional free text (okres). */
export function districtSchema(market: Market, maxLength: number) {
  if (market === 'CZ') return optionalBoundedText(maxLength);
  return firstIssueOnly(
    v.pipe(
      requiredText,
      v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
        const district = normalizeRoDistrict(dataset.value);
        if (district !== null) return district;
        addIssue({ message: 'invalid_county' });
        return NEVER;
      }),
    ),
  );
}

/**
 * The check of an address object that its Romanian district agrees with its postcode, reported at `district` once the
 * rest of the object is valid. Czech addresses pass (their district is free text).
 */
export function districtMatchesPostcode<TInput extends { district: string; postcode: string }>(market: Market) {
  return v.forward<TInput, v.CheckIssue<TInput>, ['district']>(
    v.check<TInput, 'county_postcode_mismatch'>((input) => market === 'CZ' || districtAgreesWithPostcode(input.district, input.postcode), 'county_postcode_mismatch'),
    // valibot cannot check a path into a generic object type; `district` is in TInput by its constraint.
    ['district'] as never,
  );
}
