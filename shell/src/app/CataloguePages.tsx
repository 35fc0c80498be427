import { lazy, Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ViewTrackerProvider } from '../analytics/use-product-view';
import { Spinner } from '@shop/shared/ui/spinner';
import { useRouter } from '../routing/router';

// Each catalogue page is its own chunk, named so the bundle bench and the e2e spec can check
// that the home page downloads none of them.
const CategoryListingPage = lazy(() => import(/* webpackChunkName: "catalogue-listing" */ '../catalogue/listing/CategoryListingPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "catalogue-product" */ '../catalogue/product/ProductPage'));
const SearchResultsPage = lazy(() => import(/* webpackChunkName: "catalogue-search" */ '../catalogue/search/SearchResultsPage'));
const FavouritesPage = lazy(() => import(/* webpackChunkName: "catalogue-favourites" */ '../catalogue/favourites/FavouritesPage'));

/** A lazy page inside one page view of the view tracker (a new address starts a new page view). */
function CataloguePage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { pathname, search } = useRouter();
  return (
    <ViewTrackerProvider pageView={pathname + search}>
      <Suspense fallback={<Spinner label={t`Načítání stránky…`} />}>{children}</Suspense>
    </ViewTrackerProvider>
  );
}

export function CategoryListingRoute({ notFound }: { notFound: ReactNode }) {
  return (
    <CataloguePage>
      <CategoryListingPage notFound={notFound} />
    </CataloguePage>
  );
}

export function ProductRoute({ seoName }: { seoName: string }) {
  return (
    <CataloguePage>
      <ProductPage seoName={seoName} />
    </CataloguePage>
  );
}

export function SearchRoute() {
  return (
    <CataloguePage>
      <SearchResultsPage />
    </CataloguePage>
  );
}

export function FavouritesRoute() {
  return (
    <CataloguePage>
      <FavouritesPage />
    </CataloguePage>
  );
}
