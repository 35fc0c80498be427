import type { Locale, Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { SellerIdentity } from '@shop/shared/seller/seller-identity';
import { translate } from '../i18n/server-i18n';
import { newPdf, pdfBuffer } from '../pdf/pdf-document';
import { sellerMailLines } from '../seller/seller-mail-lines';

const SECTIONS = [
  ['terms.order.title', 'terms.order.text'],
  ['terms.prices.title', 'terms.prices.text'],
  ['terms.withdrawal.title', 'terms.withdrawal.text'],
] as const;

/**
 * The terms as they stood when the order was confirmed, attached to the confirmation e-mail: the durable record the
 * law wants of the contract's terms (§1824 OZ; OUG 34/2014 art. 9) — a web page can change, the customer's copy does
 * not. The same sections as the shell's terms page (shell/src/legal/TermsPage.tsx), from the server catalog, with the
 * addresses of the withdrawal and complaints pages.
 */
export function termsPdf(seller: SellerIdentity | null, market: Market, locale: Locale, origin: string): Promise<Buffer> {
  const title = translate(locale, 'terms.title');
  const doc = newPdf(title, locale);
  doc.font('bold').fontSize(16).text(title).moveDown(0.8).fontSize(10);
  const sellerText = sellerMailLines(seller, market, locale);
  if (sellerText) doc.font('bold').text(translate(locale, 'terms.seller')).font('regular').text(sellerText).moveDown();
  for (const [heading, text] of SECTIONS) {
    doc.font('bold').text(translate(locale, heading)).font('regular').text(translate(locale, text, { withdrawal: `${origin}${pagePath(market, 'withdrawal')}`, complaints: `${origin}${pagePath(market, 'complaints')}` })).moveDown();
  }
  doc.font('bold').text(translate(locale, 'terms.disputes.title')).font('regular').text(translate(locale, market === 'CZ' ? 'terms.disputes.cz' : 'terms.disputes.ro'));
  return pdfBuffer(doc);
}

/** `obchodni-podminky.pdf` / `termeni-si-conditii.pdf`. */
export function termsPdfFilename(market: Market): string {
  return market === 'CZ' ? 'obchodni-podminky.pdf' : 'termeni-si-conditii.pdf';
}
