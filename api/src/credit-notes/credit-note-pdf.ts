import type { Locale } from '@shop/shared/contract/common';
import { formatDate } from '@shop/shared/i18n/market';
import { translate } from '../i18n/server-i18n';
import type { Labels } from '../invoices/document-parts';
import { drawDocumentHead, drawDocumentTables } from '../invoices/document-pdf-parts';
import { invoiceMoney } from '../invoices/invoice-money';
import { newPdf, pdfBuffer } from '../pdf/pdf-document';
import { refundText } from './credit-note-html';
import type { CreditNoteRow, InvoiceRow } from './issue-credit-note';

/**
 * The credit note as a PDF, for the refund e-mail and the download link: the printable page's content
 * (credit-note-html.ts) in the order's language, ending with how much went back and how, or that nothing did.
 */
export function creditNotePdf(note: CreditNoteRow, invoice: InvoiceRow, orderNumber: string, refundAccount: string, locale: Locale): Promise<Buffer> {
  const t: Labels = (id, values) => translate(locale, id, values);
  const title = t('credit_note.title', { number: note.number });
  const doc = newPdf(title, locale);
  drawDocumentHead(doc, title, note, t);
  doc.text(t('credit_note.corrects', { number: invoice.number, date: formatDate(invoice.issuedAt.toISOString().slice(0, 10)) }));
  doc.text(t('credit_note.reason'));
  doc.text(`${t('invoice.order')}: ${orderNumber}`);
  doc.text(`${t('invoice.issued')}: ${formatDate(note.issuedAt.toISOString().slice(0, 10))}`).moveDown();
  drawDocumentTables(doc, note, t);
  doc.font('bold').fontSize(12).text(`${t('credit_note.total')}: ${invoiceMoney(note.total * 100, note.market)}`).font('regular').fontSize(10).moveDown();
  doc.text(refundText(note, refundAccount, t));
  return pdfBuffer(doc);
}

/** `opravny-doklad-D2026-000001.pdf` / `factura-stornare-D2026-000001.pdf`: the document's name in the order's language. */
export function creditNotePdfFilename(note: Pick<CreditNoteRow, 'market' | 'number'>): string {
  return `${note.market === 'RO' ? 'factura-stornare' : 'opravny-doklad'}-${note.number}.pdf`;
}
