import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { orderAddressOf } from '../thank-you/order-address';
import { ThankYouPage } from '../thank-you/ThankYouPage';
import { WalletPayButtons } from '../wallet/WalletPayButtons';

/** The thank-you page of the order its address names; a broken link says so instead of guessing. */
export function ThankYouFlow() {
  const { market } = useMarket();
  const order = orderAddressOf(market, window.location);
  if (!order) {
    return (
      <Alert kind="error">
        <Trans>Objednávka nebyla nalezena. Zkontrolujte prosím odkaz z potvrzovacího e-mailu.</Trans>
      </Alert>
    );
  }
  // The wallet buttons (O-S8, O-S9) pay this order while it is due.
  return <ThankYouPage key={`${order.orderNumber}/${order.access}`} order={order} walletPay={(onPaid) => <WalletPayButtons order={order} onPaid={onPaid} />} />;
}
