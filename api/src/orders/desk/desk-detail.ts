import { asc, eq } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { CARRIER_NAMES } from '@shop/shared/orders/carrier-names';
import { CANCELLABLE_STATUSES, DELIVERY_STATUSES, ORDER_TRANSITIONS, PRODUCT_ADDABLE_STATUSES, type OrderStatus } from '@shop/shared/orders/order-states';
import { CURRENCY } from '../../cart/cart-pricing';
import type { Db } from '../../db/database';
import { orderLines, orderPackages } from '../../db/schema/cart';
import { orderCrates, orderEvents, orderLinePicking } from '../../db/schema/order-desk';
import { users } from '../../db/schema/users';
import type { ServerMessageId } from '../../i18n/messages-cs';
import { translate } from '../../i18n/server-i18n';
import { stateName } from '../../i18n/state-name';
import { ORDER_STATE_NAMES, PAYMENT_METHOD_NAMES, PICKING_STATE_NAMES } from '@shop/shared/orders/state-names';
import type { ShopOrderRow } from '../order-access';
import { paymentBalanceOf, paymentsOf } from '../payment-balance';
import { findInvoice } from '../../invoices/issue-invoice';
import { invoiceDocumentPath } from '../../invoices/invoice-paths';
import { invoiceSummaryOf } from '../../invoices/invoice-summary';
import { deskWithdrawalsOf } from './desk-withdrawals';
import { addressLine, customerCompany, customerName, customerPhone } from './order-customer';

/** Lines that are goods on a shelf; services, discounts, delivery and payment are not picked. */
export const PICKED_KINDS = new Set(['product']);

export const statusName = (locale: Locale, status: string) => stateName(locale, ORDER_STATE_NAMES, status);

type EventDetails = Record<string, string | number | null>;

/** The timeline entry in the reader's language: ids and codes are stored, names are looked up now. */
function eventText(locale: Locale, market: Market, kind: string, details: EventDetails): string {
  const values: EventDetails = { ...details };
  if (kind === 'status') {
    values.from = statusName(locale, String(details.from));
    values.to = statusName(locale, String(details.to));
  }
  if (kind === 'picking') values.status = stateName(locale, PICKING_STATE_NAMES, String(details.status));
  if (kind === 'measured') values.weight = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(details.weight));
  if (kind === 'payment') {
    values.amount = formatPrice(Number(details.amount), market);
    values.method = stateName(locale, PAYMENT_METHOD_NAMES, String(details.method));
    values.reference = details.reference || '–';
  }
  if (kind === 'handed_over') values.carrier = CARRIER_NAMES[details.carrier as 'ppl'] ?? details.carrier ?? null;
  return translate(locale, `order_desk.event.${kind}` as ServerMessageId, values);
}

/** `access` is the order's link secret, for the credit notes' printable addresses. */
export async function orderDeskDetailOf(db: Db, order: ShopOrderRow, locale: Locale, access: string): Promise<OrderDeskDetail> {
  const [lines, packages, crates, events, withdrawals, payments, balance, invoice] = await Promise.all([
    db
      .select({ line: orderLines, picking: orderLinePicking.status })
      .from(orderLines)
      .leftJoin(orderLinePicking, eq(orderLinePicking.lineId, orderLines.id))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id)).orderBy(asc(orderPackages.id)),
    db.select({ code: orderCrates.code }).from(orderCrates).where(eq(orderCrates.orderId, order.id)),
    db
      .select({ event: orderEvents, email: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.userId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id)),
    deskWithdrawalsOf(db, order.id, order.orderNumber, access),
    paymentsOf(db, order.id),
    paymentBalanceOf(db, order.id),
    findInvoice(db, order.id),
  ]);
  const status = order.status as OrderStatus;
  // The least advanced package tells what still holds the order up, as in the grid.
  const packageStatuses = packages.map((pack) => pack.status).sort((a, b) => DELIVERY_STATUSES.indexOf(a as 'new') - DELIVERY_STATUSES.indexOf(b as 'new'));
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    customer_name: customerName(order.billingAddress),
    company: customerCompany(order.billingAddress),
    email: order.email,
    phone: customerPhone(order.billingAddress),
    billing_address: addressLine(order.billingAddress),
    delivery_name: translate(locale, `checkout.delivery.${order.deliveryCode as 'store'}`),
    status,
    payment_status: order.paymentStatus,
    delivery_status: (packageStatuses[0] ?? null) as OrderDeskDetail['delivery_status'],
    total: order.total,
    currency: CURRENCY[order.market],
    lines: lines.map(({ line, picking }) => ({
      id: line.id,
      kind: line.kind,
      product_code: line.productCode,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      final_price: line.finalPrice,
      picking_status: PICKED_KINDS.has(line.kind) ? ((picking ?? 'waiting') as 'waiting') : null,
    })),
    packages: packages.map((pack) => ({ id: pack.id, kind: pack.kind, status: pack.status as 'new' })),
    crate: crates[0]?.code ?? null,
    next_statuses: [...ORDER_TRANSITIONS[status]],
    can_cancel: CANCELLABLE_STATUSES.includes(status),
    can_add_product: PRODUCT_ADDABLE_STATUSES.includes(status),
    events: [
      // The checkout does not write the timeline; the order's own creation time opens it.
      { id: 0, kind: 'created', text: translate(locale, 'order_desk.event.created'), user_email: null, created_at: order.createdAt.toISOString() },
      ...events.map(({ event, email }) => ({
        id: event.id,
        kind: event.kind,
        text: eventText(locale, order.market, event.kind, event.details),
        user_email: email,
        created_at: event.createdAt.toISOString(),
      })),
    ],
    withdrawals,
    payments,
    payment_balance: { paid: balance.paid, refunded: balance.refunded, balance: balance.balance },
    invoice: invoice
      ? {
          ...invoiceSummaryOf(order, invoice),
          document_url: invoiceDocumentPath(order.orderNumber, access),
          pdf_url: `${invoiceDocumentPath(order.orderNumber, access)}invoice.pdf`,
        }
      : null,
  };
}
