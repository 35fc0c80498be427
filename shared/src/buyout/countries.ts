import type { Locale, Market } from '../contract/common';
import { DEFAULT_COUNTRY_ID } from './default-country';

/**
 * Countries of the sell-online address and nationality selects. The id is the ISO 3166-1
 * numeric code, so it means the same to every system it is passed to. The list covers the
 * EU and the countries most of both shops' customers come from.
 */
export const COUNTRIES: readonly { id: number; cs: string; ro: string }[] = [
  { id: 40, cs: 'Rakousko', ro: 'Austria' },
  { id: 56, cs: 'Belgie', ro: 'Belgia' },
  { id: 100, cs: 'Bulharsko', ro: 'Bulgaria' },
  { id: 191, cs: 'Chorvatsko', ro: 'Croația' },
  { id: 196, cs: 'Kypr', ro: 'Cipru' },
  { id: 203, cs: 'Česko', ro: 'Cehia' },
  { id: 208, cs: 'Dánsko', ro: 'Danemarca' },
  { id: 233, cs: 'Estonsko', ro: 'Estonia' },
  { id: 246, cs: 'Finsko', ro: 'Finlanda' },
  { id: 250, cs: 'Francie', ro: 'Franța' },
  { id: 276, cs: 'Německo', ro: 'Germania' },
  { id: 300, cs: 'Řecko', ro: 'Grecia' },
  { id: 348, cs: 'Maďarsko', ro: 'Ungaria' },
  { id: 372, cs: 'Irsko', ro: 'Irlanda' },
  { id: 380, cs: 'Itálie', ro: 'Italia' },
  { id: 428, cs: 'Lotyšsko', ro: 'Letonia' },
  { id: 440, cs: 'Litva', ro: 'Lituania' },
  { id: 442, cs: 'Lucembursko', ro: 'Luxemburg' },
  { id: 470, cs: 'Malta', ro: 'Malta' },
  { id: 498, cs: 'Moldavsko', ro: 'Republica Moldova' },
  { id: 528, cs: 'Nizozemsko', ro: 'Țările de Jos' },
  { id: 578, cs: 'Norsko', ro: 'Norvegia' },
  { id: 616, cs: 'Polsko', ro: 'Polonia' },
  { id: 620, cs: 'Portugalsko', ro: 'Portugalia' },
  { id: 642, cs: 'Rumunsko', ro: 'România' },
  { id: 643, cs: 'Rusko', ro: 'Rusia' },
  { id: 688, cs: 'Srbsko', ro: 'Serbia' },
  { id: 703, cs: 'Slovensko', ro: 'Slovacia' },
  { id: 704, cs: 'Vietnam', ro: 'Vietnam' },
  { id: 705, cs: 'Slovinsko', ro: 'Slovenia' },
  { id: 724, cs: 'Španělsko', ro: 'Spania' },
  { id: 752, cs: 'Švédsko', ro: 'Suedia' },
  { id: 756, cs: 'Švýcarsko', ro: 'Elveția' },
  { id: 804, cs: 'Ukrajina', ro: 'Ucraina' },
  { id: 826, cs: 'Spojené království', ro: 'Regatul Unit' },
];

export { DEFAULT_COUNTRY_ID };

export function isKnownCountry(id: number): boolean {
  return COUNTRIES.some((country) => country.id === id);
}

/** The select's options: the market's own country first, the rest alphabetically in the language. */
export function countryOptions(market: Market, locale: Locale): { value: number; label: string }[] {
  const home = DEFAULT_COUNTRY_ID[market];
  const collator = new Intl.Collator(locale);
  return [...COUNTRIES]
    .sort((a, b) => (a.id === home ? -1 : b.id === home ? 1 : collator.compare(a[locale], b[locale])))
    .map((country) => ({ value: country.id, label: country[locale] }));
}
