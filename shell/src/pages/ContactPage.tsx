import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';

const hotline = { CZ: '+420 225 555 100', RO: '+40 21 555 0100' } as const;
const email = { CZ: 'podpora@elektroshop.cz', RO: 'suport@elektroshop.ro' } as const;

export function ContactPage() {
  const { market } = useMarket();
  return (
    <>
      <h1>
        <Trans>Kontakt</Trans>
      </h1>
      <p>
        <Trans>Zákaznická linka (Po–Pá 8–18 h):</Trans> <a href={`tel:${hotline[market].replace(/\s/g, '')}`}>{hotline[market]}</a>
      </p>
      <p>
        <Trans>E-mail:</Trans> <a href={`mailto:${email[market]}`}>{email[market]}</a>
      </p>
      <p>
        <Link to={pagePath(market, 'stores')}>
          <Trans>Najděte nejbližší prodejnu nebo servisní centrum</Trans>
        </Link>
      </p>
    </>
  );
}
