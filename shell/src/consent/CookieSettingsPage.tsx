import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/shared/ui/button';
import { ACCEPTED_ALL, REFUSED_ALL, type ConsentChoice } from '@shop/shared/consent/consent-choice';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link } from '../routing/router';
import { decideConsent, useConsent } from './consent-decision';

/** The consent per purpose, reachable from every page's footer; saving a change applies it at once. */
export function CookieSettingsPage() {
  const { market } = useMarket();
  const current = useConsent();
  const [draft, setDraft] = useState<ConsentChoice>(current ?? REFUSED_ALL);
  const [saved, setSaved] = useState(false);
  const save = (choice: ConsentChoice) => {
    setDraft(choice);
    decideConsent(choice);
    setSaved(true);
  };
  const toggle = (purpose: keyof ConsentChoice) => (event: ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setDraft({ ...draft, [purpose]: event.target.checked });
  };
  return (
    <>
      <h1>
        <Trans>Nastavení cookies</Trans>
      </h1>
      <p>
        <Trans>Vyberte, k čemu smíme cookies a podobné technologie používat. Bez souhlasu se nic neměří ani neodesílá.</Trans>{' '}
        <Link to={pagePath(market, 'cookiePolicy')}>
          <Trans>Zásady cookies</Trans>
        </Link>
      </p>
      <Purposes>
        <label>
          <input type="checkbox" checked disabled />
          <span>
            <strong>
              <Trans>Nezbytné</Trans>
            </strong>{' '}
            <Trans>přihlášení, košík, ochrana formulářů a tato volba. Bez nich obchod nefunguje, proto je nelze vypnout.</Trans>
          </span>
        </label>
        <label>
          <input type="checkbox" name="analytics" checked={draft.analytics} onChange={toggle('analytics')} />
          <span>
            <strong>
              <Trans>Analytické</Trans>
            </strong>{' '}
            <Trans>měření návštěvnosti a nákupů (Google Tag Manager), abychom obchod zlepšovali.</Trans>
          </span>
        </label>
        <label>
          <input type="checkbox" name="marketing" checked={draft.marketing} onChange={toggle('marketing')} />
          <span>
            <strong>
              <Trans>Marketingové</Trans>
            </strong>{' '}
            <Trans>reklama přizpůsobená vašim zájmům u reklamních partnerů.</Trans>
          </span>
        </label>
      </Purposes>
      <Actions>
        <Button variant="secondary" onClick={() => save(REFUSED_ALL)}>
          <Trans>Odmítnout vše</Trans>
        </Button>
        <Button variant="secondary" onClick={() => save(draft)}>
          <Trans>Uložit volbu</Trans>
        </Button>
        <Button variant="secondary" onClick={() => save(ACCEPTED_ALL)}>
          <Trans>Přijmout vše</Trans>
        </Button>
      </Actions>
      <p role="status">{saved ? <Trans>Volba je uložena.</Trans> : null}</p>
    </>
  );
}

const Purposes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.smd};
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.smd};
`;
