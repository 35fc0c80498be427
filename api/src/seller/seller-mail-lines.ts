import type { Locale, Market } from '@shop/shared/contract/common';
import { sellerPhone, sellerSeat } from '@shop/shared/seller/seller-display';
import type { SellerIdentity } from '@shop/shared/seller/seller-identity';
import { translate } from '../i18n/server-i18n';

/**
 * Who the customer bought from and where to complain or withdraw, closing a mail in its language; the identifiers
 * are the market's (IČO and DIČ, or CUI, Reg. Com. and share capital) whatever the language.
 */
export function sellerMailLines(seller: SellerIdentity | null, market: Market, locale: Locale): string {
  if (!seller) return '';
  const values = {
    name: seller.company_name,
    seat: sellerSeat(seller),
    company_id: seller.company_id,
    vat_id: seller.vat_id ? translate(locale, 'orders.mail.vat_id', { vat_id: seller.vat_id }) : '',
    register: seller.register_entry,
    share_capital: seller.share_capital,
    email: seller.email,
    phone: sellerPhone(seller.phone),
  };
  return translate(locale, market === 'CZ' ? 'orders.mail.seller_cz' : 'orders.mail.seller_ro', values);
}
