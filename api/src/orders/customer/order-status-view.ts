import { and, asc, eq, max } from 'drizzle-orm';
import type { OrderStatusDetail } from '@shop/shared/contract/orders';
import type { Market } from '@shop/shared/contract/common';
import { CURRENCY } from '../../cart/cart-pricing';
import type { Db } from '../../db/database';
import { orderLines, orderPackages, orderPayments } from '../../db/schema/cart';
import { packageShipments } from '../../db/schema/package-shipments';
import { packageMeasures } from '../../db/schema/packaging';
import { orderAccess, thankYouPath, type ShopOrderRow } from '../order-access';
import { ONLINE_PAYMENTS } from '../submit-order';
import { withdrawalUntil, withdrawnQuantities } from '../../withdrawals/submit-withdrawal';
import { refundsToCard } from '../../withdrawals/refund-to-card';
import { findInvoice } from '../../invoices/issue-invoice';
import { invoiceDocumentPath } from '../../invoices/invoice-paths';
import { paymentsOf } from '../payment-balance';
import { deskWithdrawalsOf } from '../desk/desk-withdrawals';

const text = (address: Record<string, unknown>, key: string): string => (typeof address[key] === 'string' ? (address[key] as string) : '');

/** O-S1: one order as its customer sees it, packages with their lines (O-E1, O-E2). */
export async function orderStatusView(db: Db, secretKey: string, market: Market, order: ShopOrderRow): Promise<OrderStatusDetail> {
  const access = orderAccess(secretKey, order.orderNumber);
  const [packageRows, lines, [payment], withdrawn, invoice, payments, withdrawals, toCard] = await Promise.all([
    db
      .select({ pack: orderPackages, measures: packageMeasures, deliveryNumber: packageShipments.deliveryNumber, trackingUrl: packageShipments.trackingUrl })
      .from(orderPackages)
      .leftJoin(packageMeasures, eq(packageMeasures.packageId, orderPackages.id))
      .leftJoin(packageShipments, eq(packageShipments.packageId, orderPackages.id))
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(asc(orderPackages.id)),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select({ paidAt: max(orderPayments.updatedAt) })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.state, 'paid'))),
    withdrawnQuantities(db, order.id),
    findInvoice(db, order.id),
    paymentsOf(db, order.id),
    deskWithdrawalsOf(db, order.id, order.orderNumber, access),
    // Only a delivered order can be withdrawn from, so only its form needs to know.
    order.deliveredAt ? refundsToCard(db, order.id) : false,
  ]);
  const billing = order.billingAddress;
  const payable = ONLINE_PAYMENTS.has(order.paymentType as 'card') && order.paymentStatus !== 'paid' && order.status !== 'cancelled';
  const line = (row: (typeof lines)[number]) => ({
    line_id: row.id,
    product_code: row.productCode,
    name: row.name,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    final_price: row.finalPrice,
    kind: row.kind,
    withdrawn_quantity: withdrawn.get(row.id) ?? 0,
  });
  const packaged = packageRows.map(({ pack, measures, deliveryNumber, trackingUrl }) => ({
    id: pack.id,
    kind: pack.kind,
    status: pack.status,
    measures,
    deliveryNumber,
    trackingUrl,
    lines: lines.filter((row) => row.packageId === pack.id),
  }));
  return {
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    customer_name: `${text(billing, 'first_name')} ${text(billing, 'last_name')}`.trim(),
    company: text(billing, 'company'),
    status: order.status as OrderStatusDetail['status'],
    payment_status: order.paymentStatus,
    paid_at: order.paymentStatus === 'paid' && payment?.paidAt ? payment.paidAt.toISOString() : null,
    type_payment: order.paymentType as OrderStatusDetail['type_payment'],
    type_delivery_code: order.deliveryCode as OrderStatusDetail['type_delivery_code'],
    billing_address: {
      first_name: text(billing, 'first_name'),
      last_name: text(billing, 'last_name'),
      company: text(billing, 'company'),
      address: text(billing, 'address'),
      city: text(billing, 'city'),
      district: text(billing, 'district'),
      postcode: text(billing, 'postcode'),
    },
    packages: packaged.map((pkg) => ({
      id: pkg.id,
      kind: pkg.kind,
      delivery_status: pkg.status as OrderStatusDetail['packages'][number]['delivery_status'],
      // Entered by the staff desk at packing (O-S13) and known from the carrier at hand-over (O-S10).
      delivery_number: pkg.deliveryNumber ?? null,
      tracking_url: pkg.trackingUrl ?? null,
      weight_kg: pkg.measures?.weightKg ?? null,
      width_cm: pkg.measures?.widthCm ?? null,
      height_cm: pkg.measures?.heightCm ?? null,
      depth_cm: pkg.measures?.depthCm ?? null,
      lines: pkg.lines.map(line),
    })),
    order_lines: lines.filter((row) => row.packageId === null).map(line),
    total: order.total,
    currency: CURRENCY[order.market],
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    withdrawal_until: order.deliveredAt ? withdrawalUntil(order.deliveredAt).toISOString() : null,
    pay_again_url: payable ? thankYouPath(market, order.orderNumber, access) : null,
    invoice_url: invoice ? invoiceDocumentPath(order.orderNumber, access) : null,
    // The customer sees what came in and how, not who on the staff recorded it or the gateway's ids.
    payments: payments.map(({ amount, received_on, method }) => ({ amount, received_on, method })),
    // Their own notice back (the reason stays with staff: it was written to them) and how it was settled.
    withdrawals: withdrawals.map((entry) => ({
      id: entry.id,
      created_at: entry.created_at,
      refund_account: entry.refund_account,
      lines: entry.lines.map(({ name, quantity }) => ({ name, quantity })),
      credit_note: entry.credit_note,
    })),
    refund_to_card: toCard,
  };
}
