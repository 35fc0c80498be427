import { useEffect, useRef } from 'react';
import { useSession } from '../../session/use-session';
import { useBrowserCodes } from '../storage/use-browser-codes';
import { useMergeFavourites } from './queries';

/** Renders nothing: once the visitor is logged in, moves the browser's favourites onto the account. */
export function FavouritesLoginMerge() {
  const session = useSession();
  const loggedIn = Boolean(session.data?.user);
  const [browserCodes, writeBrowserCodes] = useBrowserCodes('favourites');
  const merge = useMergeFavourites();
  const { mutate } = merge;
  // One attempt per login: a failed merge keeps the browser list for the next login instead of looping.
  const tried = useRef(false);
  useEffect(() => {
    if (!loggedIn) tried.current = false;
    if (!loggedIn || browserCodes.length === 0 || tried.current) return;
    tried.current = true;
    mutate(browserCodes, {
      onSuccess: () => writeBrowserCodes([]),
      onError: (error) => console.warn('favourites could not be merged', error),
    });
  }, [loggedIn, browserCodes, mutate, writeBrowserCodes]);
  return null;
}
