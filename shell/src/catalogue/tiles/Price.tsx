import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LowestPriceNote } from '@shop/shared/ui/lowest-price-note';

interface PriceProps {
  price: number;
  /** `lowest_price_30_days`: the lowest price of the 30 days before `since`, crossed out only when higher than `price`. */
  lowest: number | null;
  /** When the price took effect: a discount's start date, which the law (and ANPC) wants next to the crossed price. */
  since?: string;
  size?: 'md' | 'xl';
}

/** The price in the market's format, with the 30-day lowest price crossed out and named when it is higher, and since when. */
export function Price({ price, lowest, since, size = 'md' }: PriceProps) {
  const { market } = useMarket();
  const discounted = lowest !== null && lowest > price;
  return (
    <Wrapper>
      <Current $size={size} data-testid="price">
        {formatPrice(price, market)}
      </Current>
      <LowestPriceNote price={price} lowest={lowest} />
      {discounted && since && (
        <Since data-testid="discount-since">
          <Trans>Sleva od {formatDate(since)}</Trans>
        </Since>
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

const Since = styled.small`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;
