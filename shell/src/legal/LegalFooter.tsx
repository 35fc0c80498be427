import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link } from '../routing/router';
import { disputeLinks } from './dispute-bodies';
import { DisputePictogram } from './DisputePictogram';

/** The footer's legal duties: the pages the law names, the cookie choice, and the market's dispute body. */
export function LegalFooter() {
  const { market } = useMarket();
  const { t } = useLingui();
  return (
    <Legal aria-label={t`Právní informace`}>
      <nav aria-label={t`Právní informace`}>
        <Link to={pagePath(market, 'terms')}>
          <Trans>Obchodní podmínky</Trans>
        </Link>
        <Link to={pagePath(market, 'complaints')}>
          <Trans>Reklamační řád</Trans>
        </Link>
        <Link to={pagePath(market, 'withdrawal')}>
          <Trans>Odstoupení od smlouvy</Trans>
        </Link>
        <Link to={pagePath(market, 'privacy')}>
          <Trans>Ochrana osobních údajů</Trans>
        </Link>
        <Link to={pagePath(market, 'cookiePolicy')}>
          <Trans>Zásady cookies</Trans>
        </Link>
        <Link to={pagePath(market, 'cookieSettings')}>
          <Trans>Nastavení cookies</Trans>
        </Link>
      </nav>
      {market === 'CZ' ? (
        <p>
          <Trans>Mimosoudní řešení spotřebitelských sporů:</Trans>{' '}
          <a href={disputeLinks.coiAdr}>
            <Trans>Česká obchodní inspekce</Trans>
          </a>
        </p>
      ) : (
        <Authorities>
          <a href={disputeLinks.anpc}>
            <Trans>OCHRANA SPOTŘEBITELŮ – ANPC</Trans>
          </a>
          <a href={disputeLinks.anpcSal}>
            <DisputePictogram title={t`Alternativní řešení sporů (SAL)`} lines={['SAL', t`Alternativní řešení sporů`]} />
          </a>
          <a href={disputeLinks.anpc}>
            <DisputePictogram title={t`Online řešení sporů (SOL)`} lines={['SOL', t`Online řešení sporů`]} />
          </a>
        </Authorities>
      )}
    </Legal>
  );
}

const Legal = styled.section`
  flex-basis: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing.smd};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.md};
  }
  p {
    margin: 0;
  }
`;

const Authorities = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.smd};
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;
