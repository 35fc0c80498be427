import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderDeskWithdrawal } from '@shop/shared/contract/order-desk';
import { creditNoteSummary } from '../../credit-notes/credit-note-summary';
import type { Db } from '../../db/database';
import { orderLines } from '../../db/schema/cart';
import { creditNotes } from '../../db/schema/credit-notes';
import { invoices } from '../../db/schema/invoices';
import { orderWithdrawalLines, orderWithdrawals } from '../../db/schema/withdrawals';

/**
 * The order's withdrawals (O-S6) for the desk, each with its credit note once staff refunded it.
 * `access` is the order's link secret: the credit note's printable address carries it, as the refund call's answer does.
 */
export async function deskWithdrawalsOf(db: Db, orderId: number, orderNumber: string, access: string): Promise<OrderDeskWithdrawal[]> {
  const withdrawals = await db
    .select({ withdrawal: orderWithdrawals, note: creditNotes, invoiceNumber: invoices.number })
    .from(orderWithdrawals)
    .leftJoin(creditNotes, eq(creditNotes.withdrawalId, orderWithdrawals.id))
    .leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(orderWithdrawals.orderId, orderId))
    .orderBy(asc(orderWithdrawals.id));
  if (withdrawals.length === 0) return [];
  const lines = await db
    .select({ withdrawalId: orderWithdrawalLines.withdrawalId, lineId: orderLines.id, productCode: orderLines.productCode, name: orderLines.name, quantity: orderWithdrawalLines.quantity })
    .from(orderWithdrawalLines)
    .innerJoin(orderLines, eq(orderLines.id, orderWithdrawalLines.orderLineId))
    .where(
      inArray(
        orderWithdrawalLines.withdrawalId,
        withdrawals.map(({ withdrawal }) => withdrawal.id),
      ),
    )
    .orderBy(asc(orderWithdrawalLines.id));
  return withdrawals.map(({ withdrawal, note, invoiceNumber }) => ({
    id: withdrawal.id,
    created_at: withdrawal.createdAt.toISOString(),
    refund_account: withdrawal.refundAccount,
    reason: withdrawal.reason,
    lines: lines
      .filter((line) => line.withdrawalId === withdrawal.id)
      .map((line) => ({ line_id: line.lineId, product_code: line.productCode, name: line.name, quantity: line.quantity })),
    credit_note: note ? creditNoteSummary(note, orderNumber, invoiceNumber ?? '', access) : null,
  }));
}
