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
 * "Buyout bonus up to N %" (AT-B4): the best bonus any grade earns towards this device, as the cart would
 * grant it: per grade the most specific staff row (manufacturer and type over either over none), the type
 * device's percent capping it (api/src/cart/cart-pricing.ts `bonusPercent`). Null: no row applies.
 */
export function bonusUpTo(rules: readonly BonusRule[], manufacturerId: number, typeDeviceId: number, cap: number): number | null {
  const specificity = (rule: BonusRule) => Number(rule.manufacturerId !== null) + Number(rule.typeDeviceId !== null);
  const bestByQuality = new Map<string, BonusRule>();
  for (const rule of rules) {
    if (rule.manufacturerId !== null && rule.manufacturerId !== manufacturerId) continue;
    if (rule.typeDeviceId !== null && rule.typeDeviceId !== typeDeviceId) continue;
    const current = bestByQuality.get(rule.quality);
    if (!current || specificity(rule) > specificity(current)) bestByQuality.set(rule.quality, rule);
  }
  const percents = [...bestByQuality.values()].map((rule) => Math.min(rule.percent, cap));
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
