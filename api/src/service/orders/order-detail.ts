import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import type { Db } from '../../db/database';
import { colours, manufacturers, models } from '../../db/schema/catalog';
import { serviceOrderOperations, serviceOrderStatusHistory, serviceOrders } from '../../db/schema/service';
import { stores } from '../../db/schema/stores';

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;

export async function findOrder(db: Db, orderNumber: string): Promise<ServiceOrderRow | undefined> {
  const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.orderNumber, orderNumber));
  return order;
}

/** The status page's view of an order, with names in `locale` and the prices it was booked at. */
export async function orderDetail(db: Db, order: ServiceOrderRow, locale: Locale): Promise<ServiceOrderDetail> {
  const [device] = await db
    .select({ manufacturer: manufacturers.name, model: models.name })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(eq(models.id, order.modelId));
  const [colour] = order.colourId
    ? await db.select({ nameCs: colours.nameCs, nameRo: colours.nameRo }).from(colours).where(eq(colours.id, order.colourId))
    : [];
  const [center] = await db.select().from(stores).where(eq(stores.id, order.storeId));
  const operations = await db.select().from(serviceOrderOperations).where(eq(serviceOrderOperations.orderId, order.id)).orderBy(asc(serviceOrderOperations.id));
  const history = await db
    .select()
    .from(serviceOrderStatusHistory)
    .where(eq(serviceOrderStatusHistory.orderId, order.id))
    .orderBy(asc(serviceOrderStatusHistory.changedAt), asc(serviceOrderStatusHistory.id));

  return {
    order_number: order.orderNumber,
    status: order.status,
    status_history: history.map((entry) => ({ status: entry.status, changed_at: entry.changedAt.toISOString() })),
    device: {
      manufacturer: device!.manufacturer,
      model: device!.model,
      color: colour ? (locale === 'cs' ? colour.nameCs : colour.nameRo) : null,
    },
    operations: operations.map((operation) => ({
      id: operation.operationId,
      code: operation.code,
      name: locale === 'cs' ? operation.nameCs : operation.nameRo,
      price: operation.price,
      duration: operation.durationMinutes,
      warranty: operation.warrantyMonths,
    })),
    total_price: order.totalPrice,
    total_duration: operations.reduce((sum, operation) => sum + operation.durationMinutes, 0),
    center: {
      id: center!.id,
      name: center!.name,
      street: center!.street,
      city: center!.city,
      postcode: center!.postcode,
      phone: center!.phone,
      opening_hours: center!.openingHours,
    },
    slot: { id: `${order.slotDate}T${order.slotTime}`, date: order.slotDate, time: order.slotTime },
    customer_name: `${order.firstName} ${order.lastName}`,
    note: order.note,
    created_at: order.createdAt.toISOString(),
  };
}
