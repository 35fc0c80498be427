import { sql } from 'drizzle-orm';
import { pageOffset } from '@shop/shared/contract/paged';
import { DEFAULT_LISTING_ORDERING, type CategoryListing, type ListingOrdering } from '@shop/shared/contract/catalogue';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { categoryLink, type CategoryNode, type CategoryTree } from '../category-tree';
import { rawRows } from '../raw-rows';
import { loadTiles } from '../tiles/product-tiles';
import { allBut, filterConditions, orderBy, type ListingFilters } from './listing-filters';
import { listingFacets } from './listing-facets';
import { modelChoices } from './model-choices';

export interface ListingRequest extends ListingFilters {
  page: number;
  page_size: number;
  ordering?: ListingOrdering | undefined;
}

/** A page of the category's models (its subcategories included), one tile each, with facet counts of models. */
export async function categoryListing(
  db: Db,
  market: Market,
  locale: Locale,
  tree: CategoryTree,
  category: CategoryNode,
  request: ListingRequest,
): Promise<CategoryListing> {
  const categoryIds = tree.subtree(category.id);
  const base = sql`p.market = ${market} AND p.master_product_id IN (
    SELECT mc.master_product_id FROM master_product_categories mc WHERE mc.category_id IN (${sql.join(
      categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
  const conditions = filterConditions(request, category.filterable);
  const { count, facets } = await listingFacets(db, base, conditions, category.filterable, locale, 'models');
  const where = sql`${base} AND ${allBut(conditions)}`;
  const order = orderBy(request.ordering ?? DEFAULT_LISTING_ORDERING);
  // One tile per model: each model's first variant in the page's ordering stands for it, and the models are ordered
  // by that variant.
  const pageRows = await rawRows<{ id: number; master_product_id: number }>(
    db,
    sql`SELECT p.id, p.master_product_id FROM (
        SELECT DISTINCT ON (p.master_product_id) p.* FROM products p WHERE ${where} ORDER BY p.master_product_id, ${order}
      ) p
      ORDER BY ${order}
      LIMIT ${request.page_size} OFFSET ${pageOffset(request.page, request.page_size)}`,
  );
  const [tiles, choices] = await Promise.all([
    loadTiles(
      db,
      market,
      locale,
      tree,
      pageRows.map((row) => row.id),
    ),
    modelChoices(
      db,
      market,
      where,
      order,
      pageRows.map((row) => row.master_product_id),
    ),
  ]);
  return {
    count,
    results: tiles.map((tile) => ({ ...tile, model: choices.get(tile.master_product.id) })),
    facets,
    category: {
      ...categoryLink(category),
      filterable: category.filterable,
      breadcrumb: tree.path(category.id).map(categoryLink),
      children: tree.children(category.id).map(categoryLink),
    },
  };
}
