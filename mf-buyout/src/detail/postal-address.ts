import type { Market } from '@shop/shared/contract/common';

export interface PostalAddressParts {
  street: string;
  city: string;
  postcode: string;
  /** Czech `část obce` (optional), Romanian `județ`. */
  district: string;
}

/**
 * One line in the order each market's post writes it (MARKETS.md section 6):
 * CZ `Zborovská 621/30, Motol, 150 00 Praha 5`; RO `Str. Lalelelor 5, 400001 Cluj-Napoca, jud. Cluj`.
 * București is no county, so it stands without `jud.`.
 */
export function formatPostalAddress(market: Market, { street, city, postcode, district }: PostalAddressParts): string {
  const town = [postcode, city].filter(Boolean).join(' ');
  if (market === 'CZ') return [street, district, town].filter(Boolean).join(', ');
  const county = district && !/^bucure[șş]ti/i.test(district) ? `jud. ${district}` : district;
  return [street, town, county !== city ? county : ''].filter(Boolean).join(', ');
}
