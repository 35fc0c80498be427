import type { Market } from '@shop/shared/contract/common';
import type { Quality } from '@shop/shared/buyout/quality';
import { buyoutBonuses, discountCodes, pickupPoints } from '../../schema/cart';
import { searchText } from '../../../delivery/search-text';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';
import { storeSites } from '../stores/store-sites';

const CARRIERS: Record<Market, string[]> = { CZ: ['zasilkovna', 'ppl'], RO: ['sameday', 'fan'] };
const POINT_KINDS: Record<Market, string[]> = {
  CZ: ['Trafika', 'Potraviny', 'Drogerie', 'Papírnictví', 'Box', 'Čerpací stanice', 'Květiny'],
  RO: ['Easybox', 'Chioșc', 'Farmacie', 'Benzinărie', 'Papetărie', 'Magazin'],
};
const STREETS: Record<Market, string[]> = {
  CZ: ['Hlavní', 'Nádražní', 'Školní', 'Komenského', 'Palackého', 'Husova', 'Masarykova', 'Zahradní', 'Polní', 'Krátká'],
  RO: ['Strada Mihai Eminescu', 'Strada Florilor', 'Bulevardul Unirii', 'Strada Libertății', 'Calea Victoriei', 'Strada Mare'],
};
const HOURS: Record<Market, string[]> = { CZ: ['Po–Pá 8:00–20:00', 'Po–Ne 0:00–24:00', 'Po–So 9:00–18:00'], RO: ['Lun–Vin 8:00–20:00', 'Lun–Dum 0:00–24:00'] };
/** Points per store city: hundreds per market, spread around the shops' towns. */
const POINTS_PER_SITE = 24;

function pointsOf(market: Market) {
  return storeSites[market].flatMap((site, siteIndex) => {
    const random = seededRandom(hashText(`pickup ${market} ${site.city} ${site.street}`));
    return Array.from({ length: POINTS_PER_SITE }, (_, index) => {
      const carrier = CARRIERS[market][index % CARRIERS[market].length]!;
      const kind = POINT_KINDS[market][Math.floor(random() * POINT_KINDS[market].length)]!;
      const street = `${STREETS[market][Math.floor(random() * STREETS[market].length)]!} ${1 + Math.floor(random() * 150)}`;
      const name = `${kind} ${site.city}, ${street}`;
      return {
        market,
        carrier,
        code: `${carrier.toUpperCase()}-${market}-${siteIndex * POINTS_PER_SITE + index + 1}`,
        name,
        street,
        city: site.city,
        postcode: site.postcode,
        latitude: site.latitude + (random() - 0.5) * 0.08,
        longitude: site.longitude + (random() - 0.5) * 0.12,
        openingHours: HOURS[market][Math.floor(random() * HOURS[market].length)]!,
        // About one point in twelve is full for now.
        congested: random() < 1 / 12,
        searchText: searchText(`${name} ${site.city} ${site.postcode}`),
      };
    });
  });
}

const YEAR_MS = 365 * 86_400_000;

function codesOf(market: Market) {
  const from = new Date('2026-01-01T00:00:00Z');
  const to = new Date(from.getTime() + 2 * YEAR_MS);
  const base = { market, validFrom: from, validTo: to };
  return market === 'CZ'
    ? [
        { ...base, code: 'VANOCE2026', percent: 10, maxUsesPerCustomer: 1, minimumOrder: 1000 },
        { ...base, code: 'SLEVA500KC', amount: 500, minimumOrder: 5000, stackable: true },
        { ...base, code: 'JEDNOU0001', percent: 5, maxUses: 1 },
        { ...base, code: 'PROSLE2025', percent: 15, validFrom: new Date('2025-01-01T00:00:00Z'), validTo: new Date('2025-12-31T23:59:59Z') },
        { ...base, code: 'STUDENTISC', percent: 5, studentCard: true },
      ]
    : [
        { ...base, code: 'CRACIUN026', percent: 10, maxUsesPerCustomer: 1, minimumOrder: 200 },
        { ...base, code: 'REDUCERE50', amount: 50, minimumOrder: 1000, stackable: true },
        { ...base, code: 'ODATA00001', percent: 5, maxUses: 1 },
        { ...base, code: 'EXPIRAT025', percent: 15, validFrom: new Date('2025-01-01T00:00:00Z'), validTo: new Date('2025-12-31T23:59:59Z') },
        { ...base, code: 'STUDENTISC', percent: 5, studentCard: true },
      ];
}

/** "Up to N %": the best grade gets the most. */
const BONUS_BY_QUALITY: Record<Quality, number> = { 'A+': 10, A: 8, B: 6, C: 4, D: 2 };

export const seedCart: SeedStep = {
  name: 'cart',
  async run(tx) {
    for (const market of ['CZ', 'RO'] as const) {
      await tx.insert(pickupPoints).values(pointsOf(market));
      await tx.insert(discountCodes).values(codesOf(market));
      await tx.insert(buyoutBonuses).values(Object.entries(BONUS_BY_QUALITY).map(([quality, percent]) => ({ market, quality: quality as Quality, percent })));
    }
  },
};
