import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { HomeBanner } from '../home/HomeBanner';
import { HomeLeaseOffers } from '../home/HomeLeaseOffers';
import { TrustBar } from '../home/TrustBar';

const HomeShowcase = lazy(() => import(/* webpackChunkName: "lazy-home-showcase" */ '../home/HomeShowcase'));
// The visitor's own list: after hydration, with the tiles the showcase's chunk brings.
const LastVisitedStrip = lazy(() =>
  import(/* webpackChunkName: "lazy-home-showcase" */ '../catalogue/last-visited/LastVisitedStrip').then((module) => ({ default: module.LastVisitedStrip })),
);

/**
 * The shop's front: staff's banner, what the home page sells (home/HomeShowcase.tsx), lease offers, why buy here and
 * the visitor's last visits. No part waits on another.
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <h1>
        <Trans>Elektronika, výkup a servis na jednom místě</Trans>
      </h1>
      <Suspense fallback={null}>
        <HomeShowcase />
      </Suspense>
      <HomeLeaseOffers />
      <TrustBar />
      <Suspense fallback={null}>
        <LastVisitedStrip />
      </Suspense>
    </>
  );
}
