import type { Appraisal, DeviceCondition, DeviceConditionType } from '../contract/buyout-appraisal';
import type { ConditionAnswers } from './default-answers';
import { type Quality, worstQuality } from './quality';

/** Questions about the original charger and the battery only correct the price (spec section 9). */
export const QUALITY_IGNORED_CONDITION_TYPES: readonly DeviceConditionType[] = ['charger', 'battery'];

export type AppraisalOutcome =
  | { ok: true; quality: Quality; price: number; resultId: number }
  /**
   * `no_quality`: an answer leads to no graded result, so the device cannot be bought out
   * whatever else is answered (spec: "product has no defined quality"); it wins over
   * `unanswered`, which means some condition still lacks a valid answer.
   */
  | { ok: false; reason: 'no_quality' | 'unanswered' };

type PricingData = Pick<Appraisal, 'appraisal_result' | 'device_conditions' | 'minimal_buyout_price'>;

function countsForQuality(condition: DeviceCondition): boolean {
  return !QUALITY_IGNORED_CONDITION_TYPES.includes(condition.type);
}

/**
 * Grade and price of a device from its appraisal data and the customer's answers:
 * the grade is the worst among the results the answers lead to (charger and battery
 * questions aside), the price that grade's result price plus every chosen answer's
 * correction, never below `minimal_buyout_price`. The widget calls this on every answer,
 * the server on every post, with its own data.
 */
export function computeAppraisal(appraisal: PricingData, answers: ConditionAnswers): AppraisalOutcome {
  const graded: { quality: Quality; price: number; resultId: number }[] = [];
  let corrections = 0;
  let unanswered = false;
  let noQuality = false;

  for (const [id, condition] of Object.entries(appraisal.device_conditions)) {
    const choice = condition.choices.find((candidate) => candidate.value === answers[id]);
    if (choice === undefined) {
      unanswered = true;
      continue;
    }
    corrections += choice.price_correction;
    if (!countsForQuality(condition)) continue;
    const resultId = choice.appraisal_result;
    const result = resultId === null ? undefined : appraisal.appraisal_result[String(resultId)];
    if (resultId === null || !result?.quality) noQuality = true;
    else graded.push({ quality: result.quality, price: result.price, resultId });
  }

  const quality = worstQuality(graded.map((entry) => entry.quality));
  const reached = graded.find((entry) => entry.quality === quality);
  // With every answer given but no question counting for the grade there is no grade either.
  if (noQuality || (reached === undefined && !unanswered)) return { ok: false, reason: 'no_quality' };
  if (unanswered || reached === undefined) return { ok: false, reason: 'unanswered' };
  return {
    ok: true,
    quality: reached.quality,
    price: Math.max(reached.price + corrections, appraisal.minimal_buyout_price),
    resultId: reached.resultId,
  };
}
