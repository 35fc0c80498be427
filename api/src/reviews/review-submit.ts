import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isFullName, type ReviewFields } from '@shop/shared/contract/reviews';
import type { AuthUser } from '../auth/sessions';
import { masterProducts, products } from '../db/schema/catalogue';
import { productReviews } from '../db/schema/reviews';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { detailError, validationError } from '../http/http-error';
import type { FieldErrors } from '@shop/shared/contract/route';
import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { purchasedLineId } from './purchases';

export interface ReviewTarget {
  masterProductId: number;
  productId: number | null;
}

export async function targetBySeoName(app: FastifyInstance, seoName: string, locale: Locale): Promise<ReviewTarget> {
  const [master] = await app.database.db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(and(eq(masterProducts.market, app.config.market), eq(masterProducts.seoName, seoName)));
  if (!master) throw detailError(404, translate(locale, 'api.not_found'));
  return { masterProductId: master.id, productId: null };
}

export async function targetByProductId(app: FastifyInstance, productId: number, locale: Locale): Promise<ReviewTarget> {
  const [product] = await app.database.db
    .select({ masterProductId: products.masterProductId })
    .from(products)
    .where(and(eq(products.market, app.config.market), eq(products.id, productId)));
  if (!product) throw detailError(404, translate(locale, 'api.not_found'));
  return { masterProductId: product.masterProductId, productId };
}

/**
 * A review waits for staff (OT-R8) and needs a purchase (OT-R7, docs/reviews.md): field errors
 * and the purchase rule are answered together, so the customer fixes everything at once.
 */
export async function submitReview(app: FastifyInstance, user: AuthUser | null, target: ReviewTarget, fields: ReviewFields, locale: Locale) {
  const { db } = app.database;
  const errors: FieldErrors = {};
  if (!isFullName(fields.full_name)) errors.full_name = [translate(locale, 'reviews.full_name_required')];
  const lineId = user ? await purchasedLineId(db, app.config.market, user.id, target.masterProductId, target.productId) : null;
  if (!user) errors.non_field_errors = [translate(locale, 'reviews.sign_in_to_review')];
  else if (lineId === null) errors.non_field_errors = [translate(locale, 'reviews.only_purchased')];
  if (Object.keys(errors).length > 0 || !user) throw validationError(errors);
  try {
    const [row] = await db
      .insert(productReviews)
      .values({
        market: app.config.market,
        masterProductId: target.masterProductId,
        productId: target.productId,
        userId: user.id,
        orderLineId: lineId,
        rating: fields.rating,
        pros: fields.pros,
        cons: fields.cons,
        text: fields.text,
        fullName: fields.full_name,
        email: user.email,
      })
      .returning({ id: productReviews.id, status: productReviews.status });
    return row!;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'product_reviews_user_master_unique') throw validationError({ non_field_errors: [translate(locale, 'reviews.already_reviewed')] });
    throw error;
  }
}
