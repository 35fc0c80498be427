import { useLingui } from '@lingui/react/macro';
import type { ReviewStatus } from '@shop/shared/contract/reviews';

/** AT-R3: the three states as staff read them. */
export function useStatusLabel(): (status: ReviewStatus) => string {
  const { t } = useLingui();
  return (status) => {
    if (status === 'pending') return t`Čeká na ověření`;
    if (status === 'approved') return t`Schválená`;
    return t`Zamítnutá`;
  };
}
