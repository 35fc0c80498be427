import { useLingui } from '@lingui/react/macro';
import { matchPage } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useRouter } from '../routing/router';
import { usePageMeta } from '../catalogue/page-meta/use-page-meta';
import { pageTitles } from './page-titles';

/** Gives the routed page its title in the user's language, following the language switch. */
export function PageTitle() {
  const { market } = useMarket();
  const { pathname } = useRouter();
  const { i18n } = useLingui();
  const match = matchPage(market, pathname);
  const title = match ? pageTitles[match.page] : undefined;
  usePageMeta(title ? i18n._(title) : null, null);
  return null;
}
