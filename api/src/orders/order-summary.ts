import { and, desc, eq } from 'drizzle-orm';
import { pagePath } from '@shop/shared/routing/page-paths';
import { shopOrders } from '../db/schema/cart';
import { translate } from '../i18n/server-i18n';
import type { SummarySource } from '../accounts/summary-source';

/** The account summary's orders: those placed while logged in, each opening its status page. */
export const orderSummary: SummarySource = {
  kind: 'order',
  async items({ db, market, locale, owner, limit }) {
    const rows = await db
      .select({ orderNumber: shopOrders.orderNumber, status: shopOrders.status, total: shopOrders.total, createdAt: shopOrders.createdAt })
      .from(shopOrders)
      .where(and(eq(shopOrders.market, market), eq(shopOrders.userId, owner.userId)))
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'order',
      reference: row.orderNumber,
      status: row.status,
      status_label: translate(locale, `orders.status.${row.status as 'new'}`),
      created_at: row.createdAt.toISOString(),
      total: row.total,
      url: pagePath(market, 'orders', [row.orderNumber]),
    }));
  },
};
