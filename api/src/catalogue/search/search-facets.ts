import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import type { SearchFacets } from '@shop/shared/contract/catalogue';
import { toNumber } from '../raw-rows';
import { facetsOf, type GroupedRow } from '../listing/listing-facets';
import { allBut, type FacetName } from '../listing/listing-filters';

/** A term with no word to look for finds nothing, so it has nothing to count. */
export const NO_SEARCH_FACETS: SearchFacets = { kinds: [], manufacturers: [], conditions: [], qualities: [], price: null, in_stock: 0, attributes: [] };

export interface KindRow {
  id: number;
  name: string;
  n: string | number;
}

/** The kinds of goods among the products `from` names (a FROM item aliased `p` and its WHERE), each counted under every other active filter. */
export function kindCounts(from: SQL, filters: Map<FacetName, SQL>, locale: Locale): SQL {
  return sql`SELECT t.id, ${locale === 'cs' ? sql`t.name_cs` : sql`t.name_ro`} AS name, k.n FROM (
      SELECT p.type_device_id, count(*) FILTER (WHERE ${allBut(filters, 'kind')}) AS n FROM ${from} GROUP BY p.type_device_id
    ) k JOIN type_devices t ON t.id = k.type_device_id`;
}

/**
 * The results page's facets: a category's (maker, condition, grade, price, in stock) over everything the term
 * finds (`facetGroups`), and the kinds of goods (`kindCounts`). No attributes: they differ per kind.
 */
export function searchFacetsOf(groups: readonly GroupedRow[], kinds: readonly KindRow[], locale: Locale): SearchFacets {
  return {
    ...facetsOf(groups).facets,
    attributes: [],
    kinds: kinds.map((row) => ({ id: row.id, name: row.name, count: toNumber(row.n) })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale)),
  };
}
