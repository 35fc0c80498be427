import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QUALITIES, type Quality } from '@shop/shared/buyout/quality';
import { priceForGrade } from '@shop/shared/buyout/regrade';
import type { BuyoutStatus } from '@shop/shared/buyout/status';
import { buyoutRegrade } from '@shop/shared/contract/buyout-detail';
import { buyoutStatusHistory, buyouts } from '../db/schema/buyout';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { buyoutDetailOf, findBuyout } from './buyout-detail';
import { applyPrivateNoStore } from './cache-headers';
import { mailCounterOffer } from './status-routes';
import { closeAutomaticTask } from '../admin-tasks/automatic-tasks';

/** Inspection happens on a received device; a re-grade is that inspection, so it starts only there. */
const REGRADE_FROM: BuyoutStatus = 'received';

function isQuality(value: string): value is Quality {
  return (QUALITIES as readonly string[]).includes(value);
}

/**
 * Staff inspect with a re-grade (issue #9, docs/order-desk.md). The price comes from the
 * appraisal stored with the buyout and the customer's answers, never from the browser. A lower
 * price makes the inspection a counter-offer in the same transaction (inspected, then
 * counter_offer, both in the history); an equal or better grade leaves the price as sold.
 */
export function registerRegradeRoute(app: FastifyInstance): void {
  registerRoute(app, buyoutRegrade, async ({ params, body, locale, user, reply, request }) => {
    applyPrivateNoStore(reply);
    const row = await findBuyout(app, params.id);
    if (!row || row.market !== app.config.market) throw detailError(404, translate(locale, 'api.not_found'));
    const name = (status: BuyoutStatus) => translate(locale, `buyout.status.${status}`);
    const refused = () => detailError(409, translate(locale, 'buyout.status_change_refused', { from: name(row.status), to: name('inspected') }));
    if (row.status !== REGRADE_FROM) throw refused();

    const quality = isQuality(body.quality) ? body.quality : null;
    const regraded = quality === null ? null : priceForGrade(row.appraisalSnapshot[row.locale], row.answers, quality);
    if (quality === null || regraded === null) throw validationError({ quality: [translate(locale, 'buyout.unknown_grade')] });
    const counterOfferPrice = regraded.price < row.price ? regraded.price : null;
    const changedBy = user?.id ?? null;

    const updated = await app.database.db.transaction(async (tx) => {
      const [next] = await tx
        .update(buyouts)
        .set({ status: counterOfferPrice === null ? 'inspected' : 'counter_offer', ...(counterOfferPrice === null ? {} : { counterOfferPrice }) })
        .where(and(eq(buyouts.id, row.id), eq(buyouts.status, REGRADE_FROM)))
        .returning();
      if (!next) return undefined;
      await tx.insert(buyoutStatusHistory).values({
        buyoutId: row.id,
        status: 'inspected',
        previousQuality: row.quality,
        quality,
        previousPrice: row.price,
        regradedPrice: regraded.price,
        changedBy,
      });
      if (counterOfferPrice !== null) await tx.insert(buyoutStatusHistory).values({ buyoutId: row.id, status: 'counter_offer', counterOfferPrice, changedBy });
      return next;
    });
    // Someone moved the buyout between the read and the update.
    if (!updated) throw refused();
    await closeAutomaticTask(app.database.db, { kind: 'buyout-inspection', buyoutId: updated.id });
    if (updated.status === 'counter_offer') {
      await mailCounterOffer(app, updated).catch((error: unknown) => request.log.error({ err: error, buyout: updated.id }, 'counter-offer mail failed'));
    }
    return buyoutDetailOf(app, updated, locale);
  });
}
