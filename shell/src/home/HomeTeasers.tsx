import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { catalogueHome } from '@shop/shared/contract/catalogue';
import type { RouteResponse } from '@shop/shared/contract/route';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { ButtonLink } from '@shop/shared/ui/button';
import { Link } from '../routing/router';

type Examples = Pick<RouteResponse<typeof catalogueHome>, 'buyout_example' | 'service_example'>;

/** Buyout and service, each with a real price from today's tables so the offer is concrete. */
export function HomeTeasers({ buyout_example: buyout, service_example: service }: Examples) {
  const { market } = useMarket();
  return (
    <Cards>
      <Card data-testid="home-buyout-teaser">
        <h2>
          <Trans>Výkup zařízení</Trans>
        </h2>
        <p>
          <Trans>Zjistěte během minuty, kolik dostanete za svůj starý telefon, tablet nebo hodinky.</Trans>
        </p>
        {buyout && (
          <Example>
            <Trans>
              Například {buyout.model} vykoupíme až za {formatPrice(buyout.up_to, market)}.
            </Trans>
          </Example>
        )}
        <Action as={Link} to={pagePath(market, 'buyout')} $variant="primary">
          <Trans>Ocenit zařízení</Trans>
        </Action>
      </Card>
      <Card data-testid="home-service-teaser">
        <h2>
          <Trans>Servis</Trans>
        </h2>
        <p>
          <Trans>Výměna displeje, baterie a další opravy s cenou předem.</Trans>
        </p>
        {service && (
          <Example>
            <Trans>
              Například: {service.repair} – {service.model} za {formatPrice(service.price, market)}.
            </Trans>
          </Example>
        )}
        <Action as={Link} to={pagePath(market, 'service')} $variant="secondary">
          <Trans>Najít opravu</Trans>
        </Action>
      </Card>
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  p {
    margin: 0;
  }
`;

const Example = styled.p`
  font-weight: 600;
`;

const Action = styled(ButtonLink)`
  justify-self: start;
`;
