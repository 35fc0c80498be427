import { and, eq, isNull, or } from 'drizzle-orm';
import type { PackageMeasures } from '@shop/shared/contract/order-packaging';
import { normalizeScannedCode } from '@shop/shared/orders/serialised-goods';
import { fieldError } from '../http/translated-errors';
import { orderPackages } from '../db/schema/cart';
import { orderLinePacking, packageMeasures, stockPieces } from '../db/schema/packaging';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { setStatus, type DeskChange } from '../orders/desk-changes';
import { recordOrderEvent } from '../orders/order-events';
import { packagingProgress, PACKABLE_STATUSES } from './packaging-progress';

function assertPackable({ order, locale }: DeskChange): void {
  if (!PACKABLE_STATUSES.includes(order.status)) throw fieldError(locale, 'non_field_errors', 'order_desk.invalid_order');
}

/**
 * O-S13: ties the scanned piece (S/N or IMEI) to a line of this order that still waits for one. Runs on the order
 * locked for update, and the piece row is locked too, so two packers of two orders never get the same piece and
 * two packers of one order never over-fill a line.
 */
export async function scanPiece(context: DeskChange, scanned: string): Promise<void> {
  assertPackable(context);
  const { tx, order, locale, userId } = context;
  const code = normalizeScannedCode(scanned);
  const { state, productOfLine } = await packagingProgress(tx, order);
  const [piece] = await tx
    .select()
    .from(stockPieces)
    .where(or(eq(stockPieces.serialNumber, code), eq(stockPieces.imei, code)))
    .for('update');
  const mismatch = () => fieldError(locale, 'code', 'packaging.serial_mismatch');
  const alreadyScanned = () => fieldError(locale, 'code', 'packaging.already_scanned');
  if (!piece) throw mismatch();
  if (piece.orderLineId !== null && state.lines.some((line) => line.id === piece.orderLineId)) throw alreadyScanned();
  if (piece.orderLineId !== null) throw mismatch();
  const candidates = state.lines.filter((line) => line.serialised && productOfLine.get(line.id) === piece.productId);
  if (candidates.length === 0) throw mismatch();
  // Every piece of this product the order bought is in the parcel already: the packer scanned one too many.
  const line = candidates.find((item) => item.packed_quantity < item.quantity);
  if (!line) throw alreadyScanned();
  const claimed = await tx
    .update(stockPieces)
    .set({ orderLineId: line.id, scannedAt: new Date(), scannedBy: userId })
    .where(and(eq(stockPieces.id, piece.id), isNull(stockPieces.orderLineId)))
    .returning({ id: stockPieces.id });
  if (claimed.length === 0) throw mismatch();
  await recordOrderEvent(tx, order.id, userId, 'scanned', { code: line.product_code, serial: piece.serialNumber });
  await completeWhenDone(context);
}

/** A goods line without serial numbers, confirmed by count; 404 (O-X8) for a line not packed at this table. */
export async function countLine(context: DeskChange, lineId: number, packedQuantity: number): Promise<void> {
  assertPackable(context);
  const { tx, order, locale, userId } = context;
  const { state } = await packagingProgress(tx, order);
  const line = state.lines.find((item) => item.id === lineId);
  if (!line) throw detailError(404, translate(locale, 'order_desk.items_not_found'));
  if (line.serialised) throw fieldError(locale, 'packed_quantity', 'packaging.scan_serialised');
  if (packedQuantity > line.quantity) throw fieldError(locale, 'packed_quantity', 'packaging.count_too_high', { quantity: line.quantity });
  await tx
    .insert(orderLinePacking)
    .values({ lineId, packedQuantity })
    .onConflictDoUpdate({ target: orderLinePacking.lineId, set: { packedQuantity, updatedAt: new Date() } });
  await recordOrderEvent(tx, order.id, userId, 'counted', { code: line.product_code, quantity: packedQuantity, of: line.quantity });
  await completeWhenDone(context);
}

/** The parcel's weight and size (O-E2); entered again, it replaces the earlier figures. */
export async function measurePackage(context: DeskChange, measures: PackageMeasures): Promise<void> {
  assertPackable(context);
  const { tx, order, locale, userId } = context;
  const { state } = await packagingProgress(tx, order);
  if (!state.package) throw fieldError(locale, 'non_field_errors', 'packaging.nothing_to_pack');
  const values = { weightKg: measures.weight_kg, widthCm: measures.width_cm, heightCm: measures.height_cm, depthCm: measures.depth_cm, packedBy: userId };
  await tx
    .insert(packageMeasures)
    .values({ packageId: state.package.id, ...values })
    .onConflictDoUpdate({ target: packageMeasures.packageId, set: { ...values, packedAt: new Date() } });
  await recordOrderEvent(tx, order.id, userId, 'measured', {
    weight: measures.weight_kg,
    width: measures.width_cm,
    height: measures.height_cm,
    depth: measures.depth_cm,
  });
  await completeWhenDone(context);
}

/** With every item packed and the parcel measured, the package and the order become `packed` (a new order passes processing). */
async function completeWhenDone(context: DeskChange): Promise<void> {
  const { tx, order } = context;
  const { state, complete } = await packagingProgress(tx, order);
  if (!complete || !state.package) return;
  await tx.update(orderPackages).set({ status: 'packed' }).where(eq(orderPackages.id, state.package.id));
  if (order.status === 'new') {
    await setStatus(context, 'processing');
    await setStatus({ ...context, order: { ...order, status: 'processing' } }, 'packed');
  } else {
    await setStatus(context, 'packed');
  }
}
