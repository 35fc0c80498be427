import * as v from 'valibot';
import { QualitySchema } from '../buyout/quality';

// A model's appraisal: what the buyout's questions and prices are made of (contract/buyout.ts re-exports all of it).

/** Whole currency units: both markets show prices without decimals. */
export const PriceSchema = v.pipe(v.number(), v.integer());

/** One grade row of a model's appraisal table. `quality` null means "not bought out". */
export const AppraisalResultSchema = v.object({
  quality: v.nullable(QualitySchema),
  price: PriceSchema,
  /** Page describing what the grade means. */
  url: v.string(),
});
export type AppraisalResult = v.InferOutput<typeof AppraisalResultSchema>;

/**
 * What a question is for, which decides how it prices and defaults:
 * - `quality`: its answers decide the grade; it starts empty when no default matches and can be reset to empty;
 * - `accessory` (e.g. the original box): also counts for the grade, starts at its first choice when no default matches;
 * - `charger`, `battery`: price corrections only, ignored when working out the grade (spec section 9).
 */
export const DeviceConditionTypeSchema = v.picklist(['quality', 'accessory', 'charger', 'battery']);
export type DeviceConditionType = v.InferOutput<typeof DeviceConditionTypeSchema>;

export const DeviceConditionChoiceSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** Id of the appraisal result this answer leads to; null when the answer rules the buyout out. */
  appraisal_result: v.nullable(v.number()),
  /** Added to the grade's price when this answer is chosen; negative lowers it. */
  price_correction: PriceSchema,
});
export type DeviceConditionChoice = v.InferOutput<typeof DeviceConditionChoiceSchema>;

export const DeviceConditionSchema = v.object({
  id: v.number(),
  type: DeviceConditionTypeSchema,
  /** The question, in the request's language. */
  name: v.string(),
  /**
   * The default answers, most wanted first: choice values, possibly none. A stored offer or
   * buyout sends the answer it was made with here, so the same defaulting rule restores it.
   */
  value: v.array(v.string()),
  /** Shown with its default answer, not changeable by the customer. */
  disabled: v.boolean(),
  choices: v.array(DeviceConditionChoiceSchema),
});
export type DeviceCondition = v.InferOutput<typeof DeviceConditionSchema>;

/**
 * A model's appraisal. Both tables are keyed by id (the JSON keys are the ids as strings);
 * conditions are shown in ascending id order, which is how JavaScript orders integer keys.
 * `version` changes whenever anything here changes and is posted back as `appraisal_version`.
 */
export const AppraisalSchema = v.object({
  appraisal_result: v.record(v.string(), AppraisalResultSchema),
  device_conditions: v.record(v.string(), DeviceConditionSchema),
  version: v.pipe(v.string(), v.nonEmpty()),
  minimal_buyout_price: PriceSchema,
});
export type Appraisal = v.InferOutput<typeof AppraisalSchema>;
