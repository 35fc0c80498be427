import type { Market } from '@shop/shared/contract/common';
import type { InvoiceParty } from '../db/schema/invoices';

/** Shown wherever the operator has not set the seller's data yet, so a test invoice can never pass for a real one. */
export const SELLER_PLACEHOLDER = '[DOPLNÍ PROVOZOVATEL / COMPLETAT DE OPERATOR]';

/**
 * The seller printed on the invoice (§29(1)(a,b) ZDPH, §435 OZ; art. 319(20)(d) Codul fiscal), from the environment:
 * INVOICE_SELLER_<FIELD>_<MARKET>, e.g. INVOICE_SELLER_NAME_CZ. Every unset field is the marked placeholder.
 */
export function invoiceSeller(market: Market, env: NodeJS.ProcessEnv = process.env): InvoiceParty {
  const field = (name: string) => env[`INVOICE_SELLER_${name}_${market}`]?.trim() || SELLER_PLACEHOLDER;
  return {
    name: field('NAME'),
    street: field('STREET'),
    city: field('CITY'),
    postcode: field('POSTCODE'),
    county: market === 'RO' ? field('COUNTY') : '',
    company_id: field('COMPANY_ID'),
    vat_id: field('VAT_ID'),
    register: field('REGISTER'),
  };
}
