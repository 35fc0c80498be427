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
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Count = styled.span`
  min-width: ${({ theme }) => theme.fontSizes.lg};
  padding: ${({ theme }) => `0 ${theme.spacing.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;
