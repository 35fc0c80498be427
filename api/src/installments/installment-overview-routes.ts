import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INSTALLMENT_PROVIDER_NAMES, ordersInstallments } from '@shop/shared/contract/orders';
import { shopOrders } from '../db/schema/cart';
import { installmentApplications } from '../db/schema/installments';
import { registerRoute } from '../http/register-route';

/** O-S5: the installment overview of the logged-in customer (orders placed while logged in, as O-S2). */
export function registerInstallmentOverviewRoutes(app: FastifyInstance): void {
  registerRoute(app, ordersInstallments, async ({ user }) => {
    const rows = await app.database.db
      .select({ order: shopOrders, application: installmentApplications })
      .from(installmentApplications)
      .innerJoin(shopOrders, eq(shopOrders.id, installmentApplications.orderId))
      .where(and(eq(shopOrders.userId, user!.id), eq(shopOrders.market, app.config.market)))
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(100);
    return rows.map(({ order, application }) => ({
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      order_total: order.total,
      provider: application.provider,
      provider_name: INSTALLMENT_PROVIDER_NAMES[application.provider] ?? application.provider,
      months: application.months,
      monthly_payment: application.monthlyPayment,
      state: application.state,
      decided_at: application.decidedAt?.toISOString() ?? null,
    }));
  });
}
