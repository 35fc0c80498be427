import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ProductGrid } from '../tiles/ProductGrid';
import { ProductTile } from '../tiles/ProductTile';
import { productTilesQuery } from '../tiles/queries';
import { useLastVisited } from './use-last-visited';

/** The 4 newest visited products (spec C-R5), the current one included: it is the newest visit. */
export function LastVisitedStrip() {
  const api = useApiClient();
  const lastVisited = useLastVisited();
  const fromBrowser = useQuery({ ...productTilesQuery(api, lastVisited.codes), enabled: !lastVisited.loggedIn && lastVisited.codes.length > 0 });
  const tiles = lastVisited.loggedIn ? lastVisited.account.data?.results : fromBrowser.data?.results;
  if (!tiles || tiles.length === 0) return null;
  return (
    <section aria-labelledby="last-visited-heading" data-testid="last-visited">
      <h2 id="last-visited-heading">
        <Trans>Naposledy navštívené</Trans>
      </h2>
      <ProductGrid>
        {tiles.map((tile) => (
          <li key={tile.code}>
            <ProductTile product={tile} placement="last_visited" />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
