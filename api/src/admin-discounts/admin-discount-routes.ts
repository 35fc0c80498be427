import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, lte, gte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminDiscountBulk,
  adminDiscountCreate,
  adminDiscountDelete,
  adminDiscountExport,
  adminDiscountDetail,
  adminDiscountGenerate,
  adminDiscountImport,
  adminDiscountList,
  adminDiscountUpdate,
  EXPORT_ROWS_MAX,
  needsHighPercentConfirmation,
  type Discount,
  type DiscountKind,
} from '@shop/shared/contract/admin-discounts';
import { discountCsv } from '@shop/shared/discounts/discount-csv';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { discountCodes } from '../db/schema/cart';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { randomDiscountCode } from './code-generator';
import { addRowError, discountsFromCsv } from './discount-import';
import { discountColumns, discountOf, discountSelection, type DiscountTerms } from './discount-rows';

const ORDER_COLUMNS = { id: discountCodes.id, code: discountCodes.code, valid_to: discountCodes.validTo, used_count: discountCodes.usedCount } as const;

/** Staff codes only: the student-card row is applied by card and has no code to hand out. */
function staffCodes(market: Market): SQL {
  return and(eq(discountCodes.market, market), eq(discountCodes.studentCard, false))!;
}

type GridQuery = { search?: string; kind?: DiscountKind; state?: 'active' | 'upcoming' | 'expired'; ids?: number[] };

/** The grid's filters, shared by the list and the export so a file holds exactly the rows staff filtered. */
function gridFilter(market: Market, query: GridQuery): SQL {
  const now = new Date();
  return and(
    staffCodes(market),
    query.search ? ilike(discountCodes.code, `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
    query.kind === 'percent' ? isNotNull(discountCodes.percent) : query.kind === 'amount' ? isNotNull(discountCodes.amount) : undefined,
    query.state === 'active' ? and(lte(discountCodes.validFrom, now), gte(discountCodes.validTo, now)) : undefined,
    query.state === 'upcoming' ? gt(discountCodes.validFrom, now) : undefined,
    query.state === 'expired' ? lt(discountCodes.validTo, now) : undefined,
    query.ids ? inArray(discountCodes.id, query.ids) : undefined,
  )!;
}

function gridOrder(ordering: string | undefined) {
  const chosen = ordering ?? '-id';
  return { direction: chosen.startsWith('-') ? desc : asc, column: ORDER_COLUMNS[chosen.replace('-', '') as keyof typeof ORDER_COLUMNS] };
}

function confirmOrRefuse(terms: DiscountTerms & { confirm_high_percent: boolean }, locale: Locale): void {
  if (needsHighPercentConfirmation(terms) && !terms.confirm_high_percent) {
    throw validationError({ confirm_high_percent: [translate(locale, 'admin_discounts.high_percent')] });
  }
}

async function readDiscount(db: Db, market: Market, id: number, locale: Locale): Promise<Discount> {
  const row = (await db.select(discountSelection(market)).from(discountCodes).where(and(staffCodes(market), eq(discountCodes.id, id))))[0];
  if (!row) throw detailError(404, translate(locale, 'admin_discounts.not_found'));
  return discountOf(row);
}

/** A code the market has already is the staff's typing, not a server fault: 400 on `code`. */
async function unlessCodeTaken<T>(locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'discount_codes_market_code_unique') throw validationError({ code: [translate(locale, 'admin_discounts.code_taken')] });
    throw error;
  }
}

export function registerAdminDiscountRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, adminDiscountList, ({ query }) => {
    const where = gridFilter(market(), query);
    const { direction, column } = gridOrder(query.ordering);
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(discountCodes).where(where))[0]?.rows ?? 0,
      async (limit, offset) =>
        (await db().select(discountSelection(market())).from(discountCodes).where(where).orderBy(direction(column), direction(discountCodes.id)).limit(limit).offset(offset)).map(discountOf),
    );
  });

  registerRoute(app, adminDiscountDetail, ({ params, locale }) => readDiscount(db(), market(), params.id, locale));

  registerRoute(app, adminDiscountCreate, async ({ body, locale, reply }) => {
    confirmOrRefuse(body, locale);
    const [row] = await unlessCodeTaken(locale, () =>
      db()
        .insert(discountCodes)
        .values({ ...discountColumns(market(), body), code: body.code })
        .returning({ id: discountCodes.id }),
    );
    reply.code(201);
    return readDiscount(db(), market(), row!.id, locale);
  });

  registerRoute(app, adminDiscountUpdate, async ({ params, body, locale }) => {
    confirmOrRefuse(body, locale);
    const updated = await unlessCodeTaken(locale, () =>
      db()
        .update(discountCodes)
        .set({ ...discountColumns(market(), body), code: body.code })
        .where(and(staffCodes(market()), eq(discountCodes.id, params.id)))
        .returning({ id: discountCodes.id }),
    );
    if (updated.length === 0) throw detailError(404, translate(locale, 'admin_discounts.not_found'));
    return readDiscount(db(), market(), params.id, locale);
  });

  registerRoute(app, adminDiscountDelete, async ({ params, locale }) => {
    const existing = await readDiscount(db(), market(), params.id, locale);
    // Conditional on no use: an order taking the code meanwhile keeps it (and its history).
    const deleted = await db()
      .delete(discountCodes)
      .where(and(staffCodes(market()), eq(discountCodes.id, params.id), eq(discountCodes.usedCount, 0)))
      .returning({ id: discountCodes.id });
    if (deleted.length === 0) throw detailError(409, translate(locale, 'admin_discounts.used'));
    return { id: existing.id };
  });

  registerRoute(app, adminDiscountGenerate, async ({ body, locale, reply }) => {
    confirmOrRefuse(body, locale);
    const columns = discountColumns(market(), body);
    const codes: string[] = [];
    // A random code may exist already (or be taken by a generation running beside this one): the
    // unique key skips it and the loop draws again, so every code handed back is the market's only one.
    await db().transaction(async (tx) => {
      while (codes.length < body.count) {
        const batch = Array.from({ length: body.count - codes.length }, randomDiscountCode);
        const inserted = await tx
          .insert(discountCodes)
          .values([...new Set(batch)].map((code) => ({ ...columns, code })))
          .onConflictDoNothing()
          .returning({ code: discountCodes.code });
        codes.push(...inserted.map((row) => row.code));
      }
    });
    reply.code(201);
    return { codes };
  });

  registerRoute(app, adminDiscountExport, async ({ query }) => {
    const { direction, column } = gridOrder(query.ordering);
    const rows = (
      await db()
        .select(discountSelection(market()))
        .from(discountCodes)
        .where(gridFilter(market(), query))
        .orderBy(direction(column), direction(discountCodes.id))
        .limit(EXPORT_ROWS_MAX + 1)
    ).map(discountOf);
    const kept = rows.slice(0, EXPORT_ROWS_MAX);
    const day = new Date().toISOString().slice(0, 10);
    return { file_name: `slevy-${market().toLowerCase()}-${day}.csv`, content: discountCsv(kept), rows: kept.length, truncated: rows.length > EXPORT_ROWS_MAX };
  });

  registerRoute(app, adminDiscountBulk, async ({ body }) => {
    const chosen = and(staffCodes(market()), inArray(discountCodes.id, body.ids));
    if (body.action === 'deactivate') {
      // Ends now; a code that ended already keeps its own end, so its history stays as it was.
      const now = new Date();
      const ended = await db()
        .update(discountCodes)
        .set({ validTo: now })
        .where(and(chosen, gt(discountCodes.validTo, now)))
        .returning({ id: discountCodes.id });
      return { changed: ended.map((row) => row.id), kept: [] };
    }
    return db().transaction(async (tx) => {
      // Conditional on no use, as the single delete: an order's uses would cascade away with the code.
      const deleted = await tx.delete(discountCodes).where(and(chosen, eq(discountCodes.usedCount, 0))).returning({ id: discountCodes.id });
      const used = await tx.select({ code: discountCodes.code }).from(discountCodes).where(chosen).orderBy(asc(discountCodes.code));
      return { changed: deleted.map((row) => row.id), kept: used.map((row) => row.code) };
    });
  });

  registerRoute(app, adminDiscountImport, async ({ body, locale, reply }) => {
    const { rows, report, codeLines } = discountsFromCsv(body, locale);
    const codes = [...new Set(codeLines.map((entry) => entry.code))];
    const taken = new Set(
      codes.length === 0
        ? []
        : (await db().select({ code: discountCodes.code }).from(discountCodes).where(and(eq(discountCodes.market, market()), inArray(discountCodes.code, codes)))).map((row) => row.code),
    );
    for (const entry of codeLines) if (taken.has(entry.code)) addRowError(report, entry.line, 'code', translate(locale, 'admin_discounts.code_taken'));
    if (Object.keys(report).length > 0) throw validationError({ rows: report });
    const unconfirmed = rows.filter((row) => needsHighPercentConfirmation(row.input));
    if (unconfirmed.length > 0 && !body.confirm_high_percent) throw validationError({ confirm_high_percent: [translate(locale, 'admin_discounts.high_percent')] });
    // One statement: all rows or (a code taken meanwhile) none.
    await unlessCodeTaken(locale, () => db().insert(discountCodes).values(rows.map((row) => ({ ...discountColumns(market(), row.input), code: row.input.code }))));
    reply.code(201);
    return { created: rows.length, codes: rows.map((row) => row.input.code) };
  });
}
