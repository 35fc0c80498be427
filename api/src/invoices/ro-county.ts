/** ISO 3166-2:RO codes by county name without diacritics (CIUS-RO BR-RO-100 wants the code, the checkout stores the name). */
const COUNTY_CODES: Record<string, string> = {
  alba: 'AB', arad: 'AR', arges: 'AG', bacau: 'BC', bihor: 'BH', 'bistrita-nasaud': 'BN', botosani: 'BT', brasov: 'BV', braila: 'BR', buzau: 'BZ',
  'caras-severin': 'CS', calarasi: 'CL', cluj: 'CJ', constanta: 'CT', covasna: 'CV', dambovita: 'DB', dolj: 'DJ', galati: 'GL', giurgiu: 'GR', gorj: 'GJ',
  harghita: 'HR', hunedoara: 'HD', ialomita: 'IL', iasi: 'IS', ilfov: 'IF', maramures: 'MM', mehedinti: 'MH', mures: 'MS', neamt: 'NT', olt: 'OT',
  prahova: 'PH', 'satu mare': 'SM', salaj: 'SJ', sibiu: 'SB', suceava: 'SV', teleorman: 'TR', timis: 'TM', tulcea: 'TL', vaslui: 'VS', valcea: 'VL',
  vrancea: 'VN', bucuresti: 'B',
};

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The county code and city e-Factura wants for an address as the checkout stores it (`Cluj`, `București, Sector 1`;
 * older orders `Sector 1`): a Bucharest address is county `B`
 * with its sector as the city (`SECTOR1`, BR-RO-110). An unknown name is passed on as typed, for the CIUS-RO check to flag.
 */
export function roCountyAndCity(district: string, city: string): { county: string; city: string } {
  const sector = /^(bucuresti,?\s*)?sector\s*([1-6])$/.exec(plain(district));
  if (sector) return { county: 'B', city: `SECTOR${sector[2]}` };
  return { county: COUNTY_CODES[plain(district).replace(/^jud(etul|\.)?\s*/, '')] ?? district, city };
}
