import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { HomeBanner } from '../home/HomeBanner';
import { HomeLeaseOffers } from '../home/HomeLeaseOffers';

export function HomePage() {
  const { market } = useMarket();
  return (
    <>
      <HomeBanner />
      <h1>
        <Trans>Elektronika, výkup a servis na jednom místě</Trans>
      </h1>
      <Cards>
        <Card>
          <h2>
            <Trans>Výkup zařízení</Trans>
          </h2>
          <p>
            <Trans>Zjistěte během minuty, kolik dostanete za svůj starý telefon, tablet nebo hodinky.</Trans>
          </p>
          <Link to={pagePath(market, 'buyout')}>
            <Trans>Ocenit zařízení</Trans>
          </Link>
        </Card>
        <Card>
          <h2>
            <Trans>Servis</Trans>
          </h2>
          <p>
            <Trans>Výměna displeje, baterie a další opravy s cenou předem.</Trans>
          </p>
          <Link to={pagePath(market, 'service')}>
            <Trans>Najít opravu</Trans>
          </Link>
        </Card>
      </Cards>
      <HomeLeaseOffers />
    </>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
`;

const Card = styled.section`
  padding: 16px;
  border: 1px solid #d8dde3;
  border-radius: 8px;
`;
