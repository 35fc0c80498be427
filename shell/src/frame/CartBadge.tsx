import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBusValue } from './use-bus-value';
import { CartIcon } from '@shop/shared/ui/icons/shop-icons';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';
import { ToolText } from './tool-text';

/**
 * The cart's icon, word and count (the header links it to the cart). The cart remote publishes `cart-count`; the replay
 * gives a badge mounted later the current number. Read as "Košík, počet položek v košíku: 2".
 */
export function CartBadge() {
  const count = useBusValue('cart-count', 0);
  const { t } = useLingui();
  return (
    <Badge data-testid="cart-count">
      <CartIcon size="lg" />
      <ToolText>
        <Trans>Košík</Trans>
      </ToolText>
      <VisuallyHidden>{`, ${t`Počet položek v košíku: ${count}`}`}</VisuallyHidden>
      <Count aria-hidden="true">{count}</Count>
    </Badge>
  );
}

const Badge = styled.span`
  position: relative;
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    /* On the icon's corner, so the row keeps one target per tool. */
    position: absolute;
    top: calc(-1 * ${({ theme }) => theme.spacing.xs});
    right: calc(-1 * ${({ theme }) => theme.spacing.sm});
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
