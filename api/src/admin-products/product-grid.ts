import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { adminProductList, AdminProductRow } from '@shop/shared/contract/admin-products';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Paged } from '@shop/shared/contract/paged';
import type { Db } from '../db/database';
import { manufacturers } from '../db/schema/catalog';
import { products, typeDevices } from '../db/schema/catalogue';
import { pagedList } from '../http/paged-list';
import type { RouteContext } from '../http/register-route';

type Query = RouteContext<typeof adminProductList>['query'];

/** Folded like the products' search document (lower case, no accents), LIKE wildcards escaped. */
export function containsFolded(document: SQL | typeof products.searchDocument, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${document} LIKE '%' || lower(unaccent(${escaped})) || '%'`;
}

export function typeDeviceName(locale: Locale) {
  return locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs;
}

const stockSum = sql<number>`(${products.storeQuantity} + ${products.warehouseQuantity})::int`;

/** AT-A2: the grid's page; the id breaks ties so pages never overlap. */
export async function productGrid(db: Db, market: Market, locale: Locale, query: Query): Promise<Paged<AdminProductRow>> {
  const where = and(
    eq(products.market, market),
    query.search ? containsFolded(products.searchDocument, query.search) : undefined,
    query.manufacturer ? eq(products.manufacturerId, query.manufacturer) : undefined,
    query.type_device ? eq(products.typeDeviceId, query.type_device) : undefined,
    query.master_product ? eq(products.masterProductId, query.master_product) : undefined,
  );
  const ordering = query.ordering ?? 'code';
  const direction = ordering.startsWith('-') ? desc : asc;
  const columns = {
    code: products.code,
    name: products.longName,
    manufacturer: manufacturers.name,
    type: typeDeviceName(locale),
    price: products.price,
    stock: stockSum,
  } as const;
  const column = columns[ordering.replace('-', '') as keyof typeof columns];
  return pagedList(
    query,
    async () => (await db.select({ rows: count() }).from(products).where(where))[0]?.rows ?? 0,
    (limit, offset) =>
      db
        .select({
          id: products.id,
          code: products.code,
          name: products.longName,
          manufacturer_name: manufacturers.name,
          type_device_name: typeDeviceName(locale),
          price: products.price,
          stock: stockSum,
          master_product_id: products.masterProductId,
        })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
        .where(where)
        .orderBy(direction(column), direction(products.id))
        .limit(limit)
        .offset(offset),
  );
}
