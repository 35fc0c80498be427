import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import { AppraisalForm } from './AppraisalForm';

/** A sold buyout's answers in the appraisal form, read-only (the detail page shows them). */
export function SoldAppraisal({ buyout }: { buyout: BuyoutDetail }) {
  return <AppraisalForm appraisal={buyout} answers={answersOf(buyout)} readOnly />;
}

/** The stored answers travel as each condition's only default value. */
function answersOf(buyout: BuyoutDetail): Record<string, string | null> {
  return Object.fromEntries(Object.entries(buyout.device_conditions).map(([id, condition]) => [id, condition.value[0] ?? null]));
}
