import { sql, type SQL } from 'drizzle-orm';
import { NEUTRAL_PICTURE_COLOUR, productPictureUrl, type PictureKind } from '@shop/shared/catalogue/product-picture';
import type { Quality } from '@shop/shared/buyout/quality';
import type { Availability, Condition, ProductTile } from '@shop/shared/contract/catalogue';
import type { Locale, Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { Db } from '../../db/database';
import type { CategoryTree } from '../category-tree';
import { jsonArray, rawRows } from '../raw-rows';
import { lawfulPriceFields, type LawfulPriceRow } from './lawful-price';
import type { EnergyClass } from '@shop/shared/energy-labels/energy-class';
import { energyLabelPaths } from '../../energy-labels/energy-label-paths';

/** Everything a tile needs from one row, plus what the product page adds on top of it. */
export interface ProductRow extends LawfulPriceRow {
  id: number;
  code: string;
  seo_name: string;
  long_name: string;
  short_name: string;
  price: number;
  common_price: number | null;
  condition: Condition;
  quality: Quality | null;
  colour_name: string | null;
  colour_hex: string | null;
  capacity: string | null;
  vat_rate: number;
  is_e_licence: boolean;
  store_quantity: number;
  warehouse_quantity: number;
  supplier_delivery_days: number | null;
  meta_attributes_description: string;
  master_product_id: number;
  master_seo_name: string;
  master_name: string;
  model_id: number | null;
  fits_model_id: number | null;
  rating_average: number | null;
  rating_count: number;
  manufacturer_id: number;
  manufacturer_name: string;
  type_code: string;
  type_name_cs: string;
  type_name_ro: string;
  picture_kind: PictureKind;
  buyout_bonus_percent: number | null;
  product_type_id: number | null;
  image_url: string | null;
  /** The model's EU energy class; null for goods without a label. */
  energy_class: EnergyClass | null;
}

export interface LoadedProduct {
  row: ProductRow;
  tile: ProductTile;
}

interface LabelRow {
  code: string;
  name_cs: string;
  name_ro: string;
  colour: string;
}

interface GiftRow {
  code: string;
  name: string;
  price: number;
}

/** A product's row as `tileRows` selects it: its labels, gifts and categories come along as json. */
export interface TileRow extends ProductRow {
  badges: LabelRow[] | string | null;
  icons: LabelRow[] | string | null;
  gifts: GiftRow[] | string | null;
  category_ids: number[] | null;
}

export function availabilityOf(row: Pick<ProductRow, 'store_quantity' | 'warehouse_quantity' | 'supplier_delivery_days'>): Availability {
  if (row.store_quantity > 0) return 'in_store';
  if (row.warehouse_quantity > 0) return 'warehouse';
  return row.supplier_delivery_days !== null ? 'supplier' : 'sold_out';
}

/** A product's own first picture, else the generated one of its kind, colour and maker. */
export function firstPicture(row: ProductRow): string {
  return row.image_url ?? productPictureUrl({ kind: row.picture_kind, colourHex: row.colour_hex ?? NEUTRAL_PICTURE_COLOUR, label: row.manufacturer_name, model: row.master_name });
}

/**
 * The rows of the products whose ids `ids` (an int[] expression) lists, in its order (missing ids left out), each
 * with its badges, icons, gifts and categories: one query, so a caller can also make it part of a bigger one.
 */
export function tileRows(market: Market, ids: SQL): SQL {
  return sql`
    SELECT p.id, p.code, p.seo_name, p.long_name, p.short_name, p.price, p.common_price, p.lowest_price_30_days, p.price_since, p.condition, p.quality,
      p.colour_name, p.colour_hex, p.capacity, p.vat_rate, p.is_e_licence, p.store_quantity, p.warehouse_quantity,
      p.supplier_delivery_days, p.meta_attributes_description, p.master_product_id,
      m.seo_name AS master_seo_name, m.name AS master_name, m.model_id, m.fits_model_id, m.rating_average, m.rating_count,
      ma.id AS manufacturer_id, ma.name AS manufacturer_name,
      td.code AS type_code, td.name_cs AS type_name_cs, td.name_ro AS type_name_ro, td.picture_kind, td.buyout_bonus_percent, td.product_type_id,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_url,
      el.energy_class,
      (SELECT json_agg(json_build_object('code', b.code, 'name_cs', b.name_cs, 'name_ro', b.name_ro, 'colour', b.colour) ORDER BY b.id)
        FROM product_badges pb JOIN badges b ON b.id = pb.badge_id WHERE pb.product_id = p.id) AS badges,
      (SELECT json_agg(json_build_object('code', i.code, 'name_cs', i.name_cs, 'name_ro', i.name_ro, 'colour', '') ORDER BY i.id)
        FROM product_special_offer_icons pi JOIN special_offer_icons i ON i.id = pi.icon_id WHERE pi.product_id = p.id) AS icons,
      (SELECT json_agg(json_build_object('code', g.code, 'name', g.name, 'price', g.price) ORDER BY g.id)
        FROM product_gifts pg JOIN gifts g ON g.id = pg.gift_id WHERE pg.product_id = p.id) AS gifts,
      ARRAY(SELECT mc.category_id FROM master_product_categories mc WHERE mc.master_product_id = p.master_product_id ORDER BY mc.category_id) AS category_ids,
      page.position AS tile_position
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
    JOIN products p ON p.id = page.id AND p.market = ${market}
    JOIN master_products m ON m.id = p.master_product_id
    JOIN manufacturers ma ON ma.id = p.manufacturer_id
    JOIN type_devices td ON td.id = p.type_device_id
    LEFT JOIN energy_labels el ON el.master_product_id = p.master_product_id
    ORDER BY page.position`;
}

/** Tiles of rows `tileRows` selected, in their order. */
export function tilesOf(market: Market, locale: Locale, tree: CategoryTree, rows: readonly TileRow[]): LoadedProduct[] {
  const name = (label: LabelRow) => (locale === 'cs' ? label.name_cs : label.name_ro);
  return rows.map((row) => {
    const leaves = (row.category_ids ?? []).flatMap((id) => tree.get(Number(id)) ?? []);
    const roots = [...new Set(leaves.flatMap((leaf) => tree.root(leaf.id)?.name ?? []))];
    const tile: ProductTile = {
      id: row.id,
      pk: row.id,
      code: row.code,
      seo_name: row.seo_name,
      long_name: row.long_name,
      short_name: row.short_name,
      ...lawfulPriceFields(row),
      condition: row.condition,
      quality: row.quality,
      quality_name: row.quality,
      type_device: row.type_code,
      type_device_name: locale === 'cs' ? row.type_name_cs : row.type_name_ro,
      master_product: {
        id: row.master_product_id,
        seo_name: row.master_seo_name,
        name: row.master_name,
        manufacturer_id: row.manufacturer_id,
        manufacturer_name: row.manufacturer_name,
      },
      root_category_names: roots,
      category_names: leaves.map((leaf) => leaf.name),
      meta_attributes_description: row.meta_attributes_description,
      special_offers_product_badge: jsonArray(row.badges).map((label) => ({ code: label.code, name: name(label), colour: label.colour })),
      gifts: jsonArray(row.gifts).map((gift) => ({ code: gift.code, name: gift.name, price: gift.price })),
      special_offer_icons: jsonArray(row.icons).map((label) => ({ code: label.code, name: name(label) })),
      colour: row.colour_name && row.colour_hex ? { name: row.colour_name, hex: row.colour_hex } : null,
      image_url: firstPicture(row),
      availability: availabilityOf(row),
      rating: row.rating_count > 0 && row.rating_average !== null ? { average: Number(row.rating_average), count: row.rating_count } : null,
      url: pagePath(market, 'product', [row.seo_name]),
      // Used pieces show their model's label too (docs/markets.md, "Decisions").
      energy_label: row.energy_class ? { energy_class: row.energy_class, ...energyLabelPaths(row.master_seo_name) } : null,
    };
    return { row, tile };
  });
}

/** Tiles of the given products in the given order (missing ids left out), in one query whatever their number. */
export async function loadProducts(db: Db, market: Market, locale: Locale, tree: CategoryTree, ids: readonly number[]): Promise<LoadedProduct[]> {
  if (ids.length === 0) return [];
  const list = sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]`;
  return tilesOf(market, locale, tree, await rawRows<TileRow>(db, tileRows(market, list)));
}

export async function loadTiles(db: Db, market: Market, locale: Locale, tree: CategoryTree, ids: readonly number[]): Promise<ProductTile[]> {
  return (await loadProducts(db, market, locale, tree, ids)).map((loaded) => loaded.tile);
}
