import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { buyoutBonuses } from '../../db/schema/cart';

export interface BonusRule {
  manufacturerId: number | null;
  typeDeviceId: number | null;
  quality: string;
  percent: number;
}

/**
 * The staff row that sets a grade's bonus towards a device: the most specific (manufacturer and type over either over
 * none); of equally specific rows the newest, so a bonus staff add replaces the one it follows. `rules` in id order
 * (`validBonusRules`). The cart and the product page both ask this, so they cannot disagree.
 */
export function bestBonusRow<T extends BonusRule>(rules: readonly T[], manufacturerId: number, typeDeviceId: number, quality: string): T | undefined {
  const specificity = (rule: BonusRule) => Number(rule.manufacturerId !== null) + Number(rule.typeDeviceId !== null);
  let best: T | undefined;
  for (const rule of rules) {
    if (rule.quality !== quality) continue;
    if (rule.manufacturerId !== null && rule.manufacturerId !== manufacturerId) continue;
    if (rule.typeDeviceId !== null && rule.typeDeviceId !== typeDeviceId) continue;
    if (!best || specificity(rule) >= specificity(best)) best = rule;
  }
  return best;
}

/**
 * "Buyout bonus up to N %" (AT-B4): the best bonus any grade earns towards this device, exactly as the cart grants it
 * (`bestBonusRow`). The bonus table is the only source: the type device's `buyout_bonus_percent` only says whether its
 * devices take a bonus at all (issue #33: capping by it kept pages at the old 10 % after staff set 15 %). Null: none.
 */
export function bonusUpTo(rules: readonly BonusRule[], manufacturerId: number, typeDeviceId: number): number | null {
  const qualities = new Set(rules.map((rule) => rule.quality));
  const percents = [...qualities].map((quality) => bestBonusRow(rules, manufacturerId, typeDeviceId, quality)?.percent ?? 0);
  const best = Math.max(0, ...percents);
  return best > 0 ? best : null;
}

/** The market's bonus rows valid now. */
export async function validBonusRules(db: Db, market: Market, now: Date = new Date()): Promise<BonusRule[]> {
  return db
    .select({ manufacturerId: buyoutBonuses.manufacturerId, typeDeviceId: buyoutBonuses.typeDeviceId, quality: buyoutBonuses.quality, percent: buyoutBonuses.percent })
    .from(buyoutBonuses)
    .where(
      and(
        eq(buyoutBonuses.market, market),
        or(isNull(buyoutBonuses.validFrom), lte(buyoutBonuses.validFrom, now)),
        or(isNull(buyoutBonuses.validTo), gte(buyoutBonuses.validTo, now)),
      ),
    )
    .orderBy(buyoutBonuses.id);
}
