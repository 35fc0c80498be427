import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { formatPrice } from '../i18n/market';
import { useMarket } from '../i18n/market-context';

/**
 * The crossed-out price of a discount, named for what it is by law (EU Omnibus, CZ §12a ZOS, RO OG 99/2000; MARKETS.md §7):
 * the lowest price of the 30 days before the discount. Nothing when that price is unknown or not higher than the
 * current one, so no screen claims a discount that is not there.
 */
export function LowestPriceNote({ price, lowest }: { price: number; lowest: number | null }) {
  const { market } = useMarket();
  if (lowest === null || lowest <= price) return null;
  const formatted = formatPrice(lowest, market);
  return (
    <Note data-testid="lowest-price-30-days">
      <Trans>
        Nejnižší cena za 30 dní před slevou: <s>{formatted}</s>
      </Trans>
    </Note>
  );
}

const Note = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
