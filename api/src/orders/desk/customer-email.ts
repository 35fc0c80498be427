import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { detailError } from '../../http/http-error';
import { translate } from '../../i18n/server-i18n';
import type { ShopOrderRow } from '../order-access';
import { recordOrderEvent } from '../order-events';

/**
 * O-S14: a message from staff to the order's e-mail, plain text only, so nothing typed is ever
 * read as HTML. Logged on the timeline only once the mail layer took it, so the timeline never
 * claims a mail that was not sent.
 */
export async function sendCustomerEmail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  order: ShopOrderRow,
  locale: Locale,
  userId: number | null,
  { subject, message }: { subject: string; message: string },
): Promise<void> {
  try {
    await app.mailer.sendMail({ to: order.email, subject: `${subject} (${order.orderNumber})`, text: message });
  } catch (error) {
    log.error({ err: error, order: order.orderNumber }, 'order desk e-mail failed');
    throw detailError(503, translate(locale, 'order_desk.mail_failed'));
  }
  await recordOrderEvent(app.database.db, order.id, userId, 'email', { subject });
}
