import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderLines } from '../db/schema/cart';
import { invoices, type InvoiceLine, type InvoiceParty } from '../db/schema/invoices';
import { submitRoInvoice } from '../e-factura/submit-ro-invoice';
import type { ShopOrderRow } from '../orders/order-access';
import { CURRENCY_OF } from '../payments/provider';
import { readSellerIdentity } from '../seller/seller-identity-store';
import { sellerParty } from '../seller/seller-party';
import { roInvoiceOf } from './ro-invoice';
import { vatRowOf } from './vat-row';

export type InvoiceRow = typeof invoices.$inferSelect;

/** `created` is false when the order already had its invoice: only a new one is mailed to the customer. */
export interface IssuedInvoice {
  invoice: InvoiceRow;
  created: boolean;
}

/** O-X5: the order's lines do not add up to its total, so no tax document is issued from them. */
export class InvoicePricesIncorrect extends Error {
  constructor(readonly orderNumber: string) {
    super(`invoice prices incorrect for order ${orderNumber}`);
  }
}

const text = (address: Record<string, unknown>, key: string): string => (typeof address[key] === 'string' ? (address[key] as string) : '');

export function invoiceBuyer(order: ShopOrderRow): InvoiceParty {
  const billing = order.billingAddress;
  const company = billing.invoice_on_company === true;
  return {
    name: `${text(billing, 'first_name')} ${text(billing, 'last_name')}`.trim(),
    company: company ? text(billing, 'company') : '',
    company_id: company ? text(billing, 'tin') : '',
    vat_id: company ? text(billing, 'vatn') : '',
    street: text(billing, 'address'),
    city: text(billing, 'city'),
    county: text(billing, 'district'),
    postcode: text(billing, 'postcode'),
    email: order.email,
  };
}

export async function findInvoice(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * Issues the order's invoice, or answers the one it already has (a retried payment notice issues nothing new).
 * The number is the next of the market's series for the year, taken under a transaction-scoped advisory lock so
 * two issues at once never take the same number. An RO invoice is queued for e-Factura in the same transaction.
 */
export async function issueInvoice(db: Db, order: ShopOrderRow, supplyDate: Date, now: Date = new Date()): Promise<IssuedInvoice> {
  const existing = await findInvoice(db, order.id);
  if (existing) return { invoice: existing, created: false };
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const lines: InvoiceLine[] = rows.map((row) => ({ code: row.productCode, name: row.name, quantity: row.quantity, unitPrice: row.unitPrice, finalPrice: row.finalPrice }));
  if (lines.reduce((sum, line) => sum + line.finalPrice, 0) !== order.total) throw new InvoicePricesIncorrect(order.orderNumber);
  const year = now.getUTCFullYear();
  // Kept on the invoice as issued: a later change of the shop settings never rewrites a tax document.
  const seller = sellerParty(await readSellerIdentity(db, order.market));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoices:${order.market}:${year}`}))`);
    const [again] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id));
    if (again) return { invoice: again, created: false };
    const [last] = await tx
      .select({ sequence: sql<number>`coalesce(max(${invoices.sequence}), 0)` })
      .from(invoices)
      .where(sql`${invoices.market} = ${order.market} and ${invoices.year} = ${year}`);
    const sequence = Number(last?.sequence ?? 0) + 1;
    const [made] = await tx
      .insert(invoices)
      .values({
        orderId: order.id,
        market: order.market,
        year,
        sequence,
        number: `${year}-${String(sequence).padStart(6, '0')}`,
        status: 'created',
        currency: CURRENCY_OF[order.market],
        issuedAt: now,
        taxableSupplyDate: supplyDate.toISOString().slice(0, 10),
        total: order.total,
        vatRows: [vatRowOf(order.total)],
        lines,
        seller,
        buyer: invoiceBuyer(order),
      })
      .returning();
    if (order.market === 'RO') await submitRoInvoice(tx as unknown as Db, roInvoiceOf(made!), order.id);
    return { invoice: made!, created: true };
  });
}
