import { Trans } from '@lingui/react/macro';
import { Alert } from '@shop/shared/ui/alert';
import { useBuyout } from '../store/buyout-context';

/** After a 409 the appraisal was reloaded with the answers kept: the customer must check the new price. */
export function PricesChangedNotice() {
  const pricesChanged = useBuyout((state) => state.pricesChanged);
  if (!pricesChanged) return null;
  return (
    <Alert kind="info">
      <Trans>Ceny se mezitím změnily. Zkontrolujte prosím nové nacenění, vaše odpovědi zůstaly zachovány.</Trans>
    </Alert>
  );
}
