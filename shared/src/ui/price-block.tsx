import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPrice } from '../i18n/market';
import { useMarket } from '../i18n/market-context';
import { LowestPriceNote } from './lowest-price-note';

export interface PriceBlockProps {
  price: number;
  /** `lowest_price_30_days`: crossed out, and named, only when higher than `price`. */
  lowest: number | null;
  /** When a discount took effect: the law (and ANPC) wants its start next to the crossed price. */
  since?: string;
  /** A lease or instalment offer: what one month costs. */
  monthly?: number | null;
  size?: 'md' | 'xl';
}

/**
 * A product's price in the market's format: the current price (in the sale colour when discounted), the 30-day lowest
 * price crossed out with its legal name and start date, and the per-month price of an instalment offer.
 */
export function PriceBlock({ price, lowest, since, monthly, size = 'md' }: PriceBlockProps) {
  const { market } = useMarket();
  const discounted = lowest !== null && lowest > price;
  return (
    <Wrapper>
      <Current $size={size} $sale={discounted} data-testid="price">
        {formatPrice(price, market)}
      </Current>
      <LowestPriceNote price={price} lowest={lowest} />
      {discounted && since && (
        <Note data-testid="discount-since">
          <Trans>Sleva od {formatDate(since)}</Trans>
        </Note>
      )}
      {monthly != null && monthly > 0 && (
        <Note data-testid="price-monthly">
          <Trans>nebo {formatPrice(monthly, market)} měsíčně</Trans>
        </Note>
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

const Current = styled.strong<{ $size: 'md' | 'xl'; $sale: boolean }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === 'xl' ? 'xxl' : 'lg']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $sale }) => ($sale ? theme.colors.sale : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.small`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;
