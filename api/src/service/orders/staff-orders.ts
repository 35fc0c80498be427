import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { SERVICE_STAFF_ORDERS_LIMIT, type ServiceOrderSummary } from '@shop/shared/contract/service';
import type { ServiceOrderStatus } from '@shop/shared/service/order-status';
import type { Db } from '../../db/database';
import { manufacturers, models } from '../../db/schema/catalog';
import { serviceOrders } from '../../db/schema/service';
import { stores } from '../../db/schema/stores';
import { deviceLabel } from '../selector/device-label';

export interface StaffOrderFilter {
  status?: ServiceOrderStatus | undefined;
  center?: number | undefined;
  date?: string | undefined;
}

/** The market's orders matching `filter`, in slot order (what is due first comes first). */
export async function staffOrders(db: Db, market: Market, filter: StaffOrderFilter): Promise<ServiceOrderSummary[]> {
  const conditions: SQL[] = [eq(serviceOrders.market, market)];
  if (filter.status) conditions.push(eq(serviceOrders.status, filter.status));
  if (filter.center) conditions.push(eq(serviceOrders.storeId, filter.center));
  if (filter.date) conditions.push(eq(serviceOrders.slotDate, filter.date));
  const rows = await db
    .select({ order: serviceOrders, centerName: stores.name, manufacturer: manufacturers.name, model: models.name })
    .from(serviceOrders)
    .innerJoin(stores, eq(stores.id, serviceOrders.storeId))
    .innerJoin(models, eq(models.id, serviceOrders.modelId))
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(and(...conditions))
    .orderBy(asc(serviceOrders.slotDate), asc(serviceOrders.slotTime), asc(serviceOrders.id))
    .limit(SERVICE_STAFF_ORDERS_LIMIT);
  return rows.map(({ order, centerName, manufacturer, model }) => ({
    order_number: order.orderNumber,
    status: order.status,
    device: deviceLabel(manufacturer, model),
    center: { id: order.storeId, name: centerName },
    slot: { id: `${order.slotDate}T${order.slotTime}`, date: order.slotDate, time: order.slotTime },
    customer_name: `${order.firstName} ${order.lastName}`,
    total_price: order.totalPrice,
    created_at: order.createdAt.toISOString(),
  }));
}
