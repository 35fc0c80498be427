import { Trans } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { SellerIdentity } from '../legal/SellerIdentity';

export function ContactPage() {
  const { market } = useMarket();
  return (
    <>
      <h1>
        <Trans>Kontakt</Trans>
      </h1>
      <SellerIdentity contact />
      <p>
        <Link to={pagePath(market, 'stores')}>
          <Trans>Najděte nejbližší prodejnu nebo servisní centrum</Trans>
        </Link>
      </p>
    </>
  );
}
