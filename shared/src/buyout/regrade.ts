import type { Appraisal } from '../contract/buyout-appraisal';
import type { ConditionAnswers } from './default-answers';
import type { Quality } from './quality';

type PricingData = Pick<Appraisal, 'appraisal_result' | 'device_conditions' | 'minimal_buyout_price'>;

export interface RegradedPrice {
  resultId: number;
  price: number;
}

/**
 * The price of a device at the grade staff found at inspection, from the appraisal it was
 * sold with: that grade's result price plus the customer's answers' corrections, never below
 * `minimal_buyout_price` (the rule `computeAppraisal` prices the customer's own grade by).
 * Null when the appraisal has no result for the grade, so it cannot be priced.
 */
export function priceForGrade(appraisal: PricingData, answers: ConditionAnswers, quality: Quality): RegradedPrice | null {
  const entry = Object.entries(appraisal.appraisal_result).find(([, result]) => result.quality === quality);
  if (entry === undefined) return null;
  let corrections = 0;
  for (const [id, condition] of Object.entries(appraisal.device_conditions)) {
    corrections += condition.choices.find((choice) => choice.value === answers[id])?.price_correction ?? 0;
  }
  return { resultId: Number(entry[0]), price: Math.max(entry[1].price + corrections, appraisal.minimal_buyout_price) };
}
