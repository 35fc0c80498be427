import type { Locale, Market } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import type { MailMessage } from '../mail/mailer';
import { translate } from '../i18n/server-i18n';
import { bankTransferForOrder } from './bank-transfer';
import { qrCodeGif, qrPlatbaForOrder, type QrPlatbaOrder } from './qr-platba-code';

type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** The confirmation e-mail's payment paragraph and QR code for a Czech bank-transfer order; null otherwise. */
export function qrPlatbaMailParts(order: QrPlatbaOrder, locale: Locale): { text: string; attachment: MailAttachment } | null {
  const qr = qrPlatbaForOrder(order);
  if (!qr) return null;
  return {
    text: translate(locale, 'qr_platba.mail', { amount: formatPrice(qr.amount, 'CZ'), iban: qr.iban, vs: qr.variable_symbol, message: qr.message }),
    attachment: { filename: `qr-platba-${order.orderNumber}.gif`, content: qrCodeGif(qr.spd), contentType: 'image/gif' },
  };
}

/**
 * The confirmation e-mail's payment paragraph for a bank-transfer order without a QR Platba (RO): account, amount
 * and the reference the statement is matched by; null otherwise.
 */
export function bankTransferMailText(order: QrPlatbaOrder, locale: Locale): string | null {
  if (qrPlatbaForOrder(order)) return null;
  const transfer = bankTransferForOrder(order);
  if (!transfer) return null;
  return translate(locale, 'bank_transfer.mail', {
    amount: formatPrice(transfer.amount, order.market as Market),
    iban: transfer.iban,
    reference_label: translate(locale, `bank_transfer.reference.${order.market as Market}`),
    reference: transfer.reference,
  });
}
