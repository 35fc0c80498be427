import type { SellerIdentity } from '@shop/shared/seller/seller-identity';
import type { InvoiceParty } from '../db/schema/invoices';

/** The seller as a tax document prints it and keeps it (§29(1)(a,b) ZDPH, §435 OZ; art. 319(20)(d) Codul fiscal). */
export function sellerParty(identity: SellerIdentity | null): InvoiceParty {
  if (!identity) return {};
  return {
    name: identity.company_name,
    street: identity.street,
    city: identity.city,
    postcode: identity.postcode,
    county: identity.county,
    company_id: identity.company_id,
    vat_id: identity.vat_id,
    register: identity.register_entry,
    share_capital: identity.share_capital,
    email: identity.email,
    phone: identity.phone,
    bank_accounts: identity.bank_accounts.join(', '),
  };
}
