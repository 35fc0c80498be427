import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { invoices } from '../db/schema/invoices';
import { translate } from '../i18n/server-i18n';
import { orderAccess, type ShopOrderRow } from '../orders/order-access';
import type { InvoiceRow } from './issue-invoice';
import { invoicePdf } from './invoice-pdf';
import { invoiceDocumentPath } from './invoice-paths';

/**
 * Mails the invoice to the order's address with the PDF attached, in the order's language, and notes when. The
 * link to the printable page is written only when the shop's origin is known (a payment notice comes from the
 * gateway, whose Host must not make the link).
 */
export async function sendInvoiceMail(app: FastifyInstance, order: ShopOrderRow, invoice: InvoiceRow, origin: string | undefined): Promise<InvoiceRow> {
  const values = { number: invoice.number, order: order.orderNumber };
  const text = origin
    ? translate(order.locale, 'invoices.mail_text', { ...values, url: `${origin}${invoiceDocumentPath(order.orderNumber, orderAccess(app.config.secretKey, order.orderNumber))}` })
    : translate(order.locale, 'invoices.mail_text_attached', values);
  await app.mailer.sendMail({
    to: order.email,
    subject: translate(order.locale, 'invoices.mail_subject', { number: invoice.number }),
    text,
    attachments: [{ filename: invoicePdfFilename(invoice), content: await invoicePdf(invoice, order, order.locale), contentType: 'application/pdf' }],
  });
  const [sent] = await app.database.db.update(invoices).set({ lastSentAt: new Date() }).where(eq(invoices.id, invoice.id)).returning();
  return sent!;
}

export function invoicePdfFilename(invoice: InvoiceRow): string {
  return `${invoice.market === 'RO' ? 'factura' : 'faktura'}-${invoice.number}.pdf`;
}
