import { sql, type SQL } from 'drizzle-orm';
import { compareQuality, type Quality } from '@shop/shared/buyout/quality';
import { CONDITIONS, type Condition, type ListingFacets } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows, toNumber } from '../raw-rows';
import { allBut, IN_STOCK, type FacetName } from './listing-filters';

export interface GroupedRow {
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  condition: Condition | null;
  quality: Quality | null;
  grouping: number;
  n_manufacturer: string | number;
  n_condition: string | number;
  n_quality: string | number;
  n_all: string | number;
  n_in_stock: string | number;
  price_min: number | null;
  price_max: number | null;
}

// GROUPING(manufacturer, condition, quality): a bit is set for each column the row does not group by.
const BY_MANUFACTURER = 0b011;
const BY_CONDITION = 0b101;
const BY_QUALITY = 0b110;
const TOTAL = 0b111;

/** Numbers sort as numbers ("64" before "128"), the rest alphabetically. */
function compareValues(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}

/**
 * What a listing counts: its tiles. A category shows one tile per model (master product), so it counts models; the
 * search shows each variant.
 */
export type Counted = 'models' | 'products';

const counter = (counted: Counted) => (counted === 'models' ? sql`count(DISTINCT p.master_product_id)` : sql`count(*)`);

/**
 * The grouping-set query that counts each facet under every filter except its own, over the products `from` names
 * (a FROM item aliased `p` and its WHERE): one scan, so a caller can also make it part of a bigger query.
 */
export function facetGroups(from: SQL, conditions: Map<FacetName, SQL>, counted: Counted): SQL {
  const n = counter(counted);
  return sql`
    SELECT g.*, ma.name AS manufacturer_name FROM (
      SELECT p.manufacturer_id, p.condition, p.quality, GROUPING(p.manufacturer_id, p.condition, p.quality) AS grouping,
        ${n} FILTER (WHERE ${allBut(conditions, 'manufacturer')}) AS n_manufacturer,
        ${n} FILTER (WHERE ${allBut(conditions, 'condition')}) AS n_condition,
        ${n} FILTER (WHERE ${allBut(conditions, 'quality')}) AS n_quality,
        ${n} FILTER (WHERE ${allBut(conditions)}) AS n_all,
        ${n} FILTER (WHERE ${allBut(conditions, 'in_stock')} AND ${IN_STOCK}) AS n_in_stock,
        min(p.price) FILTER (WHERE ${allBut(conditions, 'price')}) AS price_min,
        max(p.price) FILTER (WHERE ${allBut(conditions, 'price')}) AS price_max
      FROM ${from}
      GROUP BY GROUPING SETS ((p.manufacturer_id), (p.condition), (p.quality), ())
    ) g LEFT JOIN manufacturers ma ON ma.id = g.manufacturer_id`;
}

/** The facets (but attributes) and the number of matching tiles, from the rows of `facetGroups`. */
export function facetsOf(rows: readonly GroupedRow[]): { count: number; facets: Omit<ListingFacets, 'attributes'> } {
  const total = rows.find((row) => row.grouping === TOTAL);
  const facets = {
    manufacturers: rows
      .filter((row) => row.grouping === BY_MANUFACTURER)
      .map((row) => ({ id: row.manufacturer_id!, name: row.manufacturer_name!, count: toNumber(row.n_manufacturer) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    conditions: CONDITIONS.flatMap((value) => {
      const row = rows.find((candidate) => candidate.grouping === BY_CONDITION && candidate.condition === value);
      return row ? [{ value, count: toNumber(row.n_condition) }] : [];
    }),
    qualities: rows
      .filter((row) => row.grouping === BY_QUALITY && row.quality !== null)
      .map((row) => ({ value: row.quality!, count: toNumber(row.n_quality) }))
      .sort((a, b) => compareQuality(b.value, a.value)),
    price: total && total.price_min !== null && total.price_max !== null ? { min: total.price_min, max: total.price_max } : null,
    in_stock: total ? toNumber(total.n_in_stock) : 0,
  };
  return { count: total ? toNumber(total.n_all) : 0, facets };
}

/**
 * Facet counts and the number of matching tiles in one scan of the category: a grouping-set
 * query counts each facet under every filter except its own. Attributes take one more query.
 */
export async function listingFacets(
  db: Db,
  base: SQL,
  conditions: Map<FacetName, SQL>,
  withAttributes: boolean,
  locale: Locale,
  counted: Counted,
): Promise<{ count: number; facets: ListingFacets }> {
  const { count, facets } = facetsOf(await rawRows<GroupedRow>(db, facetGroups(sql`products p WHERE ${base}`, conditions, counted)));
  return { count, facets: { ...facets, attributes: withAttributes ? await attributeFacets(db, base, conditions, locale, counter(counted)) : [] } };
}

interface DefinitionRow {
  id: number;
  code: string;
  name_cs: string;
  name_ro: string;
  unit: string;
  position: number;
}

/**
 * Values of the filterable attributes with counts; each attribute's own selection is left out of
 * its counts. Counted by attribute id on the values table alone (the definitions are a few rows),
 * then merged by code, since several kinds of goods share one (storage of phones and tablets).
 */
async function attributeFacets(db: Db, base: SQL, conditions: Map<FacetName, SQL>, locale: Locale, n: SQL): Promise<ListingFacets['attributes']> {
  const definitions = await rawRows<DefinitionRow>(db, sql`SELECT id, code, name_cs, name_ro, unit, position FROM attribute_definitions WHERE filterable`);
  if (definitions.length === 0) return [];
  const idsOf = (code: string) =>
    sql.join(
      definitions.filter((definition) => definition.code === code).map((definition) => sql`${definition.id}`),
      sql`, `,
    );
  const attributeCodes = [...conditions.keys()].filter((name) => name.startsWith('attribute:'));
  const filter =
    attributeCodes.length === 0
      ? allBut(conditions)
      : sql`CASE ${sql.join(
          attributeCodes.map((name) => sql`WHEN v.attribute_id IN (${idsOf(name.slice('attribute:'.length))}) THEN ${allBut(conditions, name)}`),
          sql` `,
        )} ELSE ${allBut(conditions)} END`;
  const rows = await rawRows<{ attribute_id: number; value: string; n: string | number }>(
    db,
    sql`
    SELECT v.attribute_id, v.value, ${n} FILTER (WHERE ${filter}) AS n
    FROM product_attribute_values v
    JOIN products p ON p.id = v.product_id
    WHERE v.attribute_id IN (${sql.join(
      definitions.map((definition) => sql`${definition.id}`),
      sql`, `,
    )}) AND ${base}
    GROUP BY v.attribute_id, v.value`,
  );
  const definitionById = new Map(definitions.map((definition) => [definition.id, definition]));
  const byCode = new Map<string, { code: string; name: string; unit: string; position: number; counts: Map<string, number> }>();
  for (const row of rows) {
    const definition = definitionById.get(row.attribute_id)!;
    const facet = byCode.get(definition.code) ?? {
      code: definition.code,
      name: locale === 'cs' ? definition.name_cs : definition.name_ro,
      unit: definition.unit,
      position: definition.position,
      counts: new Map<string, number>(),
    };
    facet.counts.set(row.value, (facet.counts.get(row.value) ?? 0) + toNumber(row.n));
    byCode.set(definition.code, facet);
  }
  return [...byCode.values()]
    .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code))
    .map((facet) => ({
      code: facet.code,
      name: facet.name,
      unit: facet.unit,
      values: [...facet.counts].map(([value, count]) => ({ value, count })).sort((a, b) => compareValues(a.value, b.value)),
    }));
}
