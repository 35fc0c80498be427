import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { gatewayPaymentQuery, useDecidePayment } from './queries';

/**
 * The built-in test gateway's hosted payment page (docs/cart.md): what a GoPay or Netopia page
 * would ask, reduced to approve, decline and cancel. The gateway then notifies the shop by a
 * signed server call and sends the customer back to the thank-you page.
 */
export function TestGatewayPage({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const payment = useQuery(gatewayPaymentQuery(api, paymentId));
  const decide = useDecidePayment();

  if (payment.isPending) return <Spinner label={t`Načítání platby…`} />;
  if (payment.isError) {
    return (
      <LoadFailed onRetry={() => void payment.refetch()}>
        <Trans>Platbu se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const { data } = payment;
  const send = (decision: 'approve' | 'decline' | 'cancel') =>
    decide.mutate({ params: { payment_id: paymentId }, body: { decision } }, { onSuccess: ({ data: decided }) => window.location.assign(decided.return_url) });

  return (
    <Page data-testid="test-gateway">
      <h1>
        <Trans>Testovací platební brána</Trans>
      </h1>
      <p>
        <Trans>
          Objednávka {data.merchant_order}, k úhradě <strong>{formatPrice(data.amount, market)}</strong>
        </Trans>
      </p>
      {data.state !== 'created' ? (
        <Alert kind="info">
          <Trans>O této platbě už bylo rozhodnuto.</Trans>{' '}
          <a href={data.return_url}>
            <Trans>Zpět do obchodu</Trans>
          </a>
        </Alert>
      ) : (
        <Buttons>
          <Button type="button" onClick={() => send('approve')} disabled={decide.isPending} data-testid="gateway-approve">
            <Trans>Zaplatit</Trans>
          </Button>
          <Button type="button" variant="danger" onClick={() => send('decline')} disabled={decide.isPending} data-testid="gateway-decline">
            <Trans>Zamítnout platbu</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => send('cancel')} disabled={decide.isPending} data-testid="gateway-cancel">
            <Trans>Zrušit a vrátit se</Trans>
          </Button>
        </Buttons>
      )}
      {decide.isError && <p role="alert">{firstErrorMessage(decide.error) ?? t`Platbu se nepodařilo odeslat. Zkuste to prosím znovu.`}</p>}
    </Page>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure.form};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;
