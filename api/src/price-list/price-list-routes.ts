import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminPriceListExport, adminPriceListImport, type PriceChange } from '@shop/shared/contract/admin-feeds';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { Db } from '../db/database';
import { priceListImports } from '../db/schema/admin-feeds';
import { products } from '../db/schema/catalogue';
import { productKeys } from '../catalogue/catalogue-cache';
import { FEEDS_SURROGATE_KEY } from '../feeds/feed-keys';
import { validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { priceListCsv, priceRowsFromCsv, type PriceRow } from './price-list-csv';

/** Codes looked up per query: well under PostgreSQL's parameter limit. */
const LOOKUP_BATCH = 1000;

/** Each row's product and the change it makes; a code the market does not have fails the whole file. */
async function plannedChanges(db: Db, market: Market, rows: readonly PriceRow[], locale: Locale): Promise<{ changes: PriceChange[]; unchanged: number }> {
  const found = new Map<string, { id: number; name: string; price: number }>();
  for (let start = 0; start < rows.length; start += LOOKUP_BATCH) {
    const codes = rows.slice(start, start + LOOKUP_BATCH).map((row) => row.code);
    const batch = await db
      .select({ id: products.id, code: products.code, name: products.longName, price: products.price })
      .from(products)
      .where(and(eq(products.market, market), inArray(products.code, codes)));
    for (const product of batch) found.set(product.code, product);
  }
  const report: FieldErrors = {};
  const changes: PriceChange[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const product = found.get(row.code);
    if (!product) report[String(row.line)] = { code: [translate(locale, 'price_list.unknown_code')] };
    else if (product.price === row.price) unchanged++;
    else changes.push({ line: row.line, product_id: product.id, code: row.code, name: product.name, old_price: product.price, new_price: row.price });
  }
  if (Object.keys(report).length > 0) throw validationError({ rows: report });
  return { changes, unchanged };
}

/**
 * The staff price list (AT-A3, AT-A5): export as CSV and import of price changes with a preview. The price
 * history trigger on `products` records every change (30-day lowest price, docs/markets.md), so the import
 * only updates `price`.
 */
export function registerPriceListRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, adminPriceListExport, async () => {
    const rows = await db()
      .select({ code: products.code, name: products.longName, condition: products.condition, price: products.price })
      .from(products)
      .where(eq(products.market, market()))
      .orderBy(asc(products.code));
    const day = new Date().toISOString().slice(0, 10);
    return { file_name: `price-list-${market().toLowerCase()}-${day}.csv`, content: priceListCsv(rows), rows: rows.length };
  });

  registerRoute(app, adminPriceListImport, async ({ body, locale, user }) => {
    const rows = priceRowsFromCsv(body, locale);
    if (!body.apply) return { applied: false, ...(await plannedChanges(db(), market(), rows, locale)) };

    // Planned again inside the transaction: the preview may be minutes old. The update sets absolute prices, so a
    // concurrent import can only make the audit's old price one step stale, never lose a price.
    const result = await db().transaction(async (tx) => {
      const planned = await plannedChanges(tx as unknown as Db, market(), rows, locale);
      for (let start = 0; start < planned.changes.length; start += LOOKUP_BATCH) {
        const batch = planned.changes.slice(start, start + LOOKUP_BATCH);
        const values = sql.join(
          batch.map((change) => sql`(${change.product_id}::integer, ${change.new_price}::integer)`),
          sql`, `,
        );
        await tx.execute(sql`UPDATE ${products} SET price = v.price FROM (VALUES ${values}) AS v(id, price) WHERE ${products.id} = v.id AND ${products.market} = ${market()}`);
      }
      if (planned.changes.length > 0) {
        await tx.insert(priceListImports).values({
          market: market(),
          userId: user?.id ?? null,
          fileName: body.file_name,
          changes: planned.changes.map(({ product_id, code, old_price, new_price }) => ({ product_id, code, old_price, new_price })),
        });
      }
      return planned;
    });
    if (result.changes.length > 0) {
      await app.responseCache.purge({ target: { keys: [...productKeys(result.changes.map((change) => change.product_id)), FEEDS_SURROGATE_KEY] }, soft: false });
    }
    return { applied: true, ...result };
  });
}
