import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invoicesIssue, invoicesResend } from '@shop/shared/contract/invoices';
import { requestSession } from '../auth/request-auth';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { accessMatches, findShopOrder } from '../orders/order-access';
import { orderNotFound } from '../http/translated-errors';
import { findInvoice, InvoicePricesIncorrect, issueInvoice } from './issue-invoice';
import { invoiceHtml } from './invoice-html';
import { invoicePdfFilename, sendInvoiceMail } from './invoice-mail';
import { invoicePdf } from './invoice-pdf';
import { generateInvoiceFirst, invoiceSummaryOf } from './invoice-summary';
import { INVOICE_DOCUMENT_ROUTE, INVOICE_PDF_ROUTE } from './invoice-paths';

/** The customer's printable invoice and the staff's issue and re-send (O-S15, O-R2). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  /** The order and its invoice for the link's secret or the logged-in owner; anyone else gets the same 404 as for an unknown number (O-X7). */
  async function accessibleInvoice(request: FastifyRequest<{ Params: { order_number: string; access: string } }>, reply: FastifyReply) {
    const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
    const { order_number: orderNumber, access } = request.params;
    const order = await findShopOrder(db(), market(), orderNumber);
    const byLink = accessMatches(app.config.secretKey, orderNumber, access);
    const byOwner = !byLink && order?.userId != null && (await requestSession(request))?.user.id === order.userId;
    reply.header('Cache-Control', 'no-store');
    if (!order || !(byLink || byOwner)) {
      await reply.code(404).send({ detail: translate(locale, 'orders.not_found') });
      return undefined;
    }
    const invoice = await findInvoice(db(), order.id);
    if (!invoice) {
      await reply.code(409).send({ detail: translate(locale, 'invoices.generate_first') });
      return undefined;
    }
    return { order, invoice };
  }

  app.get<{ Params: { order_number: string; access: string } }>(INVOICE_DOCUMENT_ROUTE, async (request, reply) => {
    const found = await accessibleInvoice(request, reply);
    if (!found) return reply;
    return reply.header('Content-Type', 'text/html; charset=utf-8').send(invoiceHtml(found.invoice, found.order, found.order.locale));
  });

  app.get<{ Params: { order_number: string; access: string } }>(INVOICE_PDF_ROUTE, async (request, reply) => {
    const found = await accessibleInvoice(request, reply);
    if (!found) return reply;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoicePdfFilename(found.invoice)}"`)
      .send(await invoicePdf(found.invoice, found.order, found.order.locale));
  });

  registerRoute(app, invoicesIssue, async ({ params, locale, request }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order) throw orderNotFound(locale);
    const origin = publicOrigin(request, locale);
    let issued;
    try {
      issued = await issueInvoice(db(), order, order.deliveredAt ?? new Date());
    } catch (error) {
      if (error instanceof InvoicePricesIncorrect) throw detailError(409, translate(locale, 'invoices.prices_incorrect'));
      throw error;
    }
    if (!issued.created) return invoiceSummaryOf(order, issued.invoice);
    try {
      return invoiceSummaryOf(order, await sendInvoiceMail(app, order, issued.invoice, origin));
    } catch (error) {
      // Issued all the same: the desk shows it was never sent, and re-send tells staff if the mail server still fails.
      request.log.error({ err: error, order: order.orderNumber }, 'invoice e-mail failed');
      return invoiceSummaryOf(order, issued.invoice);
    }
  });

  registerRoute(app, invoicesResend, async ({ params, locale, request }) => {
    const order = await findShopOrder(db(), market(), params.order_number);
    if (!order) throw orderNotFound(locale);
    const invoice = await findInvoice(db(), order.id);
    if (!invoice) throw generateInvoiceFirst(locale);
    const origin = publicOrigin(request, locale);
    try {
      return invoiceSummaryOf(order, await sendInvoiceMail(app, order, invoice, origin));
    } catch (error) {
      request.log.error({ err: error, order: order.orderNumber }, 'invoice e-mail failed');
      throw detailError(503, translate(locale, 'invoices.mail_failed'));
    }
  });
}
