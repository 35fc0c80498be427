import type { Market } from '@shop/shared/contract/common';
import { formatDate } from '@shop/shared/i18n/market';
import type { MailMessage } from '../mail/mailer';
import { translate } from '../i18n/server-i18n';
import type { SubmittedWithdrawal } from './submit-withdrawal';

/**
 * The confirmation of receipt the seller owes without delay (CZ §1829 OZ, RO OUG 34/2014 art. 11),
 * in the language of the order, with what the model form asks for: order and delivery dates, items,
 * where the money goes back (the account, or the card the order was paid with) and the 14 days to send the goods back.
 */
export function withdrawalConfirmationMail(withdrawal: SubmittedWithdrawal, market: Market): MailMessage {
  const { order } = withdrawal;
  const locale = order.locale;
  const billing = order.billingAddress as { first_name?: string; last_name?: string };
  return {
    to: order.email,
    subject: translate(locale, 'withdrawals.mail.subject', { number: order.orderNumber }),
    text: translate(locale, 'withdrawals.mail.text', {
      name: `${billing.first_name ?? ''} ${billing.last_name ?? ''}`.trim(),
      number: order.orderNumber,
      ordered: formatDate(order.createdAt),
      delivered: order.deliveredAt ? formatDate(order.deliveredAt) : '',
      lines: withdrawal.lines.map((line) => `- ${line.quantity} × ${line.name}`).join('\n'),
      refund_to: withdrawal.refundAccount ? translate(locale, 'withdrawals.mail.to_account', { account: withdrawal.refundAccount }) : translate(locale, 'withdrawals.mail.to_card'),
      market,
    }),
  };
}
