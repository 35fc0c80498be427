import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LISTING_ORDERINGS, type ListingOrdering } from '@shop/shared/contract/catalogue';
import { PAGE_SIZE_DEFAULT } from '@shop/shared/contract/paged';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ApiError } from '@shop/shared/http/api-error';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { Link, useRouter } from '../../routing/router';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { usePageMeta } from '../page-meta/use-page-meta';
import { ProductGrid } from '../tiles/ProductGrid';
import { FIRST_SCREEN_TILES, ProductTile } from '../tiles/ProductTile';
import { FilterPanel } from './FilterPanel';
import { FiltersLayout, NoFilterMatch } from './FiltersLayout';
import { EMPTY_LISTING_STATE, formatListingSearch, parseListingSearch, type ListingState } from './listing-address';
import { Pager } from './Pager';
import { categoryListingQuery } from './queries';

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
      <FiltersLayout
        filters={<FilterPanel facets={facets} state={state} onChange={(next) => show(next)} />}
        toolbar={
          <>
            <span role="status" data-testid="listing-count">
              <Plural value={count} one="# produkt" few="# produkty" other="# produktů" />
              {listing.isFetching && <Spinner size="small" label={t`Načítání produktů…`} />}
            </span>
            <label>
              <Trans>Řazení</Trans>{' '}
              <Select
                value={state.ordering}
                options={LISTING_ORDERINGS.map((ordering) => ({ value: ordering, label: orderingLabels[ordering] }))}
                onChange={(event) => show({ ...state, ordering: event.target.value as ListingOrdering, page: 1 })}
              />
            </label>
          </>
        }
      >
        {listing.isError && (
          <LoadFailed onRetry={() => void listing.refetch()}>
            <Trans>Produkty se nepodařilo načíst.</Trans>
          </LoadFailed>
        )}
        {results.length === 0 ? (
          <NoFilterMatch onClear={() => show(EMPTY_LISTING_STATE)} />
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
      </FiltersLayout>
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
