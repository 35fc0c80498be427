import { sql, type SQL } from 'drizzle-orm';
import { HOME_RAIL_LIMIT, type HomeCategory } from '@shop/shared/contract/catalogue';
import type { Locale, Market } from '@shop/shared/contract/common';
import { QUALITIES } from '@shop/shared/buyout/quality';
import type { Db } from '../../db/database';
import { categoryLink, type CategoryTree } from '../category-tree';
import { IN_STOCK } from '../listing/listing-filters';
import { rawRows, toNumber } from '../raw-rows';
import { loadTiles } from '../tiles/product-tiles';
import { buyoutExample, serviceExample } from './home-teasers';

/** Grades best first, for the used rail (A+ before A before B...). */
const GRADE_ORDER = sql`array_position(ARRAY[${sql.join(
  QUALITIES.map((quality) => sql`${quality}`),
  sql`, `,
)}]::text[], p.quality)`;

/**
 * One product per model among those `where` picks, in `order`: the model's first product in that order stands for it.
 * A rail of twelve iPhone 13 colours sells nothing, nor does one of twelve cases: the kinds of goods take turns (each
 * kind's best, then each kind's second...), in `order` within a turn.
 */
async function rail(db: Db, market: Market, where: SQL, order: SQL): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM (
        SELECT p.*, row_number() OVER (PARTITION BY p.type_device_id ORDER BY ${order}) AS turn FROM (
          SELECT DISTINCT ON (p.master_product_id) p.* FROM products p
          WHERE p.market = ${market} AND ${IN_STOCK} AND ${where} ORDER BY p.master_product_id, ${order}
        ) p
      ) p ORDER BY p.turn, ${order} LIMIT ${HOME_RAIL_LIMIT}`,
  );
  return rows.map((row) => row.id);
}

/** The shown top-level categories, each with its best seller's picture and the number of models it lists. */
async function homeCategories(db: Db, market: Market, locale: Locale, tree: CategoryTree): Promise<HomeCategory[]> {
  const roots = tree.nodes.filter((node) => node.parentId === null && node.forDisplay);
  const found = await Promise.all(
    roots.map(async (root) => {
      const ids = tree.subtree(root.id);
      const [row] = await rawRows<{ best: number | null; models: string | number }>(
        db,
        sql`SELECT (array_agg(p.id ORDER BY p.popularity DESC, p.id))[1] AS best, count(DISTINCT p.master_product_id) AS models
          FROM products p JOIN master_product_categories mc ON mc.master_product_id = p.master_product_id
          WHERE p.market = ${market} AND mc.category_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
      return { root, best: row?.best ?? null, models: toNumber(row?.models ?? 0) };
    }),
  );
  const withProducts = found.filter((entry) => entry.best !== null);
  const tiles = await loadTiles(
    db,
    market,
    locale,
    tree,
    withProducts.map((entry) => entry.best!),
  );
  return withProducts.map((entry) => ({
    ...categoryLink(entry.root),
    image_url: tiles.find((tile) => tile.id === entry.best)?.image_url ?? '',
    count: entry.models,
  }));
}

/** The home page's rails and teasers (`catalogue.home`). */
export async function homeRails(db: Db, market: Market, locale: Locale, tree: CategoryTree) {
  const [offerIds, bestIds, usedIds] = await Promise.all([
    rail(db, market, sql`p.lowest_price_30_days > p.price`, sql`(p.lowest_price_30_days - p.price)::float8 / p.lowest_price_30_days DESC, p.popularity DESC, p.id`),
    rail(db, market, sql`p.condition = 'new'`, sql`p.popularity DESC, p.id`),
    rail(db, market, sql`p.condition = 'used'`, sql`${GRADE_ORDER}, p.popularity DESC, p.id`),
  ]);
  const [categories, offers, bestSellers, used, buyout, service] = await Promise.all([
    homeCategories(db, market, locale, tree),
    loadTiles(db, market, locale, tree, offerIds),
    loadTiles(db, market, locale, tree, bestIds),
    loadTiles(db, market, locale, tree, usedIds),
    buyoutExample(db, market),
    serviceExample(db, market, locale),
  ]);
  return { categories, offers, best_sellers: bestSellers, used, buyout_example: buyout, service_example: service };
}
