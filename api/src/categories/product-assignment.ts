import { sql } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { Db } from '../db/database';
import { rawRows, toNumber } from '../catalogue/raw-rows';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { intArray } from './admin-tree';

export interface Assignment {
  masterProductIds: number[];
  typeCategoryIds: number[];
}

/** Ids of another market, or of rows that are gone, are a 400 on their field: nothing is changed. */
async function checkIds(db: Db, market: Market, locale: Locale, { masterProductIds, typeCategoryIds }: Assignment): Promise<{ products: number[]; categories: number[] }> {
  const products = [...new Set(masterProductIds)];
  const categories = [...new Set(typeCategoryIds)];
  const [found] = await rawRows<{ products: string | number; categories: string | number }>(
    db,
    sql`SELECT (SELECT count(*) FROM master_products WHERE market = ${market} AND id = ANY(${intArray(products)}::int[])) AS products,
               (SELECT count(*) FROM categories WHERE market = ${market} AND id = ANY(${intArray(categories)}::int[])) AS categories`,
  );
  const errors: FieldErrors = {};
  const unknown = [translate(locale, 'categories.unknown_choice')];
  if (toNumber(found?.products) !== products.length) errors.masterProductIds = unknown;
  if (toNumber(found?.categories) !== categories.length) errors.typeCategoryIds = unknown;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { products, categories };
}

/** AC-A5: every pair of product and category; pairs already there are kept. Returns the pairs added. */
export async function addProductCategories(db: Db, market: Market, locale: Locale, assignment: Assignment): Promise<number> {
  const { products, categories } = await checkIds(db, market, locale, assignment);
  const [row] = await rawRows<{ count: string | number }>(
    db,
    sql`WITH added AS (
          INSERT INTO master_product_categories (master_product_id, category_id)
          SELECT p, c FROM unnest(${intArray(products)}::int[]) AS p CROSS JOIN unnest(${intArray(categories)}::int[]) AS c
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT count(*) AS count FROM added`,
  );
  return toNumber(row?.count ?? 0);
}

/** AC-A6: returns the pairs removed. */
export async function removeProductCategories(db: Db, market: Market, locale: Locale, assignment: Assignment): Promise<number> {
  const { products, categories } = await checkIds(db, market, locale, assignment);
  const [row] = await rawRows<{ count: string | number }>(
    db,
    sql`WITH removed AS (
          DELETE FROM master_product_categories
          WHERE master_product_id = ANY(${intArray(products)}::int[]) AND category_id = ANY(${intArray(categories)}::int[])
          RETURNING 1)
        SELECT count(*) AS count FROM removed`,
  );
  return toNumber(row?.count ?? 0);
}
