import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { usePageMeta } from '../catalogue/page-meta/use-page-meta';

export function NotFoundPage() {
  const { market } = useMarket();
  const { t } = useLingui();
  usePageMeta(t`Stránka nenalezena`, null);
  return (
    <>
      <h1>
        <Trans>Stránka nenalezena</Trans>
      </h1>
      <Link to={pagePath(market, 'home')}>
        <Trans>Zpět na úvodní stránku</Trans>
      </Link>
    </>
  );
}
