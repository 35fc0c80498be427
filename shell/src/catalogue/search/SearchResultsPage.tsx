import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_SEARCH_MIN_LENGTH, SEARCH_ORDERINGS, type SearchOrdering } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import { PAGE_SIZE_DEFAULT } from '@shop/shared/contract/paged';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useRouter } from '../../routing/router';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { FiltersLayout, NoFilterMatch } from '../listing/FiltersLayout';
import { Pager } from '../listing/Pager';
import { usePageMeta } from '../page-meta/use-page-meta';
import { ProductGrid } from '../tiles/ProductGrid';
import { FIRST_SCREEN_TILES, ProductTile } from '../tiles/ProductTile';
import { NothingFound } from './NothingFound';
import { searchResultsQuery } from './queries';
import { parseSearchSearch } from './parse-search-address';
import { formatSearchSearch, type SearchState } from './search-address';
import { formatSearchFilters, hasSearchFilters, NO_SEARCH_FILTERS, parseSearchFilters, type SearchFilters } from './search-filters';
import { SearchFilterPanel } from './SearchFilterPanel';

/** All products matching the header search's term (checklist SH-S1), filtered like a category, paged and sortable. */
export default function SearchResultsPage() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const { market } = useMarket();
  const { search, navigate } = useRouter();
  const state = parseSearchSearch(search);
  const filters = parseSearchFilters(search);
  const longEnough = state.term.length >= CATALOGUE_SEARCH_MIN_LENGTH;
  const results = useQuery({ ...searchResultsQuery(api, state, filters, i18n.locale as Locale), enabled: longEnough });
  const hrefOf = (next: SearchState, nextFilters: SearchFilters = filters) =>
    `${pagePath(market, 'search')}${formatSearchSearch(next, formatSearchFilters(nextFilters))}`;
  const filterTo = (next: SearchFilters) => navigate(hrefOf({ ...state, page: 1 }, next));
  usePageMeta(t`Hledání: ${state.term}`, hrefOf({ ...state, page: 1, ordering: 'relevance' }, NO_SEARCH_FILTERS));
  const orderingLabels: Record<SearchOrdering, string> = {
    relevance: t`Nejrelevantnější`,
    '-popularity': t`Nejprodávanější`,
    price: t`Nejlevnější`,
    '-price': t`Nejdražší`,
    '-created_at': t`Nejnovější`,
  };
  const filtered = hasSearchFilters(filters);

  return (
    <>
      <h1>
        <Trans>Výsledky hledání „{state.term}“</Trans>
      </h1>
      {!longEnough && (
        <p>
          <Trans>Zadejte alespoň {CATALOGUE_SEARCH_MIN_LENGTH} znaky.</Trans>
        </p>
      )}
      {longEnough && results.isPending && <Spinner label={t`Hledání…`} />}
      {results.isError && (
        <LoadFailed onRetry={() => void results.refetch()}>
          <Trans>Vyhledávání se nepodařilo.</Trans>
        </LoadFailed>
      )}
      {results.data && results.data.count === 0 && !filtered && <NothingFound categories={results.data.suggested_categories} />}
      {results.data && (results.data.count > 0 || filtered) && (
        <FiltersLayout
          filters={<SearchFilterPanel facets={results.data.facets} filters={filters} onChange={filterTo} />}
          toolbar={
            <>
              <p role="status" data-testid="search-count">
                {results.data.count_capped ? (
                  <Trans>Nalezeno více než {results.data.count} produktů</Trans>
                ) : (
                  <Plural value={results.data.count} one="Nalezen # produkt" few="Nalezeny # produkty" other="Nalezeno # produktů" />
                )}
                {results.isFetching && <Spinner size="small" label={t`Hledání…`} />}
              </p>
              <label>
                <Trans>Řazení</Trans>{' '}
                <Select
                  value={state.ordering}
                  options={SEARCH_ORDERINGS.map((ordering) => ({ value: ordering, label: orderingLabels[ordering] }))}
                  onChange={(event) => navigate(hrefOf({ ...state, ordering: event.target.value as SearchOrdering, page: 1 }))}
                />
              </label>
            </>
          }
        >
          {results.data.count === 0 ? (
            <NoFilterMatch onClear={() => filterTo(NO_SEARCH_FILTERS)} />
          ) : (
            <ProductGrid data-testid="search-tiles">
              {results.data.results.map((tile, index) => (
                <li key={tile.code}>
                  <ProductTile product={tile} placement="search" firstScreen={index < FIRST_SCREEN_TILES} actions={<FavouriteToggle code={tile.code} name={tile.short_name} />} />
                </li>
              ))}
            </ProductGrid>
          )}
          <Pager page={state.page} pageCount={Math.max(1, Math.ceil(results.data.count / PAGE_SIZE_DEFAULT))} hrefOf={(page) => hrefOf({ ...state, page })} />
        </FiltersLayout>
      )}
    </>
  );
}
