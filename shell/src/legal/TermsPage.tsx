import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link } from '../routing/router';
import { SellerIdentity } from './SellerIdentity';
import { disputeLinks } from './dispute-bodies';

export function TermsPage() {
  const { market } = useMarket();
  return (
    <article>
      <h1>
        <Trans>Obchodní podmínky</Trans>
      </h1>
      <h2>
        <Trans>Prodávající</Trans>
      </h2>
      <SellerIdentity contact />
      <h2>
        <Trans>Objednávka a uzavření smlouvy</Trans>
      </h2>
      <p>
        <Trans>
          Odesláním objednávky tlačítkem „Objednávka zavazující k platbě“ se zavazujete zaplatit. Smlouva vzniká potvrzením objednávky, které vám
          pošleme e-mailem.
        </Trans>
      </p>
      <h2>
        <Trans>Ceny</Trans>
      </h2>
      <p>
        <Trans>
          Všechny ceny jsou konečné, včetně DPH. U zlevněného zboží uvádíme jako původní cenu nejnižší cenu za posledních 30 dní a den, od kdy sleva
          platí.
        </Trans>
      </p>
      <h2>
        <Trans>Odstoupení od smlouvy a reklamace</Trans>
      </h2>
      <p>
        <Link to={pagePath(market, 'withdrawal')}>
          <Trans>Poučení o odstoupení od smlouvy a vzorový formulář</Trans>
        </Link>
        {' · '}
        <Link to={pagePath(market, 'complaints')}>
          <Trans>Reklamační řád</Trans>
        </Link>
      </p>
      <h2>
        <Trans>Mimosoudní řešení sporů</Trans>
      </h2>
      {market === 'CZ' ? (
        <p>
          <Trans>
            Spor s námi můžete řešit mimosoudně u České obchodní inspekce, oddělení ADR, Štěpánská 15, 120 00 Praha 2, web:
          </Trans>{' '}
          <a href={disputeLinks.coiAdr}>adr.coi.cz</a>
        </p>
      ) : (
        <p>
          <Trans>Spor s námi můžete řešit mimosoudně prostřednictvím ANPC (Autoritatea Națională pentru Protecția Consumatorilor):</Trans>{' '}
          <a href={disputeLinks.anpcSal}>anpc.ro/ce-este-sal</a>
        </p>
      )}
    </article>
  );
}
