import { PASSWORD_RESET_TTL_MINUTES } from '@shop/shared/contract/account';
import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';
import type { MailMessage } from '../mail/mailer';

/** A new staff user's first mail: the password-reset link of the account machinery, worded as an invitation. */
export function staffInviteMail(email: string, locale: Locale, link: string): MailMessage {
  return {
    to: email,
    subject: translate(locale, 'admin_users.invite_mail.subject'),
    text: translate(locale, 'admin_users.invite_mail.text', { email, link, minutes: PASSWORD_RESET_TTL_MINUTES }),
  };
}
