import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { ButtonLink } from '@shop/shared/ui/button';
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
          <ButtonLink as={Link} to={pagePath(market, 'buyout')} $variant="primary">
            <Trans>Ocenit zařízení</Trans>
          </ButtonLink>
        </Card>
        <Card>
          <h2>
            <Trans>Servis</Trans>
          </h2>
          <p>
            <Trans>Výměna displeje, baterie a další opravy s cenou předem.</Trans>
          </p>
          <ButtonLink as={Link} to={pagePath(market, 'service')} $variant="secondary">
            <Trans>Najít opravu</Trans>
          </ButtonLink>
        </Card>
      </Cards>
      <HomeLeaseOffers />
    </>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border: ${({ theme }) => `${theme.borders.hairline} solid ${theme.colors.borderSubtle}`};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
