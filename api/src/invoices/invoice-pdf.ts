import type { Locale } from '@shop/shared/contract/common';
import { formatDate } from '@shop/shared/i18n/market';
import type { ServerMessageId } from '../i18n/messages-cs';
import { translate } from '../i18n/server-i18n';
import type { ShopOrderRow } from '../orders/order-access';
import { drawQrCode, newPdf, pdfBuffer } from '../pdf/pdf-document';
import { bankTransferForOrder } from '../qr-platba/bank-transfer';
import { qrPlatbaForOrder } from '../qr-platba/qr-platba-code';
import type { InvoiceRow } from './issue-invoice';
import { invoiceMoney } from './invoice-money';
import type { Labels } from './document-parts';
import { drawDocumentHead, drawDocumentTables } from './document-pdf-parts';

/**
 * The invoice as a PDF, for the e-mail that carries it and the download link: the same content, texts and QR
 * Platba as the printable page (invoice-html.ts), in the order's language. Text is written, never interpreted,
 * so the order's values need no escaping here.
 */
export function invoicePdf(invoice: InvoiceRow, order: ShopOrderRow, locale: Locale): Promise<Buffer> {
  const t: Labels = (id, values) => translate(locale, id, values);
  const money = (hundredths: number) => invoiceMoney(hundredths, invoice.market);
  const title = t('invoice.title', { number: invoice.number });
  const doc = newPdf(title, locale);

  drawDocumentHead(doc, title, invoice, t);

  const paymentName = translate(locale, `checkout.payment.${order.paymentType}` as ServerMessageId);
  doc.text(`${t('invoice.order')}: ${order.orderNumber}`);
  doc.text(`${t('invoice.issued')}: ${formatDate(invoice.issuedAt.toISOString().slice(0, 10))}`);
  doc.text(`${t('invoice.supply_date')}: ${formatDate(invoice.taxableSupplyDate)}`);
  doc.text(`${t('invoice.payment')}: ${paymentName}`).moveDown();

  drawDocumentTables(doc, invoice, t);
  doc.font('bold').fontSize(12).text(`${t('invoice.total')}: ${money(invoice.total * 100)}`).font('regular').fontSize(10).moveDown();

  const qr = qrPlatbaForOrder(order);
  if (qr) {
    if (doc.y + 190 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('bold').text(t('invoice.qr')).font('regular');
    drawQrCode(doc, qr.spd, doc.page.margins.left, doc.y + 4, 140);
    doc.y += 150;
    doc.text(`IBAN: ${qr.iban}`).text(`VS: ${qr.variable_symbol}`).moveDown();
  }
  const transfer = qr ? null : bankTransferForOrder(order);
  if (transfer) doc.font('bold').text(t('invoice.bank_transfer')).font('regular').text(`IBAN: ${transfer.iban}`).text(`${t('invoice.reference')}: ${transfer.reference}`).moveDown();
  return pdfBuffer(doc);
}
