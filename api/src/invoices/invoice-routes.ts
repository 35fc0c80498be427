import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoicesIssue, invoicesResend, type InvoiceSummary } from '@shop/shared/contract/invoices';
import type { Locale } from '@shop/shared/contract/common';
import { requestSession } from '../auth/request-auth';
import { invoices } from '../db/schema/invoices';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { accessMatches, findShopOrder, orderAccess, type ShopOrderRow } from '../orders/order-access';
import { orderNotFound } from '../orders/order-routes';
import { findInvoice, InvoicePricesIncorrect, issueInvoice, type InvoiceRow } from './issue-invoice';
import { invoiceHtml } from './invoice-html';
import { INVOICE_DOCUMENT_ROUTE, invoiceDocumentPath } from './invoice-paths';

function summaryOf(order: ShopOrderRow, invoice: InvoiceRow): InvoiceSummary {
  return { order_number: order.orderNumber, number: invoice.number, status: invoice.status, issued_at: invoice.issuedAt.toISOString(), last_sent_at: invoice.lastSentAt?.toISOString() ?? null };
}

/** O-X6 before the order has an invoice. */
export const generateInvoiceFirst = (locale: Locale) => detailError(409, translate(locale, 'invoices.generate_first'));

/** The customer's printable invoice and the staff's issue and re-send (O-S15, O-R2). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  app.get<{ Params: { order_number: string; access: string } }>(INVOICE_DOCUMENT_ROUTE, async (request, reply) => {
    const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
    const { order_number: orderNumber, access } = request.params;
    const order = await findShopOrder(db(), market(), orderNumber);
    const byLink = accessMatches(app.config.secretKey, orderNumber, access);
    // The link's secret or the logged-in owner; anyone else gets the same 404 as for an unknown number (O-X7).
    const byOwner = !byLink && order?.userId != null && (await requestSession(request))?.user.id === order.userId;
    if (!order || !(byLink || byOwner)) return reply.code(404).header('Cache-Control', 'no-store').send({ detail: translate(locale, 'orders.not_found') });
    const invoice = await findInvoice(db(), order.id);
    if (!invoice) return reply.code(409).header('Cache-Control', 'no-store').send({ detail: translate(locale, 'invoices.generate_first') });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(invoiceHtml(invoice, order, order.locale));
  });

  registerRoute(app, invoicesIssue, async ({ params, locale }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order) throw orderNotFound(locale);
    try {
      return summaryOf(order, await issueInvoice(db(), order, order.deliveredAt ?? new Date()));
    } catch (error) {
      if (error instanceof InvoicePricesIncorrect) throw detailError(409, translate(locale, 'invoices.prices_incorrect'));
      throw error;
    }
  });

  registerRoute(app, invoicesResend, async ({ params, locale, request }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order) throw orderNotFound(locale);
    const invoice = await findInvoice(db(), order.id);
    if (!invoice) throw generateInvoiceFirst(locale);
    const url = `${publicOrigin(request, locale)}${invoiceDocumentPath(order.orderNumber, orderAccess(app.config.secretKey, order.orderNumber))}`;
    try {
      await app.mailer.sendMail({
        to: order.email,
        subject: translate(order.locale, 'invoices.mail_subject', { number: invoice.number }),
        text: translate(order.locale, 'invoices.mail_text', { number: invoice.number, order: order.orderNumber, url }),
      });
    } catch (error) {
      request.log.error({ err: error, order: order.orderNumber }, 'invoice e-mail failed');
      throw detailError(503, translate(locale, 'invoices.mail_failed'));
    }
    const [sent] = await db().update(invoices).set({ lastSentAt: new Date() }).where(eq(invoices.id, invoice.id)).returning();
    return summaryOf(order, sent!);
  });
}
