import encodeQR from 'qr';
import type { QrPlatba } from '@shop/shared/contract/market-law';
import { orderQrPlatbaPayment, type ShopBankAccount } from '@shop/shared/qr-platba/order-payment';
import { qrPlatbaString } from '@shop/shared/qr-platba/spd-string';
import { shopBankAccount } from './bank-account';

/** The order fields a QR Platba depends on (a shop order row has them all). */
export interface QrPlatbaOrder {
  orderNumber: string;
  market: string;
  paymentType: string;
  paymentStatus: string;
  /** Whole koruny. */
  total: number;
}

/** Error-correction level M, what the format recommends for print (an invoice, a printed e-mail). */
export function qrCodeSvg(text: string): string {
  // A white ground of its own: a dark mail client or page must not leave the dark modules on dark.
  return encodeQR(text, 'svg', { ecc: 'medium', border: 4 }).replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>');
}

/** The same code as a GIF for e-mail, which many mail clients show where they would not show an SVG. */
export function qrCodeGif(text: string): Buffer {
  return Buffer.from(encodeQR(text, 'gif', { ecc: 'medium', border: 4, scale: 6 }));
}

/**
 * The QR Platba of a Czech order paid by bank transfer and not yet paid, with the data written out for
 * manual entry; null for every other order. The thank-you page, the confirmation e-mail and the invoice
 * PDF all call this, so the three always show the same payment.
 */
export function qrPlatbaForOrder(order: QrPlatbaOrder, account: ShopBankAccount = shopBankAccount()): QrPlatba | null {
  if (order.market !== 'CZ' || order.paymentType !== 'bank_transfer' || order.paymentStatus === 'paid') return null;
  const payment = orderQrPlatbaPayment({ orderNumber: order.orderNumber, totalCzk: order.total }, account);
  const spd = qrPlatbaString(payment);
  return {
    spd,
    svg: qrCodeSvg(spd),
    iban: payment.iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 '),
    amount: order.total,
    currency: 'CZK',
    variable_symbol: payment.variableSymbol,
    message: payment.message ?? '',
  };
}
