import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { AppraisalError } from './buyout-store';

/**
 * Spec section 4: the appraisal counts as loaded only when a colour is chosen, device conditions
 * exist, result data and version exist, and there is no API error.
 */
export function isAppraisalLoaded(state: { appraisal: Appraisal | null; appraisalError: AppraisalError | null }, color: string | null): boolean {
  const { appraisal, appraisalError } = state;
  return (
    color !== null &&
    appraisal !== null &&
    appraisalError === null &&
    Object.keys(appraisal.device_conditions).length > 0 &&
    Object.keys(appraisal.appraisal_result).length > 0 &&
    appraisal.version !== ''
  );
}
