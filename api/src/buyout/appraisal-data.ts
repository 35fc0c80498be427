import { asc, eq } from 'drizzle-orm';
import type { Appraisal, DeviceCondition } from '@shop/shared/contract/buyout-appraisal';
import type { Locale } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import {
  buyoutAppraisalResults,
  buyoutConditionChoices,
  buyoutConditions,
  buyoutPriceCorrections,
  type AppraisalSnapshot,
} from '../db/schema/buyout';
import { QUALITY_IGNORED_CONDITION_TYPES } from '@shop/shared/buyout/pricing';
import type { ColourPlace } from './catalog-lookup';

/** One model's appraisal in one market as stored, before it is put in a language. */
export interface StoredAppraisal {
  id: number;
  version: string;
  minimalBuyoutPrice: number;
  results: (typeof buyoutAppraisalResults.$inferSelect)[];
  conditions: (typeof buyoutConditions.$inferSelect & { choices: (typeof buyoutConditionChoices.$inferSelect)[] })[];
  corrections: Map<number, number>;
}

type AppraisalTables = Omit<StoredAppraisal, 'id' | 'version' | 'minimalBuyoutPrice'>;

/**
 * An appraisal's tables by `<id>@<version>`, per database. The version changes whenever
 * anything the tables hold changes (that is its contract with the customer), so an entry
 * never goes stale; only the small appraisal row is read on every request.
 */
const tablesCache = new WeakMap<Db, Map<string, AppraisalTables>>();

async function loadTables(db: Db, appraisalId: number): Promise<AppraisalTables> {
  const [results, conditions, choices, corrections] = await Promise.all([
    db.select().from(buyoutAppraisalResults).where(eq(buyoutAppraisalResults.appraisalId, appraisalId)).orderBy(asc(buyoutAppraisalResults.id)),
    db.select().from(buyoutConditions).orderBy(asc(buyoutConditions.id)),
    db.select().from(buyoutConditionChoices).orderBy(asc(buyoutConditionChoices.position), asc(buyoutConditionChoices.id)),
    db.select().from(buyoutPriceCorrections).where(eq(buyoutPriceCorrections.appraisalId, appraisalId)),
  ]);
  return {
    results,
    conditions: conditions.map((condition) => ({ ...condition, choices: choices.filter((choice) => choice.conditionId === condition.id) })),
    corrections: new Map(corrections.map((row) => [row.choiceId, row.amount])),
  };
}

/** The tables of the colour's appraisal; null when its model has no appraisal in the market (not bought there). */
export async function loadAppraisal(db: Db, place: Pick<ColourPlace, 'appraisal'>): Promise<StoredAppraisal | null> {
  const appraisal = place.appraisal;
  if (!appraisal) return null;
  let cache = tablesCache.get(db);
  if (!cache) tablesCache.set(db, (cache = new Map()));
  const key = `${appraisal.id}@${appraisal.version}`;
  let tables = cache.get(key);
  if (!tables) cache.set(key, (tables = await loadTables(db, appraisal.id)));
  return { ...appraisal, ...tables };
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
      // A copy: the tables are cached, and callers put stored answers here.
      value: [...condition.defaultValues],
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
