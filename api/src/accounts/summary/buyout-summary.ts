import { and, desc, eq, sql } from 'drizzle-orm';
import { buyouts } from '../../db/schema/buyout';
import { translate } from '../../i18n/server-i18n';
import type { SummarySource } from '../summary-source';

/** Buyouts are anonymous forms: they belong to the account whose confirmed e-mail sold them. */
export const buyoutSummary: SummarySource = {
  kind: 'buyout',
  async items({ db, market, locale, owner, limit }) {
    if (!owner.emailConfirmed) return [];
    const rows = await db
      .select({ id: buyouts.id, status: buyouts.status, price: buyouts.price, counterOfferPrice: buyouts.counterOfferPrice, createdAt: buyouts.createdAt })
      .from(buyouts)
      .where(and(eq(buyouts.market, market), eq(sql`lower(${buyouts.email})`, owner.email)))
      .orderBy(desc(buyouts.createdAt), desc(buyouts.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'buyout',
      reference: String(row.id),
      status: row.status,
      status_label: translate(locale, `account.buyout_status.${row.status}`),
      created_at: row.createdAt.toISOString(),
      // An accepted counter-offer is what the customer gets paid.
      total: row.status === 'counter_offer' || row.status === 'counter_offer_accepted' ? (row.counterOfferPrice ?? row.price) : row.price,
      // The detail page needs the secret of the mailed link, which is not kept.
      url: null,
    }));
  },
};
