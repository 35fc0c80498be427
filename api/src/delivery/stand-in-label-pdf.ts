import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import { drawQrCode, newPdf, pdfBuffer } from '../pdf/pdf-document';
import type { ShipmentRequest } from './shipment-carrier';

/** The carriers' labels are A6 (105 x 148 mm), printed on label printers; a small margin keeps text off the die cut. */
const MARGIN = 14;

const CARRIER_NAMES: Record<ShipmentRequest['carrier'], string> = {
  zasilkovna: 'Zásilkovna',
  ppl: 'PPL',
  liftago: 'Liftago',
  sameday: 'Sameday',
  fan: 'FAN Courier',
};

/**
 * The stand-in carrier's label: what a real one prints (carrier, sender, recipient, delivery number as text and as
 * a code a scanner reads, weight, parcel x of n) on A6, in the market's language. The sender is the shop's seller
 * identity (shop settings). Text is written, never interpreted, so the
 * customer's name and address need no escaping.
 */
export function standInLabelPdf(request: ShipmentRequest, deliveryNumber: string): Promise<Buffer> {
  const locale: Locale = request.market === 'RO' ? 'ro' : 'cs';
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, unknown>) => translate(locale, id, values);
  const doc = newPdf(t('label.title', { number: deliveryNumber }), locale, { size: 'A6', margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  const { recipient, sender } = request;

  doc.font('bold').fontSize(14).text(CARRIER_NAMES[request.carrier], { width });
  doc.font('regular').fontSize(7).text(t('label.sender'), { width }).fontSize(8);
  for (const line of [sender.name, sender.street, `${sender.postcode} ${sender.city}`.trim()]) if (line) doc.text(line, { width });
  doc.moveDown(0.5);

  doc.fontSize(7).text(t('label.recipient'), { width });
  doc.font('bold').fontSize(11);
  for (const line of [recipient.company, recipient.name]) if (line) doc.text(line, { width });
  doc.font('regular').fontSize(10);
  for (const line of [recipient.street, `${recipient.postcode} ${recipient.city}`.trim(), recipient.phone]) if (line) doc.text(line, { width });
  doc.moveDown(0.5);

  const weight = request.weightKg === null ? t('label.weight_unknown') : t('label.weight', { weight: request.weightKg.toLocaleString(locale, { maximumFractionDigits: 2 }) });
  doc.fontSize(9).text(weight, { width }).text(t('label.parcel', { index: request.parcel.index, count: request.parcel.count }), { width });
  doc.text(t('label.order', { number: request.orderNumber }), { width });

  const codeSize = 110;
  const codeTop = doc.page.height - MARGIN - codeSize - 22;
  drawQrCode(doc, deliveryNumber, MARGIN, codeTop, codeSize);
  doc.font('bold').fontSize(14).text(deliveryNumber, MARGIN, codeTop + codeSize + 4, { width, lineBreak: false });
  return pdfBuffer(doc);
}
