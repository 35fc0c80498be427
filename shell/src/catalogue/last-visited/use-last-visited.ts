import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useSession } from '../../session/use-session';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useBrowserCodes } from '../storage/use-browser-codes';
import { readBrowserCodes } from '../storage/browser-codes';
import { withVisit } from './last-visited-codes';
import { lastVisitedQuery, useReplaceLastVisited } from './queries';

/**
 * The last 4 visited products (spec C-R5). The browser always keeps the list, so it survives a
 * logout; a logged-in customer's list lives on the account, which starts from the browser's at login.
 */
export function useLastVisited() {
  const api = useApiClient();
  const session = useSession();
  const loggedIn = Boolean(session.data?.user);
  const [browserCodes, writeBrowserCodes] = useBrowserCodes('last-visited');
  const account = useQuery({ ...lastVisitedQuery(api), enabled: loggedIn });
  const replace = useReplaceLastVisited();
  const codes = loggedIn ? (account.data?.codes ?? browserCodes) : browserCodes;
  const { market } = useMarket();

  return {
    loggedIn,
    codes,
    account,
    recordVisit: (code: string) => {
      // The stored list as it is now: a hydrating product page records its visit from the render that still shows the
      // server's empty list (docs/ssr.md), which would otherwise replace the visits before it.
      const current = loggedIn ? (account.data?.codes ?? readBrowserCodes('last-visited', market)) : readBrowserCodes('last-visited', market);
      const next = withVisit(current, code);
      writeBrowserCodes(next);
      if (loggedIn) replace.mutate(next, { onError: (error) => console.warn('last visited could not be stored', error) });
    },
  };
}
