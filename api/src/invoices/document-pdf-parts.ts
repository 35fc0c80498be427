import type { Market } from '@shop/shared/contract/common';
import { drawTable } from '../pdf/pdf-document';
import { lineTable, partyLines, type Labels } from './document-parts';
import type { InvoiceRow } from './issue-invoice';
import { invoiceMoney } from './invoice-money';
import { STANDARD_VAT_PERCENT } from './vat-row';

type TaxDocument = Pick<InvoiceRow, 'seller' | 'buyer' | 'lines' | 'vatRows' | 'market'>;

/** Title and the two parties side by side: the head every tax document PDF (invoice, credit note) shares. */
export function drawDocumentHead(doc: PDFKit.PDFDocument, title: string, document: TaxDocument, t: Labels): void {
  doc.font('bold').fontSize(16).text(title).moveDown(0.8).fontSize(10);
  const top = doc.y;
  const half = (doc.page.width - doc.page.margins.left - doc.page.margins.right) / 2;
  const party = (heading: string, lines: string[], x: number) => {
    doc.font('bold').text(heading, x, top, { width: half - 10 });
    doc.font('regular');
    lines.forEach((line) => doc.text(line, x, undefined, { width: half - 10 }));
    return doc.y;
  };
  const sellerBottom = party(t('invoice.seller'), partyLines(document.seller, t), doc.page.margins.left);
  const buyerBottom = party(t('invoice.buyer'), partyLines(document.buyer, t), doc.page.margins.left + half);
  doc.x = doc.page.margins.left;
  doc.y = Math.max(sellerBottom, buyerBottom) + 12;
}

/** The line table and the VAT table per rate, as the printable pages show them. */
export function drawDocumentTables(doc: PDFKit.PDFDocument, document: TaxDocument, t: Labels): void {
  const market: Market = document.market;
  const money = (hundredths: number) => invoiceMoney(hundredths, market);
  const lines = lineTable(document.lines, document.vatRows[0]?.rate ?? STANDARD_VAT_PERCENT, market, t);
  drawTable(
    doc,
    lines.columns.map((column) => ({ header: column.header, width: column.width, ...(column.numeric ? { align: 'right' as const } : {}) })),
    lines.rows,
  );
  drawTable(
    doc,
    [
      { header: t('invoice.rate'), width: 0.25 },
      { header: t('invoice.base'), width: 0.25, align: 'right' },
      { header: t('invoice.vat'), width: 0.25, align: 'right' },
      { header: t('invoice.line_total'), width: 0.25, align: 'right' },
    ],
    document.vatRows.map((row) => [`${row.rate} %`, money(row.base), money(row.vat), money(row.total)]),
  );
}
