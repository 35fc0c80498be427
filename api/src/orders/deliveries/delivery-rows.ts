import { and, asc, count, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { deliveryDeskLabel, type CarrierCode, type DELIVERY_DESK_ORDERINGS, type DeliveryRow } from '@shop/shared/contract/order-deliveries';
import { buildPath } from '@shop/shared/contract/route';
import type { Paged } from '@shop/shared/contract/paged';
import type { DELIVERY_STATUSES } from '@shop/shared/orders/order-states';
import type { Db } from '../../db/database';
import { orderPackages, shopOrders } from '../../db/schema/cart';
import { packageLabels, packageShipments } from '../../db/schema/package-shipments';
import { users } from '../../db/schema/users';
import { pagedList, type PageRequest } from '../../http/paged-list';
import { CARRIER_BY_DELIVERY, carrierOf } from './carrier-of';

export interface DeliveryDeskQuery extends PageRequest {
  ordering?: (typeof DELIVERY_DESK_ORDERINGS)[number] | undefined;
  carrier?: CarrierCode | undefined;
  delivery_status?: (typeof DELIVERY_STATUSES)[number] | undefined;
  window?: '7' | '21' | '42' | '90' | undefined;
}

/** Statuses a package may still be handed over from: it has not left the warehouse yet. */
export const HANDABLE_PACKAGE_STATUSES: readonly string[] = ['new', 'picking', 'packed'];

/** The carrier a package has, or will have: the recorded one after the hand-over, else the one of the delivery way. */
function carrierFilter(market: Market, carrier: CarrierCode): SQL {
  const ways = Object.entries(CARRIER_BY_DELIVERY[market])
    .filter(([, code]) => code === carrier)
    .map(([way]) => way);
  const planned = ways.length > 0 ? sql`${shopOrders.deliveryCode} in (${sql.join(ways.map((way) => sql`${way}`), sql`, `)})` : sql`false`;
  return or(eq(packageShipments.carrier, carrier), and(sql`${packageShipments.packageId} is null`, ne(orderPackages.kind, 'e_licence'), planned))!;
}

function conditions(market: Market, query: DeliveryDeskQuery, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(shopOrders.market, market)];
  if (query.delivery_status) where.push(eq(orderPackages.status, query.delivery_status));
  if (query.carrier) where.push(carrierFilter(market, query.carrier));
  if (query.window) where.push(gte(shopOrders.createdAt, sql`${new Date(now.getTime() - Number(query.window) * 86_400_000).toISOString()}::timestamptz`));
  return and(...where);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(market: Market, raw: RawRow): DeliveryRow {
  const carrier = (raw.shipment?.carrier as CarrierCode | undefined) ?? carrierOf(market, raw.deliveryCode, raw.pack.kind);
  return {
    id: raw.pack.id,
    order_number: raw.orderNumber,
    kind: raw.pack.kind,
    delivery_code: raw.deliveryCode,
    carrier,
    delivery_number: raw.shipment?.deliveryNumber ?? null,
    tracking_url: raw.shipment?.trackingUrl ?? null,
    status: raw.pack.status as DeliveryRow['status'],
    created_at: raw.createdAt.toISOString(),
    handed_at: raw.shipment?.handedAt?.toISOString() ?? null,
    handed_by: raw.shipment?.deliveryNumber == null ? null : raw.handedBy,
    can_hand_over: raw.orderStatus === 'packed' && raw.shipment?.deliveryNumber == null && carrier !== null && HANDABLE_PACKAGE_STATUSES.includes(raw.pack.status),
    label_url: raw.labelOf === null ? null : buildPath(deliveryDeskLabel.path, { package_id: raw.pack.id }),
  };
}

function selectRows(db: Db) {
  return db
    .select({
      pack: orderPackages,
      orderNumber: shopOrders.orderNumber,
      orderStatus: shopOrders.status,
      deliveryCode: shopOrders.deliveryCode,
      createdAt: shopOrders.createdAt,
      shipment: packageShipments,
      handedBy: users.email,
      // Only whether a label exists: the grid never loads the PDF bytes.
      labelOf: packageLabels.packageId,
    })
    .from(orderPackages)
    .innerJoin(shopOrders, eq(shopOrders.id, orderPackages.orderId))
    .leftJoin(packageShipments, eq(packageShipments.packageId, orderPackages.id))
    .leftJoin(users, eq(users.id, packageShipments.handedBy))
    .leftJoin(packageLabels, eq(packageLabels.packageId, orderPackages.id));
}

/** One page of the market's packages; each ordering ends with the package id, so pages never overlap. */
export async function deliveryDeskRows(db: Db, market: Market, query: DeliveryDeskQuery, now = new Date()): Promise<Paged<DeliveryRow>> {
  const where = conditions(market, query, now);
  const direction = query.ordering?.startsWith('-') === false ? asc : desc;
  // Packages not yet handed sort after the handed ones in either direction of `handed_at`.
  const order = query.ordering?.endsWith('handed_at')
    ? sql`${packageShipments.handedAt} ${direction === asc ? sql`asc` : sql`desc`} nulls last`
    : direction(shopOrders.createdAt);
  return pagedList(
    query,
    async () =>
      (
        await db
          .select({ rows: count() })
          .from(orderPackages)
          .innerJoin(shopOrders, eq(shopOrders.id, orderPackages.orderId))
          .leftJoin(packageShipments, eq(packageShipments.packageId, orderPackages.id))
          .where(where)
      )[0]?.rows ?? 0,
    async (limit, offset) => {
      const rows = await selectRows(db)
        .where(where)
        .orderBy(order, direction(orderPackages.id))
        .limit(limit)
        .offset(offset);
      return rows.map((raw) => toRow(market, raw));
    },
  );
}

/** One package of the market's orders, or undefined. */
export async function deliveryRowOf(db: Db, market: Market, packageId: number): Promise<DeliveryRow | undefined> {
  const [raw] = await selectRows(db).where(and(eq(orderPackages.id, packageId), eq(shopOrders.market, market)));
  return raw ? toRow(market, raw) : undefined;
}
