import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button, ButtonLink } from '@shop/shared/ui/button';
import { ACCEPTED_ALL, REFUSED_ALL } from '@shop/shared/consent/consent-choice';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link, useRouter } from '../routing/router';
import { decideConsent, useConsent } from './consent-decision';

/**
 * Asks once, before any tracking. Refusing is one click like accepting, both buttons look the same
 * (no favoured "accept"), and the page stays usable: the banner is a region, not a modal. It is a sheet
 * at the bottom of the screen, over the page rather than in its flow, so the page does not move when it
 * comes or goes, and it covers at most a third of the screen (scrolling inside itself beyond that).
 */
export function ConsentBanner() {
  const { market } = useMarket();
  const { pathname } = useRouter();
  const choice = useConsent();
  const settingsPath = pagePath(market, 'cookieSettings');
  if (choice !== null || pathname === settingsPath) return null;
  return <ConsentSheet settingsPath={settingsPath} />;
}

/**
 * The open sheet. The page's end gets room of the sheet's height, so scrolling down still shows the footer (its links to
 * the legal pages and the cookie settings) above the sheet instead of under it.
 */
function ConsentSheet({ settingsPath }: { settingsPath: string }) {
  const { market } = useMarket();
  const sheet = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    const makeRoom = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    makeRoom();
    // Every browser has it; the test DOM (jsdom) does not, and lays nothing out anyway.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(makeRoom);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <Banner ref={sheet} role="region" aria-labelledby="consent-title">
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
        <ButtonLink as={Link} to={settingsPath} $variant="quiet">
          <Trans>Nastavit</Trans>
        </ButtonLink>
      </Actions>
    </Banner>
  );
}

const Banner = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.sheet};
  box-sizing: border-box;
  max-height: 33vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.spacing.md} max(${theme.spacing.md}, calc((100% - ${theme.sizes.content}) / 2))`};
  background: ${({ theme }) => theme.colors.background};
  border-top: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    margin: ${({ theme }) => `0 0 ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => `0 0 ${theme.spacing.sm}`};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.smd} ${theme.spacing.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ theme }) => theme.media.mobile} {
    /* The two equal choices side by side on a phone too: two rows of buttons would take a third of the screen alone. */
    > * {
      flex: 1 1 auto;
    }
  }
`;
