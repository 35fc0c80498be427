import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBusValue } from '@shop/shared/bus/use-bus-value';

/** The cart remote publishes `cart-count`; the replay gives a badge mounted later the current number. */
export function CartBadge() {
  const count = useBusValue('cart-count', 0);
  const { t } = useLingui();
  return (
    <Badge data-testid="cart-count" aria-label={t`Počet položek v košíku: ${count}`}>
      <Trans>Košík</Trans> <Count aria-hidden="true">{count}</Count>
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 6px;
  border-radius: 11px;
  background: #ffb300;
  color: #1b1f24;
  font-weight: 700;
  text-align: center;
`;
