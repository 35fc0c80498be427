import { createRequire } from 'node:module';
import path from 'node:path';
import encodeQR from 'qr';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFolder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The standard PDF fonts cannot write č, ř, ů, ș or ț, so a free font that covers both languages is embedded (subset). */
const FONTS = { regular: path.join(fontFolder, 'DejaVuSans.ttf'), bold: path.join(fontFolder, 'DejaVuSans-Bold.ttf') };

const A4_MARGIN = 50;

/** An A4 document (or another paper size, e.g. A6 for a parcel label) with the shop's two fonts registered, titled for the reader's PDF viewer and screen reader. */
export function newPdf(title: string, language: string, paper: { size: 'A4' | 'A6'; margin: number } = { size: 'A4', margin: A4_MARGIN }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: paper.size, margin: paper.margin, info: { Title: title, Producer: 'shop' }, lang: language, displayTitle: true, tagged: true });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular').fontSize(10);
  return doc;
}

/** Ends the document and collects it into one buffer. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A QR code drawn as vector squares (no image format needed), `size` points wide, with its quiet zone. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const cell = size / modules.length;
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, columnIndex) => {
      if (dark) doc.rect(x + columnIndex * cell, y + rowIndex * cell, cell, cell);
    }),
  );
  doc.fill().restore();
}

export interface PdfColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table that breaks across pages: header row in bold, a thin rule under every row. */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width * width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 3, top + 3, { width: column.width * width - 6, align: column.align ?? 'left' });
      x += column.width * width;
    });
    doc.moveTo(left, top + height).lineTo(left + width, top + height).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(columns.map((column) => column.header), 'bold');
  rows.forEach((row) => drawRow(row, 'regular'));
  doc.font('regular').moveDown(0.5);
}
