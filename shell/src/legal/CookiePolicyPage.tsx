import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { CONSENT_STORAGE_KEY } from '../consent/consent-storage';
import { Link } from '../routing/router';

export function CookiePolicyPage() {
  const { market } = useMarket();
  return (
    <article>
      <h1>
        <Trans>Zásady cookies</Trans>
      </h1>
      <p>
        <Trans>Bez vašeho souhlasu ukládáme jen to, bez čeho obchod nefunguje:</Trans>
      </p>
      <ul>
        <li>
          <code>sessionid</code> – <Trans>přihlášení a košík, do zavření prohlížeče nebo odhlášení</Trans>
        </li>
        <li>
          <code>csrftoken</code> – <Trans>ochrana formulářů proti podvržení</Trans>
        </li>
        <li>
          <code>{CONSENT_STORAGE_KEY}</code> – <Trans>vaše volba cookies (v úložišti prohlížeče)</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Analytické měření (Google Tag Manager) a marketingové nástroje spustíme jen s vaším souhlasem. Souhlas můžete kdykoli změnit nebo
          odvolat:
        </Trans>{' '}
        <Link to={pagePath(market, 'cookieSettings')}>
          <Trans>Nastavení cookies</Trans>
        </Link>
      </p>
    </article>
  );
}
