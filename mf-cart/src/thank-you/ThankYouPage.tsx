import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import type { OrderAddress } from './order-address';
import { orderQuery, paymentStatusQuery, usePayAgain } from './queries';
import { QrPlatbaPanel } from './QrPlatbaPanel';

/** Paid online: by the gateway's page (card) or the browser's wallet sheet. */
const ONLINE_PAYMENTS = new Set(['card', 'google_pay', 'apple_pay']);

/**
 * The thank-you page: the order number, what was ordered, and the payment's state. A declined or
 * cancelled card payment shows the spec's message and "pay again", which pays the same order.
 */
export function ThankYouPage({ order, walletPay }: { order: OrderAddress; walletPay?: (onPaid: () => void) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const locale = i18n.locale as Locale;
  const detail = useQuery(orderQuery(api, order, locale));
  const payment = useQuery(paymentStatusQuery(api, order, locale));
  const payAgain = usePayAgain();

  if (detail.isPending) return <Spinner label={t`Načítání objednávky…`} />;
  if (detail.isError) {
    return (
      <LoadFailed onRetry={() => void detail.refetch()}>
        <Trans>Objednávku se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const status = payment.data?.status;
  const failed = status === 'declined' || status === 'cancelled';
  // Wallets can pay any unpaid online order (O-S8, O-S9): the chosen wallet whose sheet was closed, or a card order.
  const walletDue = payment.data !== undefined && !payment.data.paid && ONLINE_PAYMENTS.has(detail.data.type_payment);
  const gatewayPending = status === 'created' && detail.data.type_payment === 'card';
  const retry = () =>
    payAgain.mutate({ params: { order_number: order.orderNumber, access: order.access } }, { onSuccess: ({ data }) => window.location.assign(data.payment_url) });

  return (
    <Page data-testid="thank-you">
      <h1>
        <Trans>Děkujeme za objednávku</Trans>
      </h1>
      <p>
        <Trans>
          Číslo objednávky: <strong data-testid="order-number">{detail.data.order_number}</strong>
        </Trans>
      </p>
      <p>
        <Trans>Potvrzení jsme poslali na {detail.data.email}.</Trans>
      </p>
      <div aria-live="polite" data-testid="payment-state" data-status={status ?? ''}>
        {status === 'paid' && (
          <Alert kind="success">
            <Trans>Platba proběhla v pořádku.</Trans>
          </Alert>
        )}
        {gatewayPending && <Spinner label={t`Čekáme na potvrzení platby…`} />}
        {failed && (
          <Alert kind="error">
            <p data-testid="payment-error">{t`Došlo k chybě při platbě, prosím opakujte akci.`}</p>
            <Button type="button" onClick={retry} busy={payAgain.isPending} data-testid="pay-again">
              <Trans>Zaplatit znovu</Trans>
            </Button>
            {payAgain.isError && <p role="alert">{firstErrorMessage(payAgain.error) ?? t`Platební bránu se nepodařilo otevřít. Zkuste to prosím znovu.`}</p>}
          </Alert>
        )}
      </div>
      {walletDue && walletPay?.(() => void payment.refetch())}
      {detail.data.type_payment === 'bank_transfer' && <QrPlatbaPanel order={order} />}
      <h2>
        <Trans>Co jste objednali</Trans>
      </h2>
      <Lines>
        {detail.data.lines.map((line, index) => (
          <li key={`${line.product_code}-${line.kind}-${index}`}>
            <span>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.name}
            </span>
            <span>{formatPrice(line.final_price, market)}</span>
          </li>
        ))}
      </Lines>
      <p>
        <strong>
          <Trans>Celkem: {formatPrice(detail.data.total, market)}</Trans>
        </strong>
      </p>
    </Page>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure.text};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Lines = styled.ul`
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;
