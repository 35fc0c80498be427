import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PackagingState } from '@shop/shared/contract/order-packaging';
import { SERIALISED_TYPE_DEVICES } from '@shop/shared/orders/serialised-goods';
import type { Db } from '../db/database';
import { orderLines, orderPackages } from '../db/schema/cart';
import { products, typeDevices } from '../db/schema/catalogue';
import { orderCrates } from '../db/schema/order-desk';
import { packageShipments } from '../db/schema/package-shipments';
import { orderLinePacking, packageMeasures, stockPieces } from '../db/schema/packaging';
import type { ShopOrderRow } from '../orders/order-access';

/**
 * Goods are packed at our table only from the order's own-stock package: an `external` package is sent by
 * the supplier and an `e_licence` one by e-mail, so neither is scanned nor weighed here.
 */
export const PACKED_HERE_KIND = 'own_stock';
/** Goods the supplier sends to the customer himself: listed at the table so the packer does not look for them. */
export const SUPPLIER_KIND = 'external';

/** Orders on the warehouse floor: scans, counts and measures are taken only then. */
export const PACKABLE_STATUSES: readonly string[] = ['new', 'processing'];

/** A wrong scan can be undone until the parcel leaves: also once packed (the order then goes back to processing). */
export const UNSCANNABLE_STATUSES: readonly string[] = [...PACKABLE_STATUSES, 'packed'];

export interface PackagingProgress {
  state: PackagingState;
  /** Every line fully scanned or counted, and the parcel weighed and measured (or nothing to pack here). */
  complete: boolean;
  /** Line id -> product id, to match a scanned piece to its line. */
  productOfLine: Map<number, number | null>;
}

/** What is packed of the order so far, read in the caller's transaction (so a change sees its own writes). */
export async function packagingProgress(db: Db, order: ShopOrderRow): Promise<PackagingProgress> {
  const [pack] = await db
    .select({ pack: orderPackages, measures: packageMeasures })
    .from(orderPackages)
    .leftJoin(packageMeasures, eq(packageMeasures.packageId, orderPackages.id))
    .where(and(eq(orderPackages.orderId, order.id), eq(orderPackages.kind, PACKED_HERE_KIND)))
    .orderBy(asc(orderPackages.id))
    .limit(1);
  const lines = pack
    ? await db
        .select({ line: orderLines, typeCode: typeDevices.code, counted: orderLinePacking.packedQuantity })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .leftJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
        .leftJoin(orderLinePacking, eq(orderLinePacking.lineId, orderLines.id))
        .where(and(eq(orderLines.packageId, pack.pack.id), eq(orderLines.kind, 'product')))
        .orderBy(asc(orderLines.id))
    : [];
  const lineIds = lines.map(({ line }) => line.id);
  const pieces =
    lineIds.length > 0
      ? await db
          .select({ id: stockPieces.id, lineId: stockPieces.orderLineId, serial: stockPieces.serialNumber, imei: stockPieces.imei })
          .from(stockPieces)
          .where(inArray(stockPieces.orderLineId, lineIds))
          .orderBy(asc(stockPieces.scannedAt), asc(stockPieces.id))
      : [];
  const supplierLines = await db
    .select({ product_code: orderLines.productCode, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orderPackages, eq(orderPackages.id, orderLines.packageId))
    .where(and(eq(orderLines.orderId, order.id), eq(orderPackages.kind, SUPPLIER_KIND), eq(orderLines.kind, 'product')))
    .orderBy(asc(orderLines.id));
  // A reserved or recorded shipment means the hand-over has begun: the parcel's content is final.
  const [shipment] = pack ? await db.select({ id: packageShipments.packageId }).from(packageShipments).where(eq(packageShipments.packageId, pack.pack.id)) : [];
  const [crate] = await db.select({ code: orderCrates.code }).from(orderCrates).where(eq(orderCrates.orderId, order.id));

  const stateLines = lines.map(({ line, typeCode, counted }) => {
    const serialised = typeCode !== null && SERIALISED_TYPE_DEVICES.includes(typeCode);
    const own = pieces.filter((piece) => piece.lineId === line.id).map((piece) => ({ id: piece.id, serial_number: piece.serial, imei: piece.imei }));
    return {
      id: line.id,
      product_code: line.productCode,
      name: line.name,
      quantity: line.quantity,
      serialised,
      packed_quantity: serialised ? own.length : (counted ?? 0),
      pieces: own,
    };
  });
  const allItemsPacked = stateLines.every((line) => line.packed_quantity >= line.quantity);
  const measures = pack?.measures
    ? { weight_kg: pack.measures.weightKg, width_cm: pack.measures.widthCm, height_cm: pack.measures.heightCm, depth_cm: pack.measures.depthCm }
    : null;
  return {
    state: {
      order_number: order.orderNumber,
      status: order.status as PackagingState['status'],
      crate: crate?.code ?? null,
      lines: stateLines,
      package: pack ? { id: pack.pack.id, status: pack.pack.status as 'new', measures } : null,
      supplier_lines: supplierLines,
      all_items_packed: allItemsPacked,
      can_unscan: UNSCANNABLE_STATUSES.includes(order.status) && !shipment,
      can_pack: PACKABLE_STATUSES.includes(order.status),
    },
    complete: !pack || (allItemsPacked && measures !== null),
    productOfLine: new Map(lines.map(({ line }) => [line.id, line.productId])),
  };
}
