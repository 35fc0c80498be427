import type { ProductDraft } from './drafts';

const DAY = 86_400_000;

/** One price a product takes, in order; the first is its price at insert. */
export interface PriceStep {
  price: number;
  since: Date;
}

/**
 * The seeded price history, so the 30-day rule shows in the shop (docs/markets.md):
 * - a product without a discount has had its price for 60 days;
 * - a real discount: the usual price from 60 days ago, cut 1-20 days ago, so the trigger crosses out the usual price;
 * - every fifth discount is a false one: cheap 45 days ago, raised 25 days ago, "discounted" back 4 days ago; the
 *   30 days before the cut contain the cheap price, so nothing may be crossed out and the draft loses its sale badge.
 */
export function priceHistoryPlan(product: ProductDraft, index: number, now: Date): PriceStep[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const usual = product.commonPrice;
  if (usual === null || usual <= product.price) return [{ price: product.price, since: ago(60) }];
  if (index % 5 === 0) {
    return [
      { price: product.price, since: ago(45) },
      { price: usual, since: ago(25) },
      { price: product.price, since: ago(4) },
    ];
  }
  return [
    { price: usual, since: ago(60) },
    { price: product.price, since: ago(1 + (index % 20)) },
  ];
}

/** Whether the plan leaves a lawful discount (what the trigger will compute), for the sale badge. */
export function planShowsDiscount(steps: readonly PriceStep[]): boolean {
  const last = steps[steps.length - 1]!;
  const windowStart = last.since.getTime() - 30 * DAY;
  const earlier = steps.slice(0, -1);
  const inWindow = earlier.filter((step, i) => step.since.getTime() >= windowStart || (earlier[i + 1]?.since.getTime() ?? last.since.getTime()) > windowStart);
  return inWindow.length > 0 && Math.min(...inWindow.map((step) => step.price)) > last.price;
}
