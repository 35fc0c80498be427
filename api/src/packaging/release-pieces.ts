import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderLines } from '../db/schema/cart';
import { stockPieces } from '../db/schema/packaging';

/** A cancelled order's scanned pieces go back on the shelf: free for the next order's scan (inside the cancel's transaction). */
export async function releasePieces(tx: Db, orderId: number): Promise<void> {
  const lines = tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.update(stockPieces).set({ orderLineId: null, scannedAt: null, scannedBy: null }).where(inArray(stockPieces.orderLineId, lines));
}
