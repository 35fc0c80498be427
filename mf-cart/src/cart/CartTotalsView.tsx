import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { CartTotals } from '@shop/shared/contract/cart';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';

/** The cart's sums as the server computed them; delivery and payment come in the checkout. */
export function CartTotalsView({ totals }: { totals: CartTotals }) {
  const { market } = useMarket();
  return (
    <Sums data-testid="cart-totals">
      <dt>
        <Trans>Zboží a služby</Trans>
      </dt>
      <dd>{formatPrice(totals.items, market)}</dd>
      {totals.discounts > 0 && (
        <>
          <dt>
            <Trans>Slevy</Trans>
          </dt>
          <dd>−{formatPrice(totals.discounts, market)}</dd>
        </>
      )}
      {totals.buyout_bonus > 0 && (
        <>
          <dt>
            <Trans>Výkupní bonus</Trans>
          </dt>
          <dd>−{formatPrice(totals.buyout_bonus, market)}</dd>
        </>
      )}
      <dt>
        <strong>
          <Trans>Celkem s DPH</Trans>
        </strong>
      </dt>
      <dd>
        <strong data-testid="cart-total">{formatPrice(totals.total, market)}</strong>
      </dd>
      <dt>
        <Trans>Z toho DPH</Trans>
      </dt>
      <dd>{formatPrice(totals.vat, market)}</dd>
    </Sums>
  );
}

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.measure.narrow};
  margin-inline-start: auto;
  dd {
    margin: 0;
    text-align: end;
  }
`;
