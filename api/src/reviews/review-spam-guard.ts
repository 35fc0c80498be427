import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { HONEYPOT_FIELD } from '@shop/shared/contract/honeypot';
import { detailError, validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { countHit } from '../limits/counters';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Reviews one account may send per hour: a customer reviewing a whole order's goods at once stays well under it. */
export const REVIEWS_PER_USER_PER_HOUR = 20;
/** Per client (IP) on the two submit routes; the per-user and overall limits sit behind it. */
export const REVIEW_SUBMIT_RATE_LIMIT = { max: 10, timeWindowMs: MINUTE_MS };

/**
 * The review form's guard without third parties (OT-R9): the honeypot field a bot fills, the
 * ceiling for all clients together that the other public forms have, and a limit per account.
 * The submit mails nothing, so the mail-per-address limit of guardedPublicWrite does not apply.
 */
export async function guardReviewSubmit(app: FastifyInstance, request: FastifyRequest, locale: Locale, routeName: string, userId: number | null): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  if (trap !== undefined && trap !== '') throw validationError({ non_field_errors: [translate(locale, 'api.form_refused')] });
  const { db } = app.database;
  if ((await countHit(db, `ceiling:${routeName}`, MINUTE_MS)) > app.config.limits.publicWriteCeilingPerMinute) throw detailError(429, translate(locale, 'api.too_busy'));
  if (userId !== null && (await countHit(db, `reviews:user:${userId}`, HOUR_MS)) > REVIEWS_PER_USER_PER_HOUR) throw detailError(429, translate(locale, 'reviews.too_many'));
}
