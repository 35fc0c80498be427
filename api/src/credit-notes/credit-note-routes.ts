import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { creditNotesCloseWithdrawal, creditNotesRefundWithdrawal } from '@shop/shared/contract/credit-notes';
import type { Locale } from '@shop/shared/contract/common';
import { fieldError } from '../http/translated-errors';
import { requestSession } from '../auth/request-auth';
import { orderWithdrawals } from '../db/schema/withdrawals';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { generateInvoiceFirst } from '../invoices/invoice-summary';
import { accessMatches, findShopOrder, orderAccess } from '../orders/order-access';
import { creditNoteHtml } from './credit-note-html';
import { creditNotePdf, creditNotePdfFilename } from './credit-note-pdf';
import { CREDIT_NOTE_DOCUMENT_ROUTE } from './credit-note-paths';
import { creditNoteSummary } from './credit-note-summary';
import { creditNoteOfOrder, InvoiceMissing, issueCreditNote, MoneyCameIn, NothingPaid, WithdrawalNotFound, type Settlement } from './issue-credit-note';
import { closeAutomaticTask } from '../admin-tasks/automatic-tasks';
import { publicOrigin } from '../mail/public-links';
import { sendOrderNotice } from '../orders/order-notice-mail';
import { paymentGatewaySecret } from '../payments/gateway-secret';
import { TestGateway } from '../payments/test-gateway';
import { refundToCard } from './card-refund';

/** Staff accept and refund a withdrawal (issuing its credit note); the customer prints it with the order's link. */
export function registerCreditNoteRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const gateway = new TestGateway(app, paymentGatewaySecret(app.config));

  const settle = async (withdrawalId: number, settlement: Settlement, locale: Locale, userId: number | null, request: FastifyRequest) => {
    const origin = publicOrigin(request, locale);
    try {
      const { note, order, invoice, created } = await issueCreditNote(db(), market(), withdrawalId, userId, settlement);
      await closeAutomaticTask(db(), { kind: 'withdrawal-refund', withdrawalId: note.withdrawalId, orderNumber: order.orderNumber });
      const summary = creditNoteSummary(note, order.orderNumber, invoice.number, orderAccess(app.config.secretKey, order.orderNumber));
      // Closed without money (never paid): the customer still gets the credit note, the corrected tax document.
      if (created && note.refunded === 0) {
        await sendOrderNotice(app, request.log, order.orderNumber, origin, {
          kind: 'withdrawal_closed',
          creditNote: note.number,
          documentPath: summary.document_url,
          attachment: { filename: creditNotePdfFilename(note), content: await creditNotePdf(note, invoice, order.orderNumber, '', order.locale), contentType: 'application/pdf' },
        });
      }
      if (created && note.refunded > 0 && note.refundMethod === 'card') {
        await refundToCard(db(), gateway, note, request.log);
        await sendOrderNotice(app, request.log, order.orderNumber, origin, {
          kind: 'refunded_to_card',
          amount: note.refunded,
          creditNote: note.number,
          documentPath: summary.document_url,
          attachment: { filename: creditNotePdfFilename(note), content: await creditNotePdf(note, invoice, order.orderNumber, '', order.locale), contentType: 'application/pdf' },
        });
      }
      if (created && note.refunded > 0 && note.refundMethod === 'bank_transfer') {
        const [withdrawal] = await db().select({ account: orderWithdrawals.refundAccount }).from(orderWithdrawals).where(eq(orderWithdrawals.id, withdrawalId));
        const account = withdrawal?.account ?? '';
        await sendOrderNotice(app, request.log, order.orderNumber, origin, {
          kind: 'refunded',
          amount: note.refunded,
          account,
          creditNote: note.number,
          documentPath: summary.document_url,
          // The credit note itself goes with the mail: it is the tax document the customer keeps.
          attachment: { filename: creditNotePdfFilename(note), content: await creditNotePdf(note, invoice, order.orderNumber, account, order.locale), contentType: 'application/pdf' },
        });
      }
      return summary;
    } catch (error) {
      if (error instanceof WithdrawalNotFound) throw detailError(404, translate(locale, 'credit_notes.withdrawal_not_found'));
      if (error instanceof InvoiceMissing) throw generateInvoiceFirst(locale);
      if (error instanceof NothingPaid) throw fieldError(locale, 'non_field_errors', 'credit_notes.nothing_paid');
      if (error instanceof MoneyCameIn) throw fieldError(locale, 'non_field_errors', 'credit_notes.money_came_in');
      throw error;
    }
  };

  registerRoute(app, creditNotesRefundWithdrawal, ({ params, locale, user, request }) => settle(params.id, 'refund', locale, user?.id ?? null, request));
  registerRoute(app, creditNotesCloseWithdrawal, ({ params, locale, user, request }) => settle(params.id, 'close', locale, user?.id ?? null, request));

  type DocumentRequest = FastifyRequest<{ Params: { order_number: string; access: string; number: string } }>;
  /** The credit note behind a document link: the link's secret or the logged-in owner, as for the invoice; else undefined (404). */
  const documentOf = async (request: DocumentRequest) => {
    const { order_number: orderNumber, access, number } = request.params;
    const order = await findShopOrder(db(), market(), orderNumber);
    const byLink = accessMatches(app.config.secretKey, orderNumber, access);
    const byOwner = !byLink && order?.userId != null && (await requestSession(request))?.user.id === order.userId;
    const found = order && (byLink || byOwner) ? await creditNoteOfOrder(db(), order.id, number) : undefined;
    if (!order || !found) return undefined;
    const [withdrawal] = await db().select({ refundAccount: orderWithdrawals.refundAccount }).from(orderWithdrawals).where(eq(orderWithdrawals.id, found.note.withdrawalId));
    return { ...found, order, refundAccount: withdrawal?.refundAccount ?? '' };
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-store').send({ detail: translate(requestLocale(request.headers['accept-language'], app.config.defaultLocale), 'orders.not_found') });

  app.get(CREDIT_NOTE_DOCUMENT_ROUTE, async (request: DocumentRequest, reply) => {
    const found = await documentOf(request);
    if (!found) return notFound(request, reply);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(creditNoteHtml(found.note, found.invoice, found.order.orderNumber, found.refundAccount, found.order.locale));
  });

  app.get(`${CREDIT_NOTE_DOCUMENT_ROUTE}credit-note.pdf`, async (request: DocumentRequest, reply) => {
    const found = await documentOf(request);
    if (!found) return notFound(request, reply);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${creditNotePdfFilename(found.note)}"`)
      .header('Cache-Control', 'no-store')
      .send(await creditNotePdf(found.note, found.invoice, found.order.orderNumber, found.refundAccount, found.order.locale));
  });
}
