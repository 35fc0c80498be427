import { EMAIL_CONFIRMATION_TTL_MINUTES, PASSWORD_RESET_TTL_MINUTES } from '@shop/shared/contract/account';
import type { Locale, Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import { translate } from '../i18n/server-i18n';
import type { MailMessage } from '../mail/mailer';

/** The reset link opens the market's password reset page with the token as its last path segment. */
export function resetLink(origin: string, market: Market, token: string): string {
  return `${origin}${pagePath(market, 'passwordReset', [token])}`;
}

/** The confirmation link opens the account page, which posts the token (`/ucet/potvrzeni/<token>/`). */
export function confirmationLink(origin: string, market: Market, token: string): string {
  return `${origin}${pagePath(market, 'account', [EMAIL_CONFIRMATION_SEGMENT, token])}`;
}

/** The same segment in both markets: it is never shown as text, only followed. */
export const EMAIL_CONFIRMATION_SEGMENT = 'confirm';

export function resetMail(email: string, locale: Locale, link: string): MailMessage {
  return {
    to: email,
    subject: translate(locale, 'account.reset_mail.subject'),
    text: translate(locale, 'account.reset_mail.text', { email, link, minutes: PASSWORD_RESET_TTL_MINUTES }),
  };
}

export function welcomeMail(email: string, locale: Locale, link: string): MailMessage {
  return {
    to: email,
    subject: translate(locale, 'account.welcome_mail.subject'),
    text: translate(locale, 'account.welcome_mail.text', { email, link, days: EMAIL_CONFIRMATION_TTL_MINUTES / (24 * 60) }),
  };
}
