import { and, desc, eq, sql } from 'drizzle-orm';
import { serviceOrders } from '../../db/schema/service';
import { translate } from '../../i18n/server-i18n';
import type { SummarySource } from '../summary-source';

/** Service bookings are anonymous forms too: matched by the account's confirmed e-mail. */
export const serviceOrderSummary: SummarySource = {
  kind: 'service_order',
  async items({ db, market, locale, owner, limit }) {
    if (!owner.emailConfirmed) return [];
    const rows = await db
      .select({ orderNumber: serviceOrders.orderNumber, status: serviceOrders.status, totalPrice: serviceOrders.totalPrice, createdAt: serviceOrders.createdAt })
      .from(serviceOrders)
      .where(and(eq(serviceOrders.market, market), eq(sql`lower(${serviceOrders.email})`, owner.email)))
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'service_order',
      reference: row.orderNumber,
      status: row.status,
      status_label: translate(locale, `service.status.${row.status}`),
      created_at: row.createdAt.toISOString(),
      total: row.totalPrice,
      // The status page needs the token of the confirmation mail, which is not kept.
      url: null,
    }));
  },
};
