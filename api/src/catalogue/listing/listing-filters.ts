import { sql, type SQL } from 'drizzle-orm';
import { ATTRIBUTE_FILTER_PATTERN, type ListingOrdering } from '@shop/shared/contract/catalogue';
import type { Quality } from '@shop/shared/buyout/quality';

/** The validated filter fields of a listing query. */
export interface ListingFilters {
  manufacturer?: number[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  condition?: ('new' | 'used')[] | undefined;
  quality?: Quality[] | undefined;
  in_stock?: boolean | undefined;
  attribute?: string[] | undefined;
  /** Search only: the kind of goods (`type_device_id`). */
  kind?: number[] | undefined;
}

/** Facets that leave their own filter out when counting (the others apply). */
export type FacetName = 'kind' | 'manufacturer' | 'price' | 'condition' | 'quality' | 'in_stock' | `attribute:${string}`;

/** Can be bought now: on a store shelf or in the central warehouse. */
export const IN_STOCK = sql`(p.store_quantity + p.warehouse_quantity) > 0`;

const values = (items: readonly (string | number)[]) =>
  sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  );

/** `storage:128`, `storage:256`, `ram:8` -> { storage: [128, 256], ram: [8] } */
export function attributeSelections(filters: readonly string[] | undefined): Map<string, string[]> {
  const selections = new Map<string, string[]>();
  for (const filter of filters ?? []) {
    const [, code, value] = ATTRIBUTE_FILTER_PATTERN.exec(filter)!;
    selections.set(code!, [...new Set([...(selections.get(code!) ?? []), value!])]);
  }
  return selections;
}

/**
 * One SQL condition per active filter, keyed by the facet it belongs to; `attributes` is false
 * outside `filterable` categories, where attribute filters are ignored.
 */
export function filterConditions(filters: ListingFilters, attributes: boolean): Map<FacetName, SQL> {
  const conditions = new Map<FacetName, SQL>();
  if (filters.kind?.length) conditions.set('kind', sql`p.type_device_id IN (${values(filters.kind)})`);
  if (filters.manufacturer?.length) conditions.set('manufacturer', sql`p.manufacturer_id IN (${values(filters.manufacturer)})`);
  const price: SQL[] = [];
  if (filters.price_min !== undefined) price.push(sql`p.price >= ${filters.price_min}`);
  if (filters.price_max !== undefined) price.push(sql`p.price <= ${filters.price_max}`);
  if (price.length > 0) conditions.set('price', sql.join(price, sql` AND `));
  if (filters.condition?.length) conditions.set('condition', sql`p.condition IN (${values(filters.condition)})`);
  if (filters.quality?.length) conditions.set('quality', sql`p.quality IN (${values(filters.quality)})`);
  if (filters.in_stock) conditions.set('in_stock', IN_STOCK);
  if (attributes) {
    for (const [code, selected] of attributeSelections(filters.attribute)) {
      conditions.set(
        `attribute:${code}`,
        sql`EXISTS (SELECT 1 FROM product_attribute_values v JOIN attribute_definitions d ON d.id = v.attribute_id
          WHERE v.product_id = p.id AND d.code = ${code} AND v.value IN (${values(selected)}))`,
      );
    }
  }
  return conditions;
}

/** Every condition but `except`'s, AND-ed; TRUE when none is left. */
export function allBut(conditions: Map<FacetName, SQL>, except?: FacetName): SQL {
  const parts = [...conditions].filter(([name]) => name !== except).map(([, condition]) => sql`(${condition})`);
  return parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `);
}

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
export function orderBy(ordering: ListingOrdering): SQL {
  switch (ordering) {
    case 'price':
      return sql`p.price ASC, p.id ASC`;
    case '-price':
      return sql`p.price DESC, p.id ASC`;
    case '-created_at':
      return sql`p.created_at DESC, p.id DESC`;
    case '-popularity':
      return sql`p.popularity DESC, p.id ASC`;
  }
}
