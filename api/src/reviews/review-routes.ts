import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import {
  reviewProductsFromOrders,
  reviewProductsSamsung,
  reviewsOfProduct,
  reviewStaffApprove,
  reviewStaffDetail,
  reviewStaffList,
  reviewStaffUpdate,
  reviewSubmit,
  reviewSubmitForProduct,
  reviewUserData,
  type ReviewUserData,
} from '@shop/shared/contract/reviews';
import { masterProducts } from '../db/schema/catalogue';
import { productReviews } from '../db/schema/reviews';
import { applyCatalogueCache, applyPrivate, PRODUCT_MAX_AGE } from '../catalogue/catalogue-cache';
import { detailError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { productsToReview, purchasedLineId } from './purchases';
import { countStaffReviews, publishedReviews, staffReview, staffReviews } from './review-rows';
import { REVIEW_SUBMIT_RATE_LIMIT, guardReviewSubmit } from './review-spam-guard';
import { decideReview, reviewCdn, reviewsKey, updateReview } from './review-staff';
import { submitReview, targetByProductId, targetBySeoName } from './review-submit';

/** The manufacturer of the OT-R4 campaign (docs/reviews.md). */
const CAMPAIGN_MANUFACTURER = 'Samsung';
const MARKET_TIME_ZONE: Record<Market, string> = { CZ: 'Europe/Prague', RO: 'Europe/Bucharest' };

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type StaffQuery = v.InferOutput<NonNullable<(typeof reviewStaffList)['query']>>;

function staffConditions(market: Market, query: StaffQuery): SQL {
  const zone = MARKET_TIME_ZONE[market];
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`r.status = ${query.status}`);
  if (query.rating) where.push(sql`r.rating = ${query.rating}`);
  if (query.product) where.push(sql`(m.name ILIKE ${likePattern(query.product)} OR m.seo_name ILIKE ${likePattern(query.product)} OR p.long_name ILIKE ${likePattern(query.product)})`);
  if (query.created_from) where.push(sql`r.created_at >= (${query.created_from}::date)::timestamp at time zone ${zone}`);
  if (query.created_to) where.push(sql`r.created_at < (${nextDay(query.created_to)}::date)::timestamp at time zone ${zone}`);
  return sql.join(where, sql` AND `);
}

const STAFF_ORDERING: Record<string, SQL> = {
  created_at: sql`r.created_at ASC`,
  '-created_at': sql`r.created_at DESC`,
  rating: sql`r.rating ASC, r.created_at DESC`,
  '-rating': sql`r.rating DESC, r.created_at DESC`,
};

/** Customer review calls (OT-R1..R5), the product page's list, and the staff grid, edit and approval (AT-R1, AT-R2, AT-R5). */
export function registerReviewRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const { market } = app.config;
  const cdn = reviewCdn(app);

  registerRoute(
    app,
    reviewSubmit,
    async ({ body, user, locale, request, reply }) => {
      await guardReviewSubmit(app, request, locale, reviewSubmit.name, user?.id ?? null);
      const { master_product_seo_name: seoName, ...fields } = body;
      reply.code(201);
      return submitReview(app, user, await targetBySeoName(app, seoName, locale), fields, locale);
    },
    { rateLimit: REVIEW_SUBMIT_RATE_LIMIT },
  );

  registerRoute(
    app,
    reviewSubmitForProduct,
    async ({ params, body, user, locale, request, reply }) => {
      await guardReviewSubmit(app, request, locale, reviewSubmitForProduct.name, user?.id ?? null);
      reply.code(201);
      return submitReview(app, user, await targetByProductId(app, params.component_pk, locale), body, locale);
    },
    { rateLimit: REVIEW_SUBMIT_RATE_LIMIT },
  );

  registerRoute(app, reviewUserData, async ({ params, user, locale, reply }): Promise<ReviewUserData> => {
    applyPrivate(reply);
    const target = await targetBySeoName(app, params.master_product_seo_name, locale);
    if (!user) return { can_review: false, blocker: 'not_signed_in', full_name: '' };
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    const [own] = await db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(and(eq(productReviews.userId, user.id), eq(productReviews.masterProductId, target.masterProductId)));
    if (own) return { can_review: false, blocker: 'already_reviewed', full_name: fullName };
    const line = await purchasedLineId(db, market, user.id, target.masterProductId, null);
    return line === null ? { can_review: false, blocker: 'not_purchased', full_name: fullName } : { can_review: true, blocker: null, full_name: fullName };
  });

  registerRoute(app, reviewProductsFromOrders, async ({ user, reply }) => {
    applyPrivate(reply);
    return { results: await productsToReview(db, market, user!.id) };
  });

  registerRoute(app, reviewProductsSamsung, async ({ user, reply }) => {
    applyPrivate(reply);
    return { results: await productsToReview(db, market, user!.id, sql` AND ma.name = ${CAMPAIGN_MANUFACTURER}`) };
  });

  registerRoute(app, reviewsOfProduct, async ({ params, query, locale, reply }) => {
    const [master] = await db
      .select({ id: masterProducts.id, average: masterProducts.ratingAverage, count: masterProducts.ratingCount })
      .from(masterProducts)
      .where(and(eq(masterProducts.market, market), eq(masterProducts.seoName, params.master_product_seo_name)));
    if (!master) throw detailError(404, translate(locale, 'api.not_found'));
    const page = await pagedList(
      query,
      async () => master.count,
      (limit, offset) => publishedReviews(db, master.id, limit, offset),
    );
    applyCatalogueCache(reply, PRODUCT_MAX_AGE, 'product-reviews', [reviewsKey(master.id)]);
    // Shared caches only: a purge after approval reaches the shop's cache and the CDN, never the visitor's browser.
    reply.header('Cache-Control', `public, max-age=0, s-maxage=${PRODUCT_MAX_AGE}`);
    return { ...page, average: master.count > 0 ? master.average : null };
  });

  registerRoute(app, reviewStaffList, async ({ query }) => {
    const where = staffConditions(market, query);
    return pagedList(
      query,
      () => countStaffReviews(db, market, where),
      (limit, offset) => staffReviews(db, market, where, STAFF_ORDERING[query.ordering ?? '-created_at']!, limit, offset),
    );
  });

  registerRoute(app, reviewStaffDetail, async ({ params, locale }) => {
    const review = await staffReview(db, market, params.pk);
    if (!review) throw detailError(404, translate(locale, 'api.not_found'));
    return review;
  });

  registerRoute(app, reviewStaffUpdate, async ({ params, body, user, locale, request }) => updateReview(app, cdn, request, params.pk, body, user!, locale));

  registerRoute(app, reviewStaffApprove, async ({ params, body, user, locale, request }) => decideReview(app, cdn, request, params.pk, body, user!, locale));
}
