import { sql } from 'drizzle-orm';
import { NEUTRAL_PICTURE_COLOUR, PICTURE_VIEWS, productPictureUrl } from '@shop/shared/catalogue/product-picture';
import type { Quality } from '@shop/shared/buyout/quality';
import type { BuyoutBonus, ProductDetail, ProductImage } from '@shop/shared/contract/catalogue';
import type { Locale, Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { Db } from '../../db/database';
import { categoryLink, type CategoryTree } from '../category-tree';
import { rawRows } from '../raw-rows';
import { availabilityOf, loadProducts, type ProductRow } from '../tiles/product-tiles';
import { loadInstallmentPlans } from '../../installments/calculator';
import { installmentTeaser } from './installment-teaser';
import { bonusUpTo, validBonusRules } from '../buyout-bonus-up-to';

interface AttributeRow {
  code: string;
  name_cs: string;
  name_ro: string;
  unit: string;
  value: string;
}

interface StockRow {
  store_id: number;
  store_name: string;
  city: string;
  quantity: number;
}

interface VariantRow {
  code: string;
  seo_name: string;
  short_name: string;
  colour_name: string | null;
  colour_hex: string | null;
  capacity: string | null;
  quality: Quality | null;
  price: number;
  store_quantity: number;
  warehouse_quantity: number;
  supplier_delivery_days: number | null;
}

/** The most variants the product page lists; used pieces of a popular model run into hundreds. */
const VARIANTS_LIMIT = 40;

export async function productIdBySeoName(db: Db, market: Market, seoName: string): Promise<number | undefined> {
  const [row] = await rawRows<{ id: number }>(db, sql`SELECT id FROM products WHERE market = ${market} AND seo_name = ${seoName}`);
  return row?.id;
}

async function images(db: Db, row: ProductRow): Promise<ProductImage[]> {
  const stored = await rawRows<ProductImage>(db, sql`SELECT url, alt FROM product_images WHERE product_id = ${row.id} ORDER BY position, id`);
  if (stored.length > 0) return stored;
  return PICTURE_VIEWS.map((view, index) => ({
    url: productPictureUrl({ kind: row.picture_kind, view, colourHex: row.colour_hex ?? NEUTRAL_PICTURE_COLOUR, label: row.manufacturer_name, model: row.master_name }),
    alt: `${row.long_name} (${index + 1}/${PICTURE_VIEWS.length})`,
  }));
}

async function buyoutBonus(db: Db, market: Market, row: ProductRow): Promise<BuyoutBonus | null> {
  if (row.buyout_bonus_percent === null || row.product_type_id === null) return null;
  const [[type], [device], rules] = await Promise.all([
    rawRows<{ slug: string }>(
      db,
      sql`SELECT ${market === 'CZ' ? sql.raw('slug_cz') : sql.raw('slug_ro')} AS slug FROM product_types WHERE id = ${row.product_type_id} AND for_buyout`,
    ),
    rawRows<{ type_device_id: number }>(db, sql`SELECT type_device_id FROM products WHERE id = ${row.id}`),
    validBonusRules(db, market),
  ]);
  if (!type) return null;
  // AT-B4: "up to" follows the staff's bonus rows for this manufacturer and type (the cart's own rule).
  const percent = device ? bonusUpTo(rules, row.manufacturer_id, device.type_device_id, row.buyout_bonus_percent) : null;
  if (percent === null) return null;
  return { percent, product_type: type.slug, url: pagePath(market, 'buyout', [type.slug]) };
}

/** Everything the product page shows; undefined when the market has no such product. */
export async function productDetail(db: Db, market: Market, locale: Locale, tree: CategoryTree, seoName: string): Promise<ProductDetail | undefined> {
  const id = await productIdBySeoName(db, market, seoName);
  if (id === undefined) return undefined;
  const [loaded] = await loadProducts(db, market, locale, tree, [id]);
  if (!loaded) return undefined;
  const { row, tile } = loaded;
  // Independent of each other: asked at once, so a page waits for one round trip to PostgreSQL, not eight in a row.
  const [attributes, stock, variants, [seo], leafRows, shownImages, plans, bonus] = await Promise.all([
    rawRows<AttributeRow>(
      db,
      sql`SELECT d.code, d.name_cs, d.name_ro, d.unit, v.value FROM product_attribute_values v JOIN attribute_definitions d ON d.id = v.attribute_id
        WHERE v.product_id = ${id} ORDER BY d.position, d.id`,
    ),
    rawRows<StockRow>(
      db,
      sql`SELECT s.id AS store_id, s.name AS store_name, s.city, ps.quantity FROM product_store_stock ps JOIN stores s ON s.id = ps.store_id
        WHERE ps.product_id = ${id} AND ps.quantity > 0 ORDER BY s.city, s.name`,
    ),
    rawRows<VariantRow>(
      db,
      sql`SELECT code, seo_name, short_name, colour_name, colour_hex, capacity, quality, price, store_quantity, warehouse_quantity, supplier_delivery_days FROM products
        WHERE master_product_id = ${row.master_product_id} AND id <> ${id}
        ORDER BY condition, quality NULLS FIRST, price, id LIMIT ${VARIANTS_LIMIT}`,
    ),
    rawRows<{ title: string; description: string; long_text: string }>(
      db,
      sql`SELECT title, description, long_text FROM product_seo_texts WHERE product_id = ${id} AND language = ${locale}`,
    ),
    rawRows<{ category_id: number }>(db, sql`SELECT category_id FROM master_product_categories WHERE master_product_id = ${row.master_product_id} ORDER BY category_id`),
    images(db, row),
    loadInstallmentPlans(db, market),
    buyoutBonus(db, market, row),
  ]);
  const leafId = leafRows[0]?.category_id;
  return {
    ...tile,
    images: shownImages,
    attributes: attributes.map((attribute) => ({
      code: attribute.code,
      name: locale === 'cs' ? attribute.name_cs : attribute.name_ro,
      value: attribute.value,
      unit: attribute.unit,
    })),
    vat_rate: Number(row.vat_rate),
    capacity: row.capacity,
    is_e_licence: row.is_e_licence,
    stock: {
      stores: stock.map((entry) => ({ ...entry, ready_in_30_minutes: entry.quantity > 0 })),
      central_warehouse: row.warehouse_quantity,
      external_supplier: row.supplier_delivery_days === null ? null : { delivery_days: row.supplier_delivery_days },
    },
    installment: installmentTeaser(plans, row.price),
    buyout_bonus: bonus,
    breadcrumb: leafId === undefined ? [] : tree.path(leafId).map(categoryLink),
    seo: seo ?? null,
    variants: variants.map((variant) => ({
      code: variant.code,
      seo_name: variant.seo_name,
      short_name: variant.short_name,
      colour: variant.colour_name && variant.colour_hex ? { name: variant.colour_name, hex: variant.colour_hex } : null,
      capacity: variant.capacity,
      quality: variant.quality,
      price: variant.price,
      availability: availabilityOf(variant),
      url: pagePath(market, 'product', [variant.seo_name]),
    })),
  };
}
