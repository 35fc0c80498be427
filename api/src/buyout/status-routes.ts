import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUNTER_OFFER_DECISIONS, canTransition, type BuyoutStatus } from '@shop/shared/buyout/status';
import { buyoutCounterOfferAnswer, buyoutStatusChange } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { buyoutStatusHistory, buyouts } from '../db/schema/buyout';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { mailHtml } from '../mail/mail-html';
import { buyoutByToken, buyoutDetailOf, findBuyout, type BuyoutRow } from './buyout-detail';
import { applyPrivateNoStore } from './cache-headers';
import { colourSelectionLabels } from './catalog-lookup';
import { deviceDescription } from './device-description';
import { closeAutomaticTask, openAutomaticTask } from '../admin-tasks/automatic-tasks';

interface Move {
  to: BuyoutStatus;
  counterOfferPrice?: number;
  changedBy: number | null;
}

/**
 * Moves a buyout on, only from the status it was read in: when two people move the same
 * buyout at once, the second finds the status changed and gets the 409 the first check gives.
 */
async function move(app: FastifyInstance, row: BuyoutRow, { to, counterOfferPrice, changedBy }: Move, locale: Locale): Promise<BuyoutRow> {
  // Staff read the statuses by the names the pages use, in their language, not the stored codes.
  const name = (status: BuyoutStatus) => translate(locale, `buyout.status.${status}`);
  const refused = () => detailError(409, translate(locale, 'buyout.status_change_refused', { from: name(row.status), to: name(to) }));
  if (!canTransition(row.status, to)) throw refused();
  // An accepted counter-offer is the price from then on; `originalPrice` keeps the first one.
  const acceptedPrice = to === 'counter_offer_accepted' && row.counterOfferPrice !== null ? row.counterOfferPrice : undefined;
  const updated = await app.database.db.transaction(async (tx) => {
    const [next] = await tx
      .update(buyouts)
      .set({ status: to, ...(counterOfferPrice !== undefined ? { counterOfferPrice } : {}), ...(acceptedPrice !== undefined ? { price: acceptedPrice } : {}) })
      .where(and(eq(buyouts.id, row.id), eq(buyouts.status, row.status)))
      .returning();
    if (next) await tx.insert(buyoutStatusHistory).values({ buyoutId: row.id, status: to, counterOfferPrice: counterOfferPrice ?? acceptedPrice ?? null, changedBy });
    return next;
  });
  if (!updated) throw refused();
  // A received device waits for its inspection in the tasks admin until it moves on.
  if (to === 'received') await openAutomaticTask(app.database.db, updated.market, { kind: 'buyout-inspection', buyoutId: updated.id });
  if (row.status === 'received') await closeAutomaticTask(app.database.db, { kind: 'buyout-inspection', buyoutId: updated.id });
  return updated;
}

/** Tells the customer, in the language they sold in, about the new price; the link is in their confirmation e-mail. */
export async function mailCounterOffer(app: FastifyInstance, row: BuyoutRow): Promise<void> {
  const labels = await colourSelectionLabels(app.database.db, row.market, row.colourId, row.locale);
  const device = deviceDescription(labels.manufacturer_choice, labels.product_model_choice, labels.product_color_choice);
  const price = formatPrice(row.counterOfferPrice ?? row.price, row.market);
  const subject = translate(row.locale, 'buyout.counter_offer_mail.subject', { id: row.id });
  const text = translate(row.locale, 'buyout.counter_offer_mail.text', { id: row.id, device, price });
  // No button: the detail's link carries a token the server does not keep.
  await app.mailer.sendMail({ to: row.email, subject, text, html: mailHtml({ locale: row.locale, shopName: app.config.mailSenderName, subject, text, device, price }) });
}

/** Confirms the accepted counter-offer: the price the device is paid for from now on. */
async function mailAcceptedPrice(app: FastifyInstance, row: BuyoutRow): Promise<void> {
  const labels = await colourSelectionLabels(app.database.db, row.market, row.colourId, row.locale);
  const device = deviceDescription(labels.manufacturer_choice, labels.product_model_choice, labels.product_color_choice);
  const price = formatPrice(row.price, row.market);
  const subject = translate(row.locale, 'buyout.accepted_mail.subject', { id: row.id });
  const text = translate(row.locale, 'buyout.accepted_mail.text', { id: row.id, device, price, originalPrice: formatPrice(row.originalPrice ?? row.price, row.market) });
  await app.mailer.sendMail({ to: row.email, subject, text, html: mailHtml({ locale: row.locale, shopName: app.config.mailSenderName, subject, text, device, price }) });
}

export function registerStatusRoutes(app: FastifyInstance): void {
  registerRoute(app, buyoutCounterOfferAnswer, async ({ params, body, locale, reply, request }) => {
    applyPrivateNoStore(reply);
    const row = await buyoutByToken(app, params.id, params.token, locale);
    if (row.status !== 'counter_offer') throw detailError(409, translate(locale, 'buyout.no_counter_offer'));
    const updated = await move(app, row, { to: COUNTER_OFFER_DECISIONS[body.decision], changedBy: null }, locale);
    if (updated.status === 'counter_offer_accepted') {
      await mailAcceptedPrice(app, updated).catch((error: unknown) => request.log.error({ err: error, buyout: updated.id }, 'accepted price mail failed'));
    }
    return buyoutDetailOf(app, updated, locale);
  });

  registerRoute(app, buyoutStatusChange, async ({ params, body, locale, user, reply, request }) => {
    applyPrivateNoStore(reply);
    const row = await findBuyout(app, params.id);
    if (!row || row.market !== app.config.market) throw detailError(404, translate(locale, 'api.not_found'));
    const counterOfferPrice = body.status === 'counter_offer' ? body.counter_offer_price : undefined;
    const updated = await move(app, row, { to: body.status, ...(counterOfferPrice !== undefined ? { counterOfferPrice } : {}), changedBy: user?.id ?? null }, locale);
    if (updated.status === 'counter_offer') {
      // The move stands even when the mail server is down; staff see the failure in the log.
      await mailCounterOffer(app, updated).catch((error: unknown) => request.log.error({ err: error, buyout: updated.id }, 'counter-offer mail failed'));
    }
    return buyoutDetailOf(app, updated, locale);
  });
}
