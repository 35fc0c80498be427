import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';

/** The price in the market's format, with the usual price crossed out when it is higher. */
export function Price({ price, commonPrice, size = 'md' }: { price: number; commonPrice: number | null; size?: 'md' | 'xl' }) {
  const { market } = useMarket();
  const discounted = commonPrice !== null && commonPrice > price;
  return (
    <Wrapper>
      <Current $size={size} data-testid="price">
        {formatPrice(price, market)}
      </Current>
      {discounted && (
        <Was>
          <VisuallyHidden>
            <Trans>Původní cena</Trans>{' '}
          </VisuallyHidden>
          {formatPrice(commonPrice, market)}
        </Was>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
  flex-wrap: wrap;
`;

const Current = styled.strong<{ $size: 'md' | 'xl' }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === 'xl' ? 'xl' : 'lg']};
`;

const Was = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;
