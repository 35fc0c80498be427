import type { SellerIdentity } from './seller-identity';

// Kept apart from the schema: the footer on every page's first screen shows the seller and must not pull in the
// validators' phone metadata.

/**
 * The seat on one line: `Vodičkova 699/30, 110 00 Praha 1`, with the county in RO (`…, 400114 Cluj-Napoca, Cluj`); a
 * Bucharest sector already names the city, so it takes the city's place (`…, 010011 București, Sector 1`).
 */
export function sellerSeat(identity: SellerIdentity): string {
  const sectorOfCity = identity.county.startsWith(`${identity.city}, `);
  const place = `${identity.postcode} ${sectorOfCity ? identity.county : identity.city}`.trim();
  return [identity.street, place, sectorOfCity ? '' : identity.county].filter(Boolean).join(', ');
}

/** The stored E.164 number as the market reads it: `+420 225 555 100`, `+40 21 555 0100` (Bucharest), `+40 721 234 567`. */
export function sellerPhone(e164: string): string {
  const czech = /^\+420(\d{3})(\d{3})(\d{3})$/.exec(e164);
  if (czech) return `+420 ${czech.slice(1).join(' ')}`;
  const bucharest = /^\+40([23]1)(\d{3})(\d{4})$/.exec(e164);
  if (bucharest) return `+40 ${bucharest.slice(1).join(' ')}`;
  const romanian = /^\+40(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return romanian ? `+40 ${romanian.slice(1).join(' ')}` : e164;
}
