import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { ProductGrid } from '../tiles/ProductGrid';
import { ProductTile } from '../tiles/ProductTile';
import { recommendedAccessoriesQuery } from './queries';

/** Accessories that fit the product (checklist OT-C4); nothing at all when there are none. */
export function RecommendedAccessories({ seoName }: { seoName: string }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const accessories = useQuery(recommendedAccessoriesQuery(api, seoName, i18n.locale as Locale));
  if (accessories.isError) {
    return (
      <LoadFailed onRetry={() => void accessories.refetch()}>
        <Trans>Doporučené příslušenství se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  if (!accessories.data || accessories.data.results.length === 0) return null;
  return (
    <section aria-labelledby="accessories-heading" data-testid="recommended-accessories">
      <h2 id="accessories-heading">
        <Trans>Doporučené příslušenství</Trans>
      </h2>
      <ProductGrid>
        {accessories.data.results.map((tile) => (
          <li key={tile.code}>
            <ProductTile product={tile} placement="accessories" />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
