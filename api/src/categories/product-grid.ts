import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import { ASSIGNMENT_MAX, type ProductGridRow, type categoriesProductGrid, type categoriesProductGridIds } from '@shop/shared/contract/categories';
import { pageOffset, type Paged } from '@shop/shared/contract/paged';
import type { Db } from '../db/database';
import { rawRows, toNumber } from '../catalogue/raw-rows';

type GridQuery = v.InferOutput<NonNullable<(typeof categoriesProductGrid)['query']>>;
type GridFilters = v.InferOutput<NonNullable<(typeof categoriesProductGridIds)['query']>>;

/** The grid's filters as one WHERE; `category=none` are master products without any category. */
function whereOf(market: Market, filters: GridFilters): SQL {
  const parts: SQL[] = [sql`mp.market = ${market}`];
  if (filters.category === 'none') parts.push(sql`NOT EXISTS (SELECT 1 FROM master_product_categories x WHERE x.master_product_id = mp.id)`);
  else if (filters.category !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM master_product_categories x WHERE x.master_product_id = mp.id AND x.category_id = ${filters.category})`);
  if (filters.manufacturer !== undefined) parts.push(sql`mp.manufacturer_id = ${filters.manufacturer}`);
  if (filters.type_device !== undefined) parts.push(sql`mp.type_device_id = ${filters.type_device}`);
  const term = filters.search?.trim();
  if (term) parts.push(sql`mp.name ILIKE ${`%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`}`);
  return sql.join(parts, sql` AND `);
}

const ORDER_COLUMNS: Record<string, SQL> = {
  name: sql`mp.name`,
  code: sql`code`,
  manufacturer: sql`manufacturer`,
  type: sql`type_device`,
};

function orderOf(ordering: string | undefined): SQL {
  const key = (ordering ?? 'name').replace(/^-/, '');
  const direction = ordering?.startsWith('-') ? sql`DESC` : sql`ASC`;
  return sql`${ORDER_COLUMNS[key] ?? ORDER_COLUMNS.name!} ${direction}, mp.id ${direction}`;
}

interface GridRow {
  id: number;
  code: string | null;
  name: string;
  manufacturer: string;
  type_device: string;
  categories: { id: number; name: string }[] | null;
  total: string | number;
}

/** AC-A11: one page of master products with their first variant's code and their categories. */
export async function productGrid(db: Db, market: Market, locale: Locale, query: GridQuery): Promise<Paged<ProductGridRow>> {
  const typeName = locale === 'cs' ? sql`td.name_cs` : sql`td.name_ro`;
  const rows = await rawRows<GridRow>(
    db,
    sql`SELECT mp.id, mp.name, m.name AS manufacturer, ${typeName} AS type_device,
          (SELECT min(p.code) FROM products p WHERE p.master_product_id = mp.id) AS code,
          (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.url_path)
             FROM master_product_categories x JOIN categories c ON c.id = x.category_id WHERE x.master_product_id = mp.id) AS categories,
          count(*) OVER () AS total
        FROM master_products mp
        JOIN manufacturers m ON m.id = mp.manufacturer_id
        JOIN type_devices td ON td.id = mp.type_device_id
        WHERE ${whereOf(market, query)}
        ORDER BY ${orderOf(query.ordering)}
        LIMIT ${query.page_size} OFFSET ${pageOffset(query.page, query.page_size)}`,
  );
  const count = rows[0] ? toNumber(rows[0].total) : await countMatching(db, market, query);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      code: row.code ?? '',
      name: row.name,
      manufacturer: row.manufacturer,
      type_device: row.type_device,
      categories: row.categories ?? [],
    })),
  };
}

async function countMatching(db: Db, market: Market, filters: GridFilters): Promise<number> {
  const [row] = await rawRows<{ count: string | number }>(db, sql`SELECT count(*) AS count FROM master_products mp WHERE ${whereOf(market, filters)}`);
  return toNumber(row?.count ?? 0);
}

/** "Select all matching": the ids over every page, at most ASSIGNMENT_MAX (the count tells whether more matched). */
export async function productGridIds(db: Db, market: Market, filters: GridFilters): Promise<{ ids: number[]; count: number }> {
  const rows = await rawRows<{ id: number }>(db, sql`SELECT mp.id FROM master_products mp WHERE ${whereOf(market, filters)} ORDER BY mp.id LIMIT ${ASSIGNMENT_MAX}`);
  const count = rows.length < ASSIGNMENT_MAX ? rows.length : await countMatching(db, market, filters);
  return { ids: rows.map((row) => row.id), count };
}
