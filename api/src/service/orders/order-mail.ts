import type { Market } from '@shop/shared/contract/common';
import type { ServiceOrderDetail } from '@shop/shared/contract/service';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { MailMessage } from '../../mail/mailer';
import { translate } from '../../i18n/server-i18n';
import { mailHtml } from '../../mail/mail-html';
import { deviceLabel } from '../selector/device-label';
import type { ServiceOrderRow } from './order-detail';

function deviceText(detail: ServiceOrderDetail): string {
  const model = deviceLabel(detail.device.manufacturer, detail.device.model);
  return detail.device.color ? `${model}, ${detail.device.color}` : model;
}

/**
 * The booking confirmation in the language the customer booked in: order number, device,
 * operations with prices, center, time, and the status page link (absolute, from `origin`).
 */
export function confirmationMail(order: ServiceOrderRow, detail: ServiceOrderDetail, market: Market, origin: string, location: string, shopName: string): MailMessage {
  const locale = order.locale;
  const operations = detail.operations.map((operation) => `- ${operation.name}: ${formatPrice(operation.price, market)}`).join('\n');
  const center = `${detail.center.name}, ${detail.center.street}, ${detail.center.postcode} ${detail.center.city}`;
  const device = deviceText(detail);
  const total = formatPrice(detail.total_price, market);
  const link = `${origin}${location}`;
  const subject = translate(locale, 'service.confirmation_mail.subject', { number: order.orderNumber });
  const text = translate(locale, 'service.confirmation_mail.text', {
    name: order.firstName,
    number: order.orderNumber,
    device,
    operations,
    total,
    center,
    date: formatDate(detail.slot.date),
    time: detail.slot.time,
    link,
    servicePage: `${origin}${pagePath(market, 'service')}`,
  });
  const button = { label: translate(locale, 'mail.button.service_status'), href: link };
  return { to: order.email, subject, text, html: mailHtml({ locale, shopName, subject, text, device, price: total, totalLabel: true, button }) };
}

/** Tells the customer their order moved on; the link is the lookup page, as the token is not kept. */
export function statusMail(order: ServiceOrderRow, detail: ServiceOrderDetail, market: Market, origin: string, shopName: string): MailMessage {
  const locale = order.locale;
  const status = translate(locale, `service.status.${detail.status}`);
  const device = deviceText(detail);
  const servicePage = `${origin}${pagePath(market, 'service')}`;
  const subject = translate(locale, 'service.status_mail.subject', { number: order.orderNumber, status });
  const text = translate(locale, 'service.status_mail.text', { name: order.firstName, number: order.orderNumber, device, status, servicePage });
  const button = { label: translate(locale, 'mail.button.service_lookup'), href: servicePage };
  return { to: order.email, subject, text, html: mailHtml({ locale, shopName, subject, text, device, button }) };
}
