import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';

/** Why buy here, each point linking to where it is explained (the law's 14 days, the 24-month guarantee, the stores). */
export function TrustBar() {
  const { t } = useLingui();
  const { market } = useMarket();
  return (
    <Bar aria-label={t`Proč nakoupit u nás`} data-testid="trust-bar">
      <li>
        <Trans>Doručení kurýrem nebo vyzvednutí na prodejně</Trans>
      </li>
      <li>
        <Link to={pagePath(market, 'withdrawal')}>
          <Trans>Vrácení do 14 dnů bez udání důvodu</Trans>
        </Link>
      </li>
      <li>
        <Link to={pagePath(market, 'complaints')}>
          <Trans>Záruka 24 měsíců na nové zboží</Trans>
        </Link>
      </li>
      <li>
        <Link to={pagePath(market, 'stores')}>
          <Trans>Prodejny s výkupem a servisem</Trans>
        </Link>
      </li>
    </Bar>
  );
}

const Bar = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  margin: ${({ theme }) => theme.spacing.lg} 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
