import { Trans } from '@lingui/react/macro';
import { GATEWAY_PAYMENT_ID_PATTERN } from '@shop/shared/contract/payments';
import { useMarket } from '@shop/shared/i18n/market-context';
import { matchPage } from '@shop/shared/routing/page-paths';
import { Alert } from '@shop/shared/ui/alert';
import { TestGatewayPage } from '../test-gateway/TestGatewayPage';

/** `/test-gateway/<payment_id>/`: the payment the address names. */
export function TestGatewayFlow() {
  const { market } = useMarket();
  const paymentId = matchPage(market, window.location.pathname)?.segments[0] ?? '';
  if (!GATEWAY_PAYMENT_ID_PATTERN.test(paymentId)) {
    return (
      <Alert kind="error">
        <Trans>Platba nebyla nalezena.</Trans>
      </Alert>
    );
  }
  return <TestGatewayPage key={paymentId} paymentId={paymentId} />;
}
