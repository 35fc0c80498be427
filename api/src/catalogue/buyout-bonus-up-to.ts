import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { buyoutBonuses } from '../db/schema/cart';

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
 * A row's percent for a device whose type allows `cap` %: a row that names the type device is the staff's bonus for
 * exactly that type and counts as set (issue #33: a 15 % row for Apple phones stayed at the type's old 10 %); a row
 * for any type keeps the type's cap, so one generic row still gives watches and tablets their smaller bonus.
 */
export function rowPercent(rule: BonusRule, cap: number): number {
  return rule.typeDeviceId === null ? Math.min(rule.percent, cap) : rule.percent;
}

/**
 * "Buyout bonus up to N %" (AT-B4): the best bonus any grade earns towards this device, exactly as the cart grants it
 * (`bestBonusRow`, `rowPercent`). Null: no row applies.
 */
export function bonusUpTo(rules: readonly BonusRule[], manufacturerId: number, typeDeviceId: number, cap: number): number | null {
  const qualities = new Set(rules.map((rule) => rule.quality));
  const percents = [...qualities].map((quality) => {
    const best = bestBonusRow(rules, manufacturerId, typeDeviceId, quality);
    return best ? rowPercent(best, cap) : 0;
  });
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
