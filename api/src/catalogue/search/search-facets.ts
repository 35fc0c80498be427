import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import type { SearchFacets } from '@shop/shared/contract/catalogue';
import type { Db } from '../../db/database';
import { rawRows, toNumber } from '../raw-rows';
import { listingFacets } from '../listing/listing-facets';
import { allBut, type FacetName } from '../listing/listing-filters';

/** A term with no word to look for finds nothing, so it has nothing to count. */
export const NO_SEARCH_FACETS: SearchFacets = { kinds: [], manufacturers: [], conditions: [], qualities: [], price: null, in_stock: 0, attributes: [] };

/**
 * The results page's facets: a category's (maker, condition, grade, price, in stock) over everything the term
 * finds, and the kinds of goods, each counted under every other active filter. No attributes: they differ per kind.
 */
export async function searchFacets(db: Db, base: SQL, filters: Map<FacetName, SQL>, locale: Locale): Promise<{ count: number; facets: SearchFacets }> {
  const [{ count, facets }, kinds] = await Promise.all([
    listingFacets(db, base, filters, false, locale, 'products'),
    rawRows<{ id: number; name: string; n: string | number }>(
    db,
    sql`SELECT t.id, ${locale === 'cs' ? sql`t.name_cs` : sql`t.name_ro`} AS name, k.n FROM (
        SELECT p.type_device_id, count(*) FILTER (WHERE ${allBut(filters, 'kind')}) AS n FROM products p
        WHERE ${base} GROUP BY p.type_device_id
      ) k JOIN type_devices t ON t.id = k.type_device_id`,
    ),
  ]);
  return {
    count,
    facets: {
      ...facets,
      kinds: kinds
        .map((row) => ({ id: row.id, name: row.name, count: toNumber(row.n) }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale)),
    },
  };
}
