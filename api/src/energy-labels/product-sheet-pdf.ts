import { ENERGY_CLASS_COLOURS, ENERGY_CLASS_TEXT_COLOUR } from '@shop/shared/energy-labels/energy-class';
import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { drawQrCode, drawTable, newPdf, pdfBuffer } from '../pdf/pdf-document';
import { eprelUrl, type EnergyLabelRow } from './label-svg';
import { productSheetRows } from './product-sheet-rows';

/** The product information sheet as a PDF: the same rows as the page, the class in its EU colour and the EPREL QR code. */
export function productSheetPdf(label: EnergyLabelRow, typeCode: string, locale: Locale): Promise<Buffer> {
  const t = (id: Parameters<typeof translate>[1]) => translate(locale, id);
  const doc = newPdf(`${t('energy.sheet.title')}: ${label.supplierName} ${label.modelIdentifier}`, locale);
  doc.font('bold').fontSize(16).text(t('energy.sheet.title')).font('regular').fontSize(10).moveDown(0.3);
  doc.text(t('energy.sheet.intro')).moveDown();

  const top = doc.y;
  const colour = ENERGY_CLASS_COLOURS[label.energyClass as keyof typeof ENERGY_CLASS_COLOURS] ?? '#000000';
  doc.save().rect(doc.page.margins.left, top, 80, 44).fill(colour).restore();
  doc.fillColor(ENERGY_CLASS_TEXT_COLOUR).font('bold').fontSize(28).text(label.energyClass, doc.page.margins.left, top + 6, { width: 80, align: 'center' });
  doc.fillColor('#000000').fontSize(10).text(t('energy.sheet.class'), doc.page.margins.left + 96, top + 16);
  drawQrCode(doc, eprelUrl(label.eprelRegistrationNumber), doc.page.width - doc.page.margins.right - 70, top - 4, 70);
  doc.font('regular');
  doc.x = doc.page.margins.left;
  doc.y = top + 80;

  drawTable(
    doc,
    [
      { header: t('energy.sheet.title'), width: 0.6 },
      { header: '', width: 0.4 },
    ],
    productSheetRows(label, typeCode, locale).map(({ caption, value }) => [caption, value]),
  );
  doc.fillColor('#444444').text(t('energy.sheet.used_note'));
  return pdfBuffer(doc);
}
