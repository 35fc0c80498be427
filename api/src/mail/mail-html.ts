import type { Locale } from '@shop/shared/contract/common';
import { translate } from '../i18n/server-i18n';

export interface MailHtmlContent {
  locale: Locale;
  /** The sender name (MAIL_SENDER_NAME), the header and footer of the message. */
  shopName: string;
  subject: string;
  /** The text part; its paragraphs are the HTML body, except a line that is only the button's link. */
  text: string;
  device: string;
  /** The price formatted for the market; `totalLabel` names it the total (service orders). */
  price?: string;
  totalLabel?: boolean;
  button?: { label: string; href: string };
}

// The shop theme's colours and font (shared/src/ui/theme.ts); that module also declares the
// styled-components theme type, which the server does not install, so the values are repeated here.
const colors = {
  text: '#1f2328',
  textMuted: '#57606a',
  background: '#ffffff',
  surface: '#f6f8fa',
  borderSubtle: '#d0d7de',
  primary: '#0b5cad',
  onPrimary: '#ffffff',
};
const fontFamily = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, &quot;Helvetica Neue&quot;, Arial, sans-serif';

/** Every value goes through here: names, notes and devices come from users and the catalogue. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paragraphs(text: string, dropLine: string | undefined): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== dropLine))
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p style="margin:0 0 16px;line-height:1.5">${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

function factRow(label: string, value: string, strong = false): string {
  const shown = strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
  return `<tr><th align="left" style="padding:4px 16px 4px 0;color:${colors.textMuted};font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
}

function button({ label, href }: { label: string; href: string }): string {
  // Only the shop's own absolute links become buttons; anything else would be a link a user slipped in.
  if (!/^https?:\/\//.test(href)) throw new Error(`A mail button needs an absolute http(s) link, got ${href}`);
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${colors.primary};color:${colors.onPrimary};padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/**
 * The HTML part beside the text part: the shop's name on its primary colour, the text's
 * paragraphs, the device and price, and a button for the link. Inline styles and tables,
 * as mail clients drop style sheets.
 */
export function mailHtml(content: MailHtmlContent): string {
  const { locale, shopName } = content;
  const facts = [factRow(translate(locale, 'mail.device'), content.device)];
  if (content.price) facts.push(factRow(translate(locale, content.totalLabel ? 'mail.total' : 'mail.price'), content.price, true));
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.surface};color:${colors.text};font-family:${fontFamily};font-size:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.surface}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colors.background};border:1px solid ${colors.borderSubtle};border-radius:8px">
<tr><td style="background:${colors.primary};color:${colors.onPrimary};padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(shopName)}</td></tr>
<tr><td style="padding:24px">
${paragraphs(content.text, content.button?.href)}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0">${facts.join('')}</table>
${content.button ? button(content.button) : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.borderSubtle};color:${colors.textMuted};font-size:14px">${escapeHtml(shopName)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
