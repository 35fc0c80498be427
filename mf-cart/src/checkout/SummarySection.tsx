import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckout } from '../store/checkout-context';
import { summaryQuery } from './queries';

/** The order's sums as the server prices them with the chosen delivery and payment. */
export function SummarySection() {
  const { t } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const delivery = useCheckout((state) => state.draft.type_delivery_code);
  const payment = useCheckout((state) => state.draft.type_payment);
  const summary = useQuery(summaryQuery(api, delivery, payment));
  const rows = summary.data
    ? [
        { label: t`Zboží a služby`, amount: summary.data.items },
        { label: t`Slevy`, amount: -summary.data.discounts },
        { label: t`Výkupní bonus`, amount: -summary.data.buyout_bonus },
        { label: t`Doprava`, amount: summary.data.delivery },
        { label: t`Platba`, amount: summary.data.payment },
      ].filter((row, index) => index === 0 || row.amount !== 0)
    : [];

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">
        <Trans>4. Shrnutí</Trans>
      </h2>
      {summary.isPending && <Spinner label={t`Počítáme cenu objednávky…`} />}
      {summary.isError && (
        <LoadFailed onRetry={() => void summary.refetch()}>
          <Trans>Cenu objednávky se nepodařilo spočítat.</Trans>
        </LoadFailed>
      )}
      {summary.data && (
        <Sums data-testid="checkout-summary">
          {rows.map((row) => (
            <Row key={row.label}>
              <dt>{row.label}</dt>
              <dd>{formatPrice(row.amount, market)}</dd>
            </Row>
          ))}
          <Row>
            <dt>
              <strong>
                <Trans>Celkem k úhradě</Trans>
              </strong>
            </dt>
            <dd>
              <strong data-testid="checkout-total">{formatPrice(summary.data.total, market)}</strong>
            </dd>
          </Row>
          <Row>
            <dt>
              <Trans>Z toho DPH</Trans>
            </dt>
            <dd>{formatPrice(summary.data.vat, market)}</dd>
          </Row>
        </Sums>
      )}
    </section>
  );
}

const Sums = styled.dl`
  max-width: ${({ theme }) => theme.sizes.measure.narrow};
  margin-inline-start: auto;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  dd {
    margin: 0;
  }
`;
