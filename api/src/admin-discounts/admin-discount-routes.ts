import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, lte, gte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminDiscountCreate,
  adminDiscountDelete,
  adminDiscountDetail,
  adminDiscountGenerate,
  adminDiscountImport,
  adminDiscountList,
  adminDiscountUpdate,
  needsHighPercentConfirmation,
  type Discount,
} from '@shop/shared/contract/admin-discounts';
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
    const now = new Date();
    const where = and(
      staffCodes(market()),
      query.search ? ilike(discountCodes.code, `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
      query.kind === 'percent' ? isNotNull(discountCodes.percent) : query.kind === 'amount' ? isNotNull(discountCodes.amount) : undefined,
      query.state === 'active' ? and(lte(discountCodes.validFrom, now), gte(discountCodes.validTo, now)) : undefined,
      query.state === 'upcoming' ? gt(discountCodes.validFrom, now) : undefined,
      query.state === 'expired' ? lt(discountCodes.validTo, now) : undefined,
    );
    const ordering = query.ordering ?? '-id';
    const direction = ordering.startsWith('-') ? desc : asc;
    const column = ORDER_COLUMNS[ordering.replace('-', '') as keyof typeof ORDER_COLUMNS];
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
