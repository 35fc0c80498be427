import { gt } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { masterProducts } from '../../schema/catalogue';
import { productReviews } from '../../schema/reviews';
import { bulkInsert } from '../bulk-insert';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';

/** At most this many reviews per model: enough for the page's list and paging, few enough for a quick seed. */
const REVIEWS_PER_MODEL_MAX = 6;

const AUTHORS: Record<Market, readonly string[]> = {
  CZ: ['Jana Nováková', 'Petr Svoboda', 'Lucie Dvořáková', 'Tomáš Černý', 'Eva Procházková', 'Martin Kučera'],
  RO: ['Andreea Popescu', 'Mihai Ionescu', 'Elena Dumitru', 'Alexandru Stan', 'Ioana Georgescu', 'Radu Constantin'],
};

const WORDS: Record<Market, { pros: readonly string[]; cons: readonly string[]; text: readonly string[] }> = {
  CZ: {
    pros: ['Výdrž baterie', 'Rychlé doručení', 'Kvalitní displej', 'Dobrý poměr ceny a výkonu'],
    cons: ['Cena', 'Bez nabíječky v balení', 'Klouže v ruce', ''],
    text: ['Jsem spokojený, doporučuji.', 'Funguje bez problémů.', 'Splnil očekávání.', 'Drobné výhrady, jinak dobrý.'],
  },
  RO: {
    pros: ['Autonomie bună', 'Livrare rapidă', 'Ecran de calitate', 'Raport calitate-preț bun'],
    cons: ['Prețul', 'Fără încărcător în cutie', 'Alunecă în mână', ''],
    text: ['Sunt mulțumit, recomand.', 'Funcționează fără probleme.', 'Și-a îndeplinit așteptările.', 'Mici obiecții, altfel bun.'],
  },
};

/** Ratings of `count` reviews whose average rounds to `average`: the whole total spread as evenly as 1..5 allows. */
export function ratingsAveraging(average: number, count: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(average * count)));
  return Array.from({ length: count }, (_, index) => Math.floor(total / count) + (index < total % count ? 1 : 0));
}

/**
 * The catalogue seed drafts a rating per model; this turns it into approved reviews (imported: no
 * order behind them, so no "verified purchase" badge), and the migration's trigger then computes
 * the models' real aggregates from them.
 */
export const seedReviews: SeedStep = {
  name: 'reviews',
  async run(tx) {
    const rated = await tx
      .select({ id: masterProducts.id, market: masterProducts.market, seoName: masterProducts.seoName, average: masterProducts.ratingAverage, count: masterProducts.ratingCount })
      .from(masterProducts)
      .where(gt(masterProducts.ratingCount, 0))
      .orderBy(masterProducts.id);
    const rows = rated.flatMap((master) => {
      const random = seededRandom(hashText(`review/${master.market}/${master.seoName}`));
      const count = Math.min(REVIEWS_PER_MODEL_MAX, master.count);
      const words = WORDS[master.market];
      return ratingsAveraging(master.average ?? 4, count).map((rating, index) => {
        const author = AUTHORS[master.market][(index + Math.floor(random() * 6)) % 6]!;
        const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
        const createdAt = new Date(Date.now() - Math.floor(random() * 365) * 86_400_000);
        return {
          market: master.market,
          masterProductId: master.id,
          rating,
          pros: pick(words.pros),
          cons: pick(words.cons),
          text: pick(words.text),
          fullName: author,
          email: `review-${master.id}-${index}@example.invalid`,
          status: 'approved' as const,
          decidedAt: createdAt,
          createdAt,
        };
      });
    });
    // The drafted figures go: from here on every aggregate is the trigger's, computed from the reviews.
    await tx.update(masterProducts).set({ ratingAverage: null, ratingCount: 0 });
    await bulkInsert(tx, productReviews, rows);
  },
};
