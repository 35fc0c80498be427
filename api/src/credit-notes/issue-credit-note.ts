import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { orderLines, orderPayments, shopOrders } from '../db/schema/cart';
import { creditNotes } from '../db/schema/credit-notes';
import { invoices, type InvoiceLine, type InvoiceVatRow } from '../db/schema/invoices';
import { orderWithdrawalLines, orderWithdrawals } from '../db/schema/withdrawals';
import { submitRoInvoice } from '../e-factura/submit-ro-invoice';
import { vatRowOf } from '../invoices/vat-row';
import { roInvoiceOf } from '../invoices/ro-invoice';
import type { ShopOrderRow } from '../orders/order-access';
import { paymentBalanceOf } from '../orders/payment-balance';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export class WithdrawalNotFound extends Error {}
/** O-X6: a credit note corrects an invoice, so the order needs one first. */
export class InvoiceMissing extends Error {}
/** A refund of an order nothing was paid for (or all of it already went back). */
export class NothingPaid extends Error {}
/** Closing without money a withdrawal of an order money came in for. */
export class MoneyCameIn extends Error {}

/**
 * `refund` sends money back, at most what came in and was not returned yet; `close` is the withdrawal of an order that was
 * never paid: the credit note still corrects the invoice (the supply is undone), but states that nothing goes back.
 */
export type Settlement = 'refund' | 'close';

export interface IssuedCreditNote {
  note: CreditNoteRow;
  /** False when the withdrawal already had its credit note (a repeated call). */
  created: boolean;
  order: ShopOrderRow;
  invoice: InvoiceRow;
}

/** VAT of a negative amount: the positive amount's row, negated, so a full credit note mirrors the invoice to the haléř. */
function negativeVatRow(grossWhole: number): InvoiceVatRow {
  const row = vatRowOf(-grossWhole);
  return { rate: row.rate, base: -row.base, vat: -row.vat, total: -row.total };
}

/**
 * The lines the withdrawal returns, negative. A line withdrawn in part is credited by its share of the line's final price
 * (discounts included). When this credit note completes the return of every goods line of the order, and no earlier credit
 * note credited them, the order's other lines (delivery, payment fee, discounts) are credited as well: the law wants
 * the delivery paid back on a full withdrawal (§1832 OZ, OUG 34/2014 art. 13).
 */
async function creditedLines(db: Db, orderId: number, withdrawalId: number): Promise<InvoiceLine[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const returned = await db
    .select({ lineId: orderWithdrawalLines.orderLineId, withdrawalId: orderWithdrawalLines.withdrawalId, quantity: orderWithdrawalLines.quantity })
    .from(orderWithdrawalLines)
    .innerJoin(orderWithdrawals, eq(orderWithdrawals.id, orderWithdrawalLines.withdrawalId))
    .where(eq(orderWithdrawals.orderId, orderId));
  const withdrawnOf = (lineId: number, only?: number) =>
    returned.filter((row) => row.lineId === lineId && (only === undefined || row.withdrawalId === only)).reduce((sum, row) => sum + row.quantity, 0);

  const credited: InvoiceLine[] = [];
  for (const line of lines) {
    const quantity = Math.min(withdrawnOf(line.id, withdrawalId), line.quantity);
    if (quantity === 0) continue;
    credited.push({ code: line.productCode, name: line.name, quantity: -quantity, unitPrice: line.unitPrice, finalPrice: -Math.round((line.finalPrice * quantity) / line.quantity) });
  }
  const goods = lines.filter((line) => line.kind === 'product');
  const everythingBack = goods.length > 0 && goods.every((line) => withdrawnOf(line.id) >= line.quantity);
  if (everythingBack) {
    const earlier = await db.select({ lines: creditNotes.lines }).from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const otherCodes = new Set(lines.filter((line) => line.kind !== 'product').map((line) => line.productCode));
    const alreadyCredited = earlier.some((note) => note.lines.some((line) => otherCodes.has(line.code)));
    if (!alreadyCredited) {
      for (const line of lines) {
        if (line.kind === 'product' || line.finalPrice === 0) continue;
        credited.push({ code: line.productCode, name: line.name, quantity: -line.quantity, unitPrice: line.unitPrice, finalPrice: -line.finalPrice });
      }
    }
  }
  return credited;
}

/**
 * Money goes back the way it came: to the card when what the gateway took and has not sent back covers the refund
 * (a card refund cannot exceed its payment), else by bank transfer to the account the customer gave.
 */
async function refundMethodOf(db: Db, orderId: number, amount: number): Promise<'card' | 'bank_transfer'> {
  const cardLeft = await cardRefundableOf(db, orderId);
  return cardLeft.reduce((sum, payment) => sum + payment.left, 0) >= amount ? 'card' : 'bank_transfer';
}

/**
 * The order's paid gateway payments and what of each is not back on the card yet (card credit notes other than
 * `exceptNoteId`, counted against the oldest payment first).
 */
export async function cardRefundableOf(db: Db, orderId: number, exceptNoteId?: number): Promise<{ paymentId: string; left: number }[]> {
  const payments = await db
    .select({ paymentId: orderPayments.paymentId, amount: orderPayments.amount })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'paid')))
    .orderBy(asc(orderPayments.id));
  const [back] = await db
    .select({ refunded: sql<number>`coalesce(sum(${creditNotes.refunded}), 0)` })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.refundMethod, 'card'), exceptNoteId === undefined ? undefined : ne(creditNotes.id, exceptNoteId)));
  let alreadyBack = Number(back?.refunded ?? 0);
  return payments.map((payment) => {
    const taken = Math.min(alreadyBack, payment.amount);
    alreadyBack -= taken;
    return { paymentId: payment.paymentId, left: payment.amount - taken };
  });
}

/**
 * Issues the credit note of an accepted withdrawal, or answers the one it already has. Its number is the next of the
 * market's credit note series for the year (`D<year>-<seq>`), taken under a transaction-scoped advisory lock like the
 * invoices'. An RO credit note is queued for e-Factura in the same transaction, as a storno invoice referencing the
 * invoice it corrects.
 */
export async function issueCreditNote(db: Db, market: Market, withdrawalId: number, userId: number | null, settlement: Settlement = 'refund', now: Date = new Date()): Promise<IssuedCreditNote> {
  const [withdrawal] = await db.select().from(orderWithdrawals).where(and(eq(orderWithdrawals.id, withdrawalId), eq(orderWithdrawals.market, market)));
  if (!withdrawal) throw new WithdrawalNotFound();
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, withdrawal.orderId));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, withdrawal.orderId));
  if (!order || order.market !== market) throw new WithdrawalNotFound();
  if (!invoice) throw new InvoiceMissing();
  const year = now.getUTCFullYear();
  const note = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-notes:${market}:${year}`}))`);
    const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.withdrawalId, withdrawalId));
    if (existing) return { made: existing, created: false };
    const lines = await creditedLines(txDb, order.id, withdrawalId);
    const total = lines.reduce((sum, line) => sum + line.finalPrice, 0);
    // Every credit note of the market waits on the lock above, so two refunds of one order cannot both pay out the same money.
    const { paid, refunded } = await paymentBalanceOf(txDb, order.id);
    const returnable = paid - refunded;
    const refundedAmount = settlement === 'refund' ? Math.min(-total, returnable) : 0;
    if (settlement === 'refund' && returnable <= 0) throw new NothingPaid();
    if (settlement === 'close' && returnable > 0) throw new MoneyCameIn();
    const [last] = await tx
      .select({ sequence: sql<number>`coalesce(max(${creditNotes.sequence}), 0)` })
      .from(creditNotes)
      .where(and(eq(creditNotes.market, market), inArray(creditNotes.year, [year])));
    const sequence = Number(last?.sequence ?? 0) + 1;
    const [made] = await tx
      .insert(creditNotes)
      .values({
        withdrawalId,
        invoiceId: invoice.id,
        orderId: order.id,
        market,
        year,
        sequence,
        number: `D${year}-${String(sequence).padStart(6, '0')}`,
        currency: invoice.currency,
        issuedAt: now,
        total,
        vatRows: [negativeVatRow(total)],
        lines,
        // The parties as the corrected invoice names them: a credit note corrects that document, not today's data.
        seller: invoice.seller,
        buyer: invoice.buyer,
        refunded: refundedAmount,
        refundMethod: settlement === 'refund' ? await refundMethodOf(txDb, order.id, refundedAmount) : 'none',
        issuedBy: userId,
      })
      .returning();
    if (market === 'RO') {
      await submitRoInvoice(txDb, { ...roInvoiceOf(made!), precedingInvoice: { number: invoice.number, issueDate: invoice.issuedAt.toISOString().slice(0, 10) } }, order.id);
    }
    return { made: made!, created: true };
  });
  return { note: note.made, created: note.created, order, invoice };
}

export async function creditNoteOfOrder(db: Db, orderId: number, number: string): Promise<{ note: CreditNoteRow; invoice: InvoiceRow } | undefined> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)));
  return row;
}
