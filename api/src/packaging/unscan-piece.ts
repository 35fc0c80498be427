import { and, eq } from 'drizzle-orm';
import { fieldError } from '../http/translated-errors';
import { orderPackages } from '../db/schema/cart';
import { stockPieces } from '../db/schema/packaging';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { setStatus, type DeskChange } from '../orders/desk-changes';
import { recordOrderEvent } from '../orders/order-events';
import { packagingProgress } from './packaging-progress';

/**
 * Undo of a wrong scan at the packing table: the piece leaves the order's line and is free on its shelf again
 * (the sold count is untouched: the order still needs a piece, and this one is for sale again). Runs under the
 * order lock like every desk change, so of two packers taking the same piece off, the second finds it gone (404).
 * A packed order goes back to processing and its parcel back to new; once the hand-over has begun it is refused.
 */
export async function unscanPiece(context: DeskChange, pieceId: number): Promise<void> {
  const { tx, order, locale, userId } = context;
  const { state } = await packagingProgress(tx, order);
  const line = state.lines.find((item) => item.pieces.some((piece) => piece.id === pieceId));
  if (!line) throw detailError(404, translate(locale, 'order_desk.items_not_found'));
  if (!state.can_unscan) throw fieldError(locale, 'non_field_errors', 'packaging.unscan_too_late');
  const [piece] = await tx
    .update(stockPieces)
    .set({ orderLineId: null, scannedAt: null, scannedBy: null })
    .where(and(eq(stockPieces.id, pieceId), eq(stockPieces.orderLineId, line.id)))
    .returning({ serial: stockPieces.serialNumber });
  if (!piece) throw detailError(404, translate(locale, 'order_desk.items_not_found'));
  await recordOrderEvent(tx, order.id, userId, 'unscanned', { code: line.product_code, serial: piece.serial });
  if (order.status === 'packed' && state.package) {
    await tx.update(orderPackages).set({ status: 'new' }).where(eq(orderPackages.id, state.package.id));
    await setStatus(context, 'processing');
  }
}
