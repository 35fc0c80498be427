import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { usePageMeta } from '../catalogue/page-meta/use-page-meta';
import { usePageHeadRecord } from '../ssr/page-head';

export function NotFoundPage() {
  const { market } = useMarket();
  const { t } = useLingui();
  usePageMeta(t`Stránka nenalezena`, null);
  const head = usePageHeadRecord();
  // A server render answers this page with status 404, so crawlers drop the address.
  if (head) Object.assign(head, { notFound: true });
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
