import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BuyoutDetail, StoredCustomerData } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import { sameToken, tokenDigest } from '../auth/tokens';
import { buyoutStatusHistory, buyouts } from '../db/schema/buyout';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { colourSelectionLabels } from './catalog-lookup';

export type BuyoutRow = typeof buyouts.$inferSelect;

export async function findBuyout(app: FastifyInstance, id: number): Promise<BuyoutRow | null> {
  const [row] = await app.database.db.select().from(buyouts).where(eq(buyouts.id, id));
  return row ?? null;
}

/**
 * The buyout the customer's link points at. An unknown id and a wrong token get the same
 * 404, and the token is compared in constant time, so neither can be probed.
 */
export async function buyoutByToken(app: FastifyInstance, id: number, token: string, locale: Locale): Promise<BuyoutRow> {
  const row = await findBuyout(app, id);
  if (!row || row.market !== app.config.market || !sameToken(tokenDigest(token), row.tokenDigest)) {
    throw detailError(404, translate(locale, 'api.not_found'));
  }
  return row;
}

/** The detail as the contract gives it: the appraisal as sold, with the customer's answers, and the timeline. */
export async function buyoutDetailOf(app: FastifyInstance, row: BuyoutRow, locale: Locale): Promise<BuyoutDetail> {
  const db = app.database.db;
  const [labels, history] = await Promise.all([
    colourSelectionLabels(db, row.market, row.colourId, locale),
    db.select().from(buyoutStatusHistory).where(eq(buyoutStatusHistory.buyoutId, row.id)).orderBy(asc(buyoutStatusHistory.id)),
  ]);
  const appraisal = row.appraisalSnapshot[locale];
  const reached = appraisal.appraisal_result[String(row.resultId)]!;
  return {
    id: row.id,
    ...labels,
    ...appraisal,
    conditions_appraisal_result: { id: row.resultId, quality: row.quality, price: reached.price, url: reached.url },
    customer_data: row.customerData as StoredCustomerData,
    pickup_address: row.pickupAddress as BuyoutDetail['pickup_address'],
    buyout_device: row.buyoutDevice as BuyoutDetail['buyout_device'],
    status: row.status,
    status_history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.changedAt.toISOString(),
      // The timeline shows both prices: the sale's at its start, the counter-offer's where it was made and accepted.
      price: entry.status === 'created' ? (row.originalPrice ?? row.price) : entry.counterOfferPrice,
      regrade:
        entry.previousQuality !== null && entry.quality !== null && entry.previousPrice !== null && entry.regradedPrice !== null
          ? { from_quality: entry.previousQuality, to_quality: entry.quality, from_price: entry.previousPrice, to_price: entry.regradedPrice }
          : null,
    })),
    price: row.price,
    original_price: row.originalPrice ?? row.price,
    counter_offer_price: row.counterOfferPrice,
    created_at: row.createdAt.toISOString(),
  };
}
