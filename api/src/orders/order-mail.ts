import { asc, eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import type { Db } from '../db/database';
import { orderLines } from '../db/schema/cart';
import type { MailMessage } from '../mail/mailer';
import { translate } from '../i18n/server-i18n';
import { bankTransferMailText, qrPlatbaMailParts } from '../qr-platba/qr-platba-mail';
import { readSellerIdentity } from '../seller/seller-identity-store';
import { sellerMailLines } from '../seller/seller-mail-lines';
import type { ShopOrderRow } from './order-access';
import { termsPdf, termsPdfFilename } from './terms-pdf';

/** The order confirmation in the language the customer ordered in, with the link to the order's status page and the seller. */
export async function orderConfirmationMail(db: Db, order: ShopOrderRow, market: Market, link: string): Promise<MailMessage> {
  const locale = order.locale;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const goods = lines
    .filter((line) => line.kind !== 'delivery' && line.kind !== 'payment')
    .map((line) => `- ${line.quantity} × ${line.name}: ${formatPrice(line.finalPrice, market)}`)
    .join('\n');
  const billing = order.billingAddress as { first_name?: string };
  const qrPlatba = qrPlatbaMailParts(order, locale);
  const transfer = bankTransferMailText(order, locale);
  const identity = await readSellerIdentity(db, market);
  const seller = sellerMailLines(identity, market, locale);
  const terms = { filename: termsPdfFilename(market), content: await termsPdf(identity, market, locale, new URL(link).origin), contentType: 'application/pdf' };
  return {
    to: order.email,
    subject: translate(locale, 'orders.mail.subject', { number: order.orderNumber }),
    text: translate(locale, 'orders.mail.text', {
      name: billing.first_name ?? '',
      number: order.orderNumber,
      lines: goods,
      delivery: `${translate(locale, `checkout.delivery.${order.deliveryCode as 'store'}`)} (${formatPrice(order.deliveryPrice, market)})`,
      payment: translate(locale, `checkout.payment.${order.paymentType as 'card'}`),
      total: formatPrice(order.total, market),
      link,
    }) +
      (qrPlatba ? `\n\n${qrPlatba.text}` : '') +
      (transfer ? `\n\n${transfer}` : '') +
      (seller ? `\n\n${seller}` : ''),
    // The terms go along as a PDF: the durable copy of what was agreed (termsPdf).
    attachments: qrPlatba ? [terms, qrPlatba.attachment] : [terms],
  };
}
