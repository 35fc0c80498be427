import { eq, and, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { isFullName, type ReviewFields, type StaffReview } from '@shop/shared/contract/reviews';
import type { AuthUser } from '../auth/sessions';
import { masterProducts, products } from '../db/schema/catalogue';
import { productReviews } from '../db/schema/reviews';
import { detailError, validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { fastlyPurger, standInPurger, type CdnPurger } from '../purge/fastly-client';
import { runPurge } from '../purge/purge-service';
import { markPurgedPrecisely } from '../response-cache/response-cache';
import { staffReview } from './review-rows';

/** The surrogate key of a model's review list; its products' keys cover the pages and tiles showing the average. */
export const reviewsKey = (masterProductId: number) => `reviews-${masterProductId}`;

const MARKET_LOCALE = { CZ: 'cs', RO: 'ro' } as const;

export function reviewCdn(app: FastifyInstance): CdnPurger {
  return app.config.fastly ? fastlyPurger(app.config.fastly) : standInPurger();
}

async function existing(app: FastifyInstance, id: number, locale: Locale) {
  const [row] = await app.database.db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.id, id), eq(productReviews.market, app.config.market)));
  if (!row) throw detailError(404, translate(locale, 'api.not_found'));
  return row;
}

/**
 * What shows the review changed at once: the model's review list and every page and tile of its
 * variants (the average). Purged like the staff purge call (logged with who); a CDN failure does
 * not undo the decision, the CDN copy then lives out its minute.
 */
async function purgeReviewedModel(app: FastifyInstance, cdn: CdnPurger, request: FastifyRequest, masterProductId: number, user: AuthUser, locale: Locale): Promise<void> {
  const variantIds = await app.database.db.select({ id: products.id }).from(products).where(eq(products.masterProductId, masterProductId));
  const keys = [reviewsKey(masterProductId), ...variantIds.map((product) => `product-${product.id}`)];
  markPurgedPrecisely(request);
  try {
    await runPurge(app, cdn, { body: { mode: 'key', keys, url: '', soft_purge: false }, absoluteUrl: '', user, locale });
  } catch (error) {
    app.log.warn({ err: error, masterProductId }, 'review purge reached only the shop cache');
  }
}

/** AT-R1: the old values go into the review's history; an empty full name or one word is refused as on the customer's form. */
export async function updateReview(app: FastifyInstance, cdn: CdnPurger, request: FastifyRequest, id: number, changes: Partial<ReviewFields>, user: AuthUser, locale: Locale): Promise<StaffReview> {
  const before = await existing(app, id, locale);
  if (changes.full_name !== undefined && !isFullName(changes.full_name)) throw validationError({ full_name: [translate(locale, 'reviews.full_name_required')] });
  const set = {
    ...(changes.rating === undefined ? {} : { rating: changes.rating }),
    ...(changes.pros === undefined ? {} : { pros: changes.pros }),
    ...(changes.cons === undefined ? {} : { cons: changes.cons }),
    ...(changes.text === undefined ? {} : { text: changes.text }),
    ...(changes.full_name === undefined ? {} : { fullName: changes.full_name }),
  };
  const previous = { rating: before.rating, pros: before.pros, cons: before.cons, text: before.text, full_name: before.fullName };
  await app.database.db
    .update(productReviews)
    .set({ ...set, updatedBy: user.id, updatedAt: new Date(), revisions: sql`${productReviews.revisions} || ${JSON.stringify([{ at: new Date().toISOString(), byUserId: user.id, before: previous }])}::jsonb` })
    .where(eq(productReviews.id, id));
  if (before.status === 'approved') await purgeReviewedModel(app, cdn, request, before.masterProductId, user, locale);
  return (await staffReview(app.database.db, app.config.market, id))!;
}

/** AT-R2: approve publishes at once (cache purged); disapprove keeps the review hidden and mails the reason to the author. */
export async function decideReview(
  app: FastifyInstance,
  cdn: CdnPurger,
  request: FastifyRequest,
  id: number,
  decision: { approved: boolean; disapproval_reason: string },
  user: AuthUser,
  locale: Locale,
): Promise<StaffReview> {
  const before = await existing(app, id, locale);
  const status = decision.approved ? 'approved' : 'disapproved';
  await app.database.db
    .update(productReviews)
    .set({ status, disapprovalReason: decision.approved ? '' : decision.disapproval_reason, decidedBy: user.id, decidedAt: new Date() })
    .where(eq(productReviews.id, id));
  if (before.status === 'approved' || status === 'approved') await purgeReviewedModel(app, cdn, request, before.masterProductId, user, locale);
  if (!decision.approved && before.status !== 'disapproved') {
    const [master] = await app.database.db.select({ name: masterProducts.name }).from(masterProducts).where(eq(masterProducts.id, before.masterProductId));
    const mailLocale = MARKET_LOCALE[before.market];
    await app.mailer.sendMail({
      to: before.email,
      subject: translate(mailLocale, 'reviews.disapproved_mail.subject'),
      text: translate(mailLocale, 'reviews.disapproved_mail.text', { product: master?.name ?? '', reason: decision.disapproval_reason }),
    });
  }
  return (await staffReview(app.database.db, app.config.market, id))!;
}
