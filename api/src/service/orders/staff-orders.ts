import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Paged } from '@shop/shared/contract/paged';
import type { SERVICE_STAFF_ORDER_ORDERINGS, ServiceOrderSummary } from '@shop/shared/contract/service';
import type { ServiceOrderStatus } from '@shop/shared/service/order-status';
import type { Db } from '../../db/database';
import { manufacturers, models } from '../../db/schema/catalog';
import { serviceOrders } from '../../db/schema/service';
import { stores } from '../../db/schema/stores';
import { pagedList, type PageRequest } from '../../http/paged-list';
import { deviceLabel } from '../selector/device-label';

export interface StaffOrderQuery extends PageRequest {
  ordering?: (typeof SERVICE_STAFF_ORDER_ORDERINGS)[number] | undefined;
  status?: ServiceOrderStatus | undefined;
  center?: number | undefined;
  date?: string | undefined;
  search?: string | undefined;
}

/** `%` and `_` typed by staff are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An order number (any case), or part of the customer's "first last" name or e-mail. */
function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    eq(serviceOrders.orderNumber, search.toUpperCase()),
    ilike(serviceOrders.email, pattern),
    ilike(sql`concat_ws(' ', ${serviceOrders.firstName}, ${serviceOrders.lastName})`, pattern),
  );
}

/** Each ordering ends with the id, so rows never swap places between two pages. */
function orderBy(ordering: StaffOrderQuery['ordering']) {
  const direction = ordering?.startsWith('-') ? desc : asc;
  if (ordering === 'created_at' || ordering === '-created_at') return [direction(serviceOrders.createdAt), direction(serviceOrders.id)];
  return [direction(serviceOrders.slotDate), direction(serviceOrders.slotTime), direction(serviceOrders.id)];
}

/** One page of the market's orders matching the query, in slot order unless another is asked for. */
export async function staffOrders(db: Db, market: Market, query: StaffOrderQuery): Promise<Paged<ServiceOrderSummary>> {
  const conditions: SQL[] = [eq(serviceOrders.market, market)];
  if (query.status) conditions.push(eq(serviceOrders.status, query.status));
  if (query.center) conditions.push(eq(serviceOrders.storeId, query.center));
  if (query.date) conditions.push(eq(serviceOrders.slotDate, query.date));
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) conditions.push(search);
  const where = and(...conditions);
  return pagedList(
    query,
    async () => (await db.select({ rows: count() }).from(serviceOrders).where(where))[0]?.rows ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select({ order: serviceOrders, centerName: stores.name, manufacturer: manufacturers.name, model: models.name })
        .from(serviceOrders)
        .innerJoin(stores, eq(stores.id, serviceOrders.storeId))
        .innerJoin(models, eq(models.id, serviceOrders.modelId))
        .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
        .where(where)
        .orderBy(...orderBy(query.ordering))
        .limit(limit)
        .offset(offset);
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
    },
  );
}
