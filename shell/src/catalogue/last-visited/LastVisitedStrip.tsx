import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ProductGrid } from '../tiles/ProductGrid';
import { ProductTile } from '../tiles/ProductTile';
import { productTilesQuery } from '../tiles/queries';
import { useLastVisited } from './use-last-visited';

/**
 * The 4 newest visited products (spec C-R5). On a product page the list holds that product as its newest visit, but the
 * strip leaves it out (`exceptCode`): it shows where else the customer has been.
 */
export function LastVisitedStrip({ exceptCode }: { exceptCode?: string }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const lastVisited = useLastVisited();
  const fromBrowser = useQuery({ ...productTilesQuery(api, lastVisited.codes, i18n.locale as Locale), enabled: !lastVisited.loggedIn && lastVisited.codes.length > 0 });
  const tiles = (lastVisited.loggedIn ? lastVisited.account.data?.results : fromBrowser.data?.results)?.filter((tile) => tile.code !== exceptCode);
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
