import { and, asc, eq } from 'drizzle-orm';
import type { Appraisal, DeviceCondition } from '@shop/shared/contract/buyout';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import {
  buyoutAppraisalResults,
  buyoutAppraisals,
  buyoutConditionChoices,
  buyoutConditions,
  buyoutPriceCorrections,
  type AppraisalSnapshot,
} from '../db/schema/buyout';
import { QUALITY_IGNORED_CONDITION_TYPES } from '@shop/shared/buyout/pricing';

/** One model's appraisal in one market as stored, before it is put in a language. */
export interface StoredAppraisal {
  id: number;
  version: string;
  minimalBuyoutPrice: number;
  results: (typeof buyoutAppraisalResults.$inferSelect)[];
  conditions: (typeof buyoutConditions.$inferSelect & { choices: (typeof buyoutConditionChoices.$inferSelect)[] })[];
  corrections: Map<number, number>;
}

/** Null when the model has no appraisal in the market (the shop does not buy it there). */
export async function loadAppraisal(db: Db, market: Market, modelId: number): Promise<StoredAppraisal | null> {
  const [appraisal] = await db
    .select()
    .from(buyoutAppraisals)
    .where(and(eq(buyoutAppraisals.modelId, modelId), eq(buyoutAppraisals.market, market)));
  if (!appraisal) return null;
  const [results, conditions, choices, corrections] = await Promise.all([
    db.select().from(buyoutAppraisalResults).where(eq(buyoutAppraisalResults.appraisalId, appraisal.id)).orderBy(asc(buyoutAppraisalResults.id)),
    db.select().from(buyoutConditions).orderBy(asc(buyoutConditions.id)),
    db.select().from(buyoutConditionChoices).orderBy(asc(buyoutConditionChoices.position), asc(buyoutConditionChoices.id)),
    db.select().from(buyoutPriceCorrections).where(eq(buyoutPriceCorrections.appraisalId, appraisal.id)),
  ]);
  return {
    id: appraisal.id,
    version: appraisal.version,
    minimalBuyoutPrice: appraisal.minimalBuyoutPrice,
    results,
    conditions: conditions.map((condition) => ({ ...condition, choices: choices.filter((choice) => choice.conditionId === condition.id) })),
    corrections: new Map(corrections.map((row) => [row.choiceId, row.amount])),
  };
}

/**
 * The contract's appraisal in one language. An answer's `appraisal_result` is the result of
 * its grade; an answer without a grade points at the result without quality (ruling the
 * buyout out), except on charger and battery questions, which only correct the price.
 */
export function appraisalIn(stored: StoredAppraisal, locale: Locale): Appraisal {
  const resultOf = new Map(stored.results.map((result) => [result.quality, result.id]));
  const appraisal_result: Appraisal['appraisal_result'] = {};
  for (const result of stored.results) appraisal_result[String(result.id)] = { quality: result.quality, price: result.price, url: result.url };
  const device_conditions: Record<string, DeviceCondition> = {};
  for (const condition of stored.conditions) {
    const correctsOnly = QUALITY_IGNORED_CONDITION_TYPES.includes(condition.type);
    device_conditions[String(condition.id)] = {
      id: condition.id,
      type: condition.type,
      name: locale === 'cs' ? condition.nameCs : condition.nameRo,
      value: condition.defaultValues,
      disabled: condition.disabled,
      choices: condition.choices.map((choice) => ({
        value: choice.value,
        label: locale === 'cs' ? choice.labelCs : choice.labelRo,
        appraisal_result: correctsOnly ? null : (resultOf.get(choice.quality) ?? null),
        price_correction: stored.corrections.get(choice.id) ?? 0,
      })),
    };
  }
  return { appraisal_result, device_conditions, version: stored.version, minimal_buyout_price: stored.minimalBuyoutPrice };
}

/** The appraisal in both languages with the customer's answers as each condition's value, kept with a sale. */
export function snapshotWithAnswers(stored: StoredAppraisal, answers: Readonly<Record<string, string>>): AppraisalSnapshot {
  const withAnswers = (appraisal: Appraisal): Appraisal => ({
    ...appraisal,
    device_conditions: Object.fromEntries(
      Object.entries(appraisal.device_conditions).map(([id, condition]) => [id, { ...condition, value: answers[id] ? [answers[id]] : [] }]),
    ),
  });
  return { cs: withAnswers(appraisalIn(stored, 'cs')), ro: withAnswers(appraisalIn(stored, 'ro')) };
}
