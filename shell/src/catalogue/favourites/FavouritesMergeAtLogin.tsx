import { lazy, Suspense } from 'react';
import { useSession } from '../../session/use-session';
import { useBrowserCodes } from '../storage/use-browser-codes';

const FavouritesLoginMerge = lazy(() =>
  import(/* webpackChunkName: "catalogue-favourites-merge" */ './FavouritesLoginMerge').then((module) => ({ default: module.FavouritesLoginMerge })),
);

/**
 * On every page, but its merge code (and the catalogue contract) loads only when there is
 * something to merge: a logged-in customer with favourites still in the browser.
 */
export function FavouritesMergeAtLogin() {
  const session = useSession();
  const [browserCodes] = useBrowserCodes('favourites');
  if (!session.data?.user || browserCodes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FavouritesLoginMerge />
    </Suspense>
  );
}
