import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { HOME_LEASE_COMPONENT_PK, limitedOffersLease } from '@shop/shared/contract/leases';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { queryFor } from '@shop/shared/query/route-query';

// The tabs are their own chunk, fetched only once there is an offer to show: the home page's first screen
// carries just this query, and a shop without offers never downloads the tabs at all. The `lazy-` name keeps
// what only the tabs use (the shared Tabs) in this chunk (shared/build/webpack-config.cjs).
const LeaseOfferTabs = lazy(() => import(/* webpackChunkName: "lazy-home-leases" */ './leases/LeaseOfferTabs'));

/** The home page's time-limited lease offers (docs/leases.md); nothing while loading, on failure or with no offer valid today. */
export function HomeLeaseOffers() {
  const { market } = useMarket();
  const { i18n } = useLingui();
  const offers = useQuery(queryFor(useApiClient(), limitedOffersLease, { params: { component_pk: HOME_LEASE_COMPONENT_PK[market] } }, i18n.locale as 'cs' | 'ro'));
  if (!offers.data || offers.data.tabs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LeaseOfferTabs offers={offers.data} />
    </Suspense>
  );
}
