import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { usePageMeta } from '../page-meta/use-page-meta';
import { ProductGrid } from '../tiles/ProductGrid';
import { ProductTile } from '../tiles/ProductTile';
import { productTilesQuery } from '../tiles/queries';
import { FavouriteToggle } from './FavouriteToggle';
import { useFavourites } from './use-favourites';

/** Every product the visitor marked (checklist OT-C5), from the account or from the browser. */
export default function FavouritesPage() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const { market } = useMarket();
  const favourites = useFavourites();
  const fromBrowser = useQuery({ ...productTilesQuery(api, favourites.codes, i18n.locale as Locale), enabled: !favourites.loggedIn && favourites.codes.length > 0 });
  const source = favourites.loggedIn ? favourites.account : fromBrowser;
  usePageMeta(t`Oblíbené produkty`, pagePath(market, 'favourites'));
  // Tiles stay in the order of the codes, and one unmarked on this page leaves it at once.
  const tiles = (source.data?.results ?? []).filter((tile) => favourites.codes.includes(tile.code));

  return (
    <>
      <h1>
        <Trans>Oblíbené produkty</Trans>
      </h1>
      {favourites.codes.length === 0 ? (
        <p data-testid="favourites-empty">
          <Trans>Zatím nemáte žádné oblíbené produkty. Označte je tlačítkem Oblíbené u produktu.</Trans>
        </p>
      ) : source.isError ? (
        <LoadFailed onRetry={() => void source.refetch()}>
          <Trans>Oblíbené produkty se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : source.isPending ? (
        <Spinner label={t`Načítání oblíbených produktů…`} />
      ) : (
        <ProductGrid data-testid="favourites-tiles">
          {tiles.map((tile) => (
            <li key={tile.code}>
              <ProductTile product={tile} placement="favourites" actions={<FavouriteToggle code={tile.code} name={tile.short_name} />} />
            </li>
          ))}
        </ProductGrid>
      )}
    </>
  );
}
