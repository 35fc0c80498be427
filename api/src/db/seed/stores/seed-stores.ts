import type { Market } from '@shop/shared/contract/common';
import { stores } from '../../schema/stores';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';
import { slugify } from '../slugify';
import { cityAreaCodes, storeSites, type StoreSite } from './store-sites';

const openingHours: Record<Market, string[]> = {
  CZ: ['Po–Pá 9:00–19:00, So 9:00–13:00', 'Po–Ne 9:00–21:00', 'Po–Pá 8:00–18:00'],
  RO: ['Lun–Vin 9:00–19:00, Sâm 10:00–14:00', 'Lun–Dum 10:00–22:00', 'Lun–Vin 8:00–18:00'],
};

function digits(random: () => number, count: number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

/**
 * The city's own fixed-line area (Brno 54x, Arad 257, Cluj 264 ...): a Czech number has 9 digits
 * after +420, a Romanian one 9 after +40 (Bucharest's area is 21, the others three digits).
 */
function phoneNumber(market: Market, site: StoreSite, random: () => number): string {
  const area = cityAreaCodes[market][site.city];
  if (!area) throw new Error(`no area code for ${site.city}`);
  if (market === 'CZ') {
    const local = `${area}${digits(random, 9 - area.length)}`;
    return `+420 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  }
  return area.length === 2 ? `+40 ${area} ${digits(random, 3)} ${digits(random, 4)}` : `+40 ${area} ${digits(random, 3)} ${digits(random, 3)}`;
}

function storeValues(market: Market, site: StoreSite, sitesInCity: number) {
  const random = seededRandom(hashText(`${site.city} ${site.street}`));
  const hours = openingHours[market];
  // Most shops buy devices; about two thirds also take repairs.
  const isService = random() < 0.7;
  return {
    market,
    name: sitesInCity > 1 ? `${site.city} – ${site.street}` : site.city,
    seoName: slugify(`${site.city} ${site.street}`),
    street: `${site.street} ${1 + Math.floor(random() * 120)}`,
    city: site.city,
    postcode: site.postcode,
    phone: phoneNumber(market, site, random),
    openingHours: hours[Math.floor(random() * hours.length)]!,
    isService,
    isBuyout: !isService || random() < 0.85,
    latitude: site.latitude,
    longitude: site.longitude,
  };
}

export const seedStores: SeedStep = {
  name: 'stores',
  async run(tx) {
    for (const market of ['CZ', 'RO'] as const) {
      const sites = storeSites[market];
      const perCity = (city: string) => sites.filter((site) => site.city === city).length;
      await tx.insert(stores).values(sites.map((site) => storeValues(market, site, perCity(site.city))));
    }
  },
};
