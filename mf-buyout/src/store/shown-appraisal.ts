import { canBeEmpty, defaultAnswers, type ConditionAnswers } from '@shop/shared/buyout/default-answers';
import { computeAppraisal, type AppraisalOutcome } from '@shop/shared/buyout/pricing';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';

/** An appraisal as the customer sees it: the form, the answers in force and their grade and price. */
export interface ShownAppraisal {
  appraisal: Appraisal;
  answers: ConditionAnswers;
  outcome: AppraisalOutcome;
}

/**
 * The answers in force and the price, a pure function of the appraisal data (from the cache)
 * and what the customer answered: every given answer that still fits its question counts (an
 * emptied quality question stays empty), every other question takes its default (spec section 4).
 * After a reload with new prices, the given answers are kept the same way.
 */
export function shownAppraisal(appraisal: Appraisal, given: ConditionAnswers): ShownAppraisal {
  const answers: Record<string, string | null> = { ...defaultAnswers(appraisal.device_conditions, given) };
  for (const [id, condition] of Object.entries(appraisal.device_conditions)) {
    if (given[id] === null && canBeEmpty(condition) && !condition.disabled) answers[id] = null;
  }
  return { appraisal, answers, outcome: computeAppraisal(appraisal, answers) };
}
