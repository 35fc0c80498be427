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
 * A Bucharest postcode says its sector in the second digit (0S....); a sector address with another
 * postcode, or a Bucharest postcode with another county, is a typo the courier would not deliver.
 */
export function districtAgreesWithPostcode(district: string, postcode: string): boolean {
  const sector = /^0([1-6])\d{4}$/.exec(postcode)?.[1];
  const chosenSector = /Sector ([1-6])$/.exec(district)?.[1];
  if (sector) return chosenSector === sector;
  return chosenSector === undefined || !/^\d{6}$/.test(postcode);
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
