import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/shared/ui/button';
import { ACCEPTED_ALL, REFUSED_ALL } from '@shop/shared/consent/consent-choice';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link, useRouter } from '../routing/router';
import { decideConsent, useConsent } from './consent-decision';

/**
 * Asks once, before any tracking. Refusing is one click like accepting, both buttons look the same
 * (no favoured "accept"), and the page stays usable: the banner is a region at the top of the page, in
 * the flow, not a modal and not an overlay that could cover a button the visitor needs.
 */
export function ConsentBanner() {
  const { market } = useMarket();
  const { pathname } = useRouter();
  const choice = useConsent();
  const settingsPath = pagePath(market, 'cookieSettings');
  if (choice !== null || pathname === settingsPath) return null;
  return (
    <Banner role="region" aria-labelledby="consent-title">
      <h2 id="consent-title">
        <Trans>Soukromí a cookies</Trans>
      </h2>
      <p>
        <Trans>
          Nezbytné cookies potřebujeme, aby obchod fungoval. Analytické a marketingové cookies použijeme jen s vaším souhlasem. Volbu můžete
          kdykoli změnit v patičce stránky.
        </Trans>{' '}
        <Link to={pagePath(market, 'cookiePolicy')}>
          <Trans>Zásady cookies</Trans>
        </Link>
      </p>
      <Actions>
        <Button variant="secondary" onClick={() => decideConsent(REFUSED_ALL)}>
          <Trans>Odmítnout vše</Trans>
        </Button>
        <Button variant="secondary" onClick={() => decideConsent(ACCEPTED_ALL)}>
          <Trans>Přijmout vše</Trans>
        </Button>
        <Link to={settingsPath}>
          <Trans>Nastavit</Trans>
        </Link>
      </Actions>
    </Banner>
  );
}

const Banner = styled.section`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.primary};
  h2 {
    margin: ${({ theme }) => `0 0 ${theme.spacing.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.smd};
`;
