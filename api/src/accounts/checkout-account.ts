import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES } from '@shop/shared/contract/account';
import type { Locale, Market } from '@shop/shared/contract/common';
import { hashPassword } from '../auth/password';
import { randomToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { shopOrders } from '../db/schema/cart';
import { users } from '../db/schema/users';
import { translate } from '../i18n/server-i18n';
import type { Mailer } from '../mail/mailer';
import type { ShopOrderRow } from '../orders/order-access';
import { resetLink } from './account-mail';
import { issueAccountToken } from './account-tokens';

/**
 * "Založit si účet" at checkout (order_info.create_account): a customer account for the billing e-mail, holding the
 * order, with a mailed link to set the password (the password reset's link: it confirms the e-mail too). The checkout
 * asks no password, so the account has a random one nobody knows until the link sets one. When the e-mail already
 * has an account nothing is created or changed and nothing says so: an order form must not tell who has an account;
 * the order is still found by its number and e-mail.
 */
export async function createAccountAtCheckout(db: Db, mailer: Mailer, order: ShopOrderRow, origin: string, market: Market, locale: Locale, log: FastifyBaseLogger): Promise<void> {
  const email = order.email.toLowerCase();
  const name = (field: 'first_name' | 'last_name') => String(order.billingAddress[field] ?? '');
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(randomToken()), firstName: name('first_name'), lastName: name('last_name'), role: 'customer' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) return;
  await db.update(shopOrders).set({ userId: created.id }).where(eq(shopOrders.id, order.id));
  const link = resetLink(origin, market, await issueAccountToken(db, created.id, 'password_reset'));
  try {
    await mailer.sendMail({
      to: email,
      subject: translate(locale, 'account.checkout_mail.subject', { order: order.orderNumber }),
      text: translate(locale, 'account.checkout_mail.text', { email, order: order.orderNumber, link, minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
  } catch (error) {
    // The account stands; "forgotten password" mails the same kind of link.
    log.error({ err: error, order: order.orderNumber }, 'checkout account mail failed');
  }
}
