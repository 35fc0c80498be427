import type { InvoiceSummary } from '@shop/shared/contract/invoices';
import type { Locale } from '@shop/shared/contract/common';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import type { ShopOrderRow } from '../orders/order-access';
import type { InvoiceRow } from './issue-invoice';

export function invoiceSummaryOf(order: ShopOrderRow, invoice: InvoiceRow): InvoiceSummary {
  return { order_number: order.orderNumber, number: invoice.number, status: invoice.status, issued_at: invoice.issuedAt.toISOString(), last_sent_at: invoice.lastSentAt?.toISOString() ?? null };
}

/** O-X6 before the order has an invoice. */
export const generateInvoiceFirst = (locale: Locale) => detailError(409, translate(locale, 'invoices.generate_first'));
