import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { pagePath } from '@shop/shared/routing/page-paths';
import { CARRIER_NAMES } from '@shop/shared/orders/carrier-names';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';
import { stores } from '../db/schema/stores';
import { translate } from '../i18n/server-i18n';
import type { MailMessage } from '../mail/mailer';
import { withdrawalUntil } from '../withdrawals/submit-withdrawal';
import { findShopOrder, orderAccess, type ShopOrderRow } from './order-access';
import { paymentBalanceOf } from './payment-balance';
import { bankTransferForOrder } from '../qr-platba/bank-transfer';

/** The steps the customer is told of by e-mail, each with what its text needs. */
export type OrderNotice =
  | { kind: 'payment_received'; amount: number }
  | { kind: 'handed_to_carrier'; carrier: CarrierCode; deliveryNumber: string; trackingUrl: string }
  | { kind: 'delivered' }
  | { kind: 'ready_for_pickup' }
  | { kind: 'payment_reminder' }
  | { kind: 'refunded'; amount: number; account: string; creditNote: string; documentPath: string; attachment?: MailAttachment }
  | { kind: 'refunded_to_card'; amount: number; creditNote: string; documentPath: string; attachment?: MailAttachment }
  | { kind: 'withdrawal_closed'; creditNote: string; documentPath: string; attachment?: MailAttachment };

type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** The order's status page with its access secret: what every order e-mail links to. */
export function orderStatusLink(app: FastifyInstance, origin: string, order: Pick<ShopOrderRow, 'market' | 'orderNumber'>): string {
  return `${origin}${pagePath(order.market, 'orders', [order.orderNumber, orderAccess(app.config.secretKey, order.orderNumber)])}`;
}

/** Where a ready order waits: the store's name and address, or the delivery way's name (a pickup point's box). */
async function pickupPlace(app: FastifyInstance, order: ShopOrderRow): Promise<string> {
  const storeId = Number(order.store);
  if (order.store && Number.isInteger(storeId)) {
    const [store] = await app.database.db.select().from(stores).where(eq(stores.id, storeId));
    if (store) return `${store.name}, ${store.street}, ${store.postcode} ${store.city}`;
  }
  return translate(order.locale, `checkout.delivery.${order.deliveryCode as 'store'}`);
}

async function noticeValues(app: FastifyInstance, order: ShopOrderRow, notice: OrderNotice, origin: string | undefined): Promise<Record<string, string>> {
  const price = (amount: number) => formatPrice(amount, order.market);
  switch (notice.kind) {
    case 'payment_received': {
      const { paid } = await paymentBalanceOf(app.database.db, order.id);
      return { amount: price(notice.amount), paid: price(paid), total: price(order.total) };
    }
    case 'handed_to_carrier':
      return { carrier: CARRIER_NAMES[notice.carrier], delivery_number: notice.deliveryNumber, tracking: notice.trackingUrl };
    case 'payment_reminder': {
      const { balance } = await paymentBalanceOf(app.database.db, order.id);
      const transfer = bankTransferForOrder(order);
      return {
        amount: price(balance),
        iban: transfer?.iban ?? '',
        reference: transfer?.reference ?? order.orderNumber,
        reference_label: translate(order.locale, `bank_transfer.reference.${order.market}`),
      };
    }
    case 'ready_for_pickup':
      return { place: await pickupPlace(app, order) };
    case 'delivered':
      return { until: formatDate(withdrawalUntil(order.deliveredAt ?? new Date())) };
    case 'withdrawal_closed':
      return { credit_note: notice.creditNote, document: `${origin ?? ''}${notice.documentPath}` };
    case 'refunded':
      return { amount: price(notice.amount), account: notice.account, credit_note: notice.creditNote, document: `${origin ?? ''}${notice.documentPath}` };
    case 'refunded_to_card':
      return { amount: price(notice.amount), credit_note: notice.creditNote, document: `${origin ?? ''}${notice.documentPath}` };
  }
}

/**
 * Tells the customer a step of the order, in the language they ordered in, with the status page link. Sent after the
 * change is committed; a mail failure is logged for staff and never undoes or fails the change. `origin` is unknown
 * only to a background sweep on a server without PUBLIC_URL: the mail then points to the account's order list.
 */
export async function sendOrderNotice(app: FastifyInstance, log: FastifyBaseLogger, orderNumber: string, origin: string | undefined, notice: OrderNotice): Promise<void> {
  try {
    const order = await findShopOrder(app.database.db, app.config.market, orderNumber);
    if (!order) return;
    const link = origin === undefined ? translate(order.locale, 'order_notice.no_link') : orderStatusLink(app, origin, order);
    const values = { number: order.orderNumber, link, ...(await noticeValues(app, order, notice, origin)) };
    await app.mailer.sendMail({
      to: order.email,
      subject: translate(order.locale, `order_notice.${notice.kind}.subject`, values),
      text: translate(order.locale, `order_notice.${notice.kind}.text`, values),
      ...('attachment' in notice && notice.attachment ? { attachments: [notice.attachment] } : {}),
    });
  } catch (error) {
    log.error({ err: error, order: orderNumber, notice: notice.kind }, 'order notice mail failed');
  }
}
