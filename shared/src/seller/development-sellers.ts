import type { Market } from '../contract/common';
import type { SellerIdentity } from './seller-identity';

/**
 * A complete fictional seller per market for the development seed and tests, in the real formats with valid check digits
 * (IČO 12345679 mod 11, CUI 44455560 by the key 753217532, Reg. Com. J2020012345407; the sample IBANs of the
 * banks' documentation), so pages and documents show what a deployment will show. Not a real company.
 */
export const DEVELOPMENT_SELLERS: Record<Market, SellerIdentity> = {
  CZ: {
    company_name: 'Elektro Shop s.r.o.',
    street: 'Vodičkova 699/30',
    city: 'Praha 1',
    postcode: '110 00',
    county: '',
    company_id: '12345679',
    vat_id: 'CZ12345679',
    register_entry: 'C 123456 vedená u Městského soudu v Praze',
    share_capital: '',
    email: 'reklamace@elektroshop.example',
    phone: '+420225555100',
    bank_accounts: ['CZ6508000000192000145399'],
  },
  RO: {
    company_name: 'Elektro Shop Romania S.R.L.',
    street: 'Strada Academiei 7',
    city: 'București',
    postcode: '010011',
    county: 'București, Sector 1',
    company_id: '44455560',
    vat_id: 'RO44455560',
    register_entry: 'J2020012345407',
    share_capital: '200 lei',
    email: 'reclamatii@elektroshop.example',
    phone: '+40215550100',
    bank_accounts: ['RO49AAAA1B31007593840000'],
  },
};
