import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useSession } from '../../session/use-session';
import { useBrowserCodes } from '../storage/use-browser-codes';
import { toggledFavourite } from './favourite-codes';
import { favouritesQuery, useToggleAccountFavourite } from './queries';

/**
 * The visitor's favourites: on the account when logged in, in the browser otherwise
 * (merged into the account at login by FavouritesLoginMerge).
 */
export function useFavourites() {
  const api = useApiClient();
  const session = useSession();
  const loggedIn = Boolean(session.data?.user);
  const [browserCodes, writeBrowserCodes] = useBrowserCodes('favourites');
  const account = useQuery({ ...favouritesQuery(api), enabled: loggedIn });
  const toggleOnAccount = useToggleAccountFavourite();

  const codes = loggedIn ? (account.data?.codes ?? []) : browserCodes;
  return {
    loggedIn,
    codes,
    account,
    toggle: (code: string) => {
      if (loggedIn) toggleOnAccount.mutate({ code, favourite: !codes.includes(code) });
      else writeBrowserCodes(toggledFavourite(browserCodes, code));
    },
    toggleError: toggleOnAccount.error,
    pending: toggleOnAccount.isPending,
  };
}
