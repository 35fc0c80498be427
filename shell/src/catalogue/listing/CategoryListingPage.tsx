import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LISTING_ORDERINGS, type ListingOrdering } from '@shop/shared/contract/catalogue';
import { PAGE_SIZE_DEFAULT } from '@shop/shared/contract/paged';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { Link, useRouter } from '../../routing/router';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { usePageMeta } from '../page-meta/use-page-meta';
import { ProductGrid } from '../tiles/ProductGrid';
import { FIRST_SCREEN_TILES, ProductTile } from '../tiles/ProductTile';
import { FilterPanel } from './FilterPanel';
import { EMPTY_LISTING_STATE, formatListingSearch, parseListingSearch, type ListingState } from './listing-address';
import { Pager } from './Pager';
import { categoryListingQuery } from './queries';

// The filter drawer opens only on a narrow screen's tap: its dialog (0.9 KB brotli) is not on the listing's first screen (issue 14).
const Modal = lazy(() => import('@shop/shared/ui/modal').then((module) => ({ default: module.Modal })));

/**
 * A category's products at the menu's address (`/mobilni-telefony/apple/`), with filters,
 * sorting and paging in the search string (checklist OT-C1, SH-S2). An address that is no
 * category shows `notFound`.
 */
export default function CategoryListingPage({ notFound }: { notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const { pathname, search, navigate } = useRouter();
  const urlPath = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const state = parseListingSearch(search);
  const listing = useQuery(categoryListingQuery(api, urlPath, state, i18n.locale as Locale));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hrefOf = (next: ListingState) => `${urlPath}${formatListingSearch(next)}`;
  const show = (next: ListingState) => navigate(hrefOf(next));
  // Paging and sorting are views of one list; the canonical address is the filtered first page.
  usePageMeta(listing.data?.category.name ?? null, listing.data ? hrefOf({ ...state, page: 1, ordering: EMPTY_LISTING_STATE.ordering }) : null);

  if (listing.isPending) return <Spinner label={t`Načítání produktů…`} />;
  if (listing.isError && !listing.data) {
    if (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400)) return <>{notFound}</>;
    return (
      <LoadFailed onRetry={() => void listing.refetch()}>
        <Trans>Produkty se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const { category, facets, results, count } = listing.data;
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE_DEFAULT));
  const orderingLabels: Record<ListingOrdering, string> = {
    '-popularity': t`Nejprodávanější`,
    price: t`Nejlevnější`,
    '-price': t`Nejdražší`,
    '-created_at': t`Nejnovější`,
  };
  const filters = <FilterPanel facets={facets} state={state} onChange={(next) => show(next)} />;

  return (
    <>
      <h1>{category.name}</h1>
      {category.children.length > 0 && (
        <Subcategories aria-label={t`Podkategorie`}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={child.url_path}>{child.name}</Link>
            </li>
          ))}
        </Subcategories>
      )}
      <Layout>
        <Sidebar aria-label={t`Filtry`}>{filters}</Sidebar>
        <div>
          <Toolbar>
            <span role="status" data-testid="listing-count">
              <Plural value={count} one="# produkt" few="# produkty" other="# produktů" />
              {listing.isFetching && <Spinner size="small" label={t`Načítání produktů…`} />}
            </span>
            <DrawerButton variant="secondary" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              <Trans>Filtry</Trans>
            </DrawerButton>
            <label>
              <Trans>Řazení</Trans>{' '}
              <Select
                value={state.ordering}
                options={LISTING_ORDERINGS.map((ordering) => ({ value: ordering, label: orderingLabels[ordering] }))}
                onChange={(event) => show({ ...state, ordering: event.target.value as ListingOrdering, page: 1 })}
              />
            </label>
          </Toolbar>
          {listing.isError && (
            <LoadFailed onRetry={() => void listing.refetch()}>
              <Trans>Produkty se nepodařilo načíst.</Trans>
            </LoadFailed>
          )}
          {results.length === 0 ? (
            <Empty>
              <p>
                <Trans>Filtrům neodpovídá žádný produkt.</Trans>
              </p>
              <Button variant="secondary" onClick={() => show(EMPTY_LISTING_STATE)}>
                <Trans>Zrušit filtry</Trans>
              </Button>
            </Empty>
          ) : (
            <ProductGrid data-testid="listing-tiles">
              {results.map((tile, index) => (
                <li key={tile.code}>
                  <ProductTile product={tile} placement="listing" firstScreen={index < FIRST_SCREEN_TILES} actions={<FavouriteToggle code={tile.code} name={tile.short_name} />} />
                </li>
              ))}
            </ProductGrid>
          )}
          <Pager page={state.page} pageCount={pageCount} hrefOf={(page) => hrefOf({ ...state, page })} />
        </div>
      </Layout>
      {drawerOpen && (
        <Suspense fallback={null}>
          <Modal open onClose={() => setDrawerOpen(false)} title={t`Filtry`}>
            {filters}
          </Modal>
        </Suspense>
      )}
    </>
  );
}

const Subcategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  padding: 0;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

/** Under 851 px the filters move into a drawer (spec section 9). */
const Sidebar = styled.aside`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const DrawerButton = styled(Button)`
  ${({ theme }) => theme.media.notMobile} {
    display: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
`;
