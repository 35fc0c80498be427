import { SoldAppraisal } from '../appraisal/SoldAppraisal';
import { BuyoutDetailView } from '../detail/BuyoutDetailView';

/** A sold buyout's page: its detail with the answers it was sold with. A chunk of its own (flow/later-views.tsx). */
export function SoldBuyout({ id, token }: { id: number; token: string }) {
  return <BuyoutDetailView id={id} token={token} renderAnswers={(buyout) => <SoldAppraisal buyout={buyout} />} />;
}
