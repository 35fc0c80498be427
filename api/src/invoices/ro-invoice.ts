import type { InvoiceRow } from './issue-invoice';
import type { RoInvoice } from '../e-factura/invoice-data';
import { roCountyAndCity } from './ro-county';

/** The e-Factura view of an issued RO invoice: unit prices without VAT in bani, from the gross whole-lei line prices. */
export function roInvoiceOf(invoice: Pick<InvoiceRow, 'number' | 'issuedAt' | 'vatRows' | 'seller' | 'buyer' | 'lines'>): RoInvoice {
  const rate = invoice.vatRows[0]?.rate ?? 21;
  const { seller, buyer } = invoice;
  return {
    number: invoice.number,
    issueDate: invoice.issuedAt.toISOString().slice(0, 10),
    seller: {
      name: seller.name!,
      street: seller.street!,
      ...roCountyAndCity(seller.county ?? '', seller.city ?? ''),
      postcode: seller.postcode,
      cui: seller.company_id!,
      vatCode: seller.vat_id || null,
      regCom: seller.register!,
    },
    buyer: {
      name: buyer.company || buyer.name!,
      street: buyer.street!,
      ...roCountyAndCity(buyer.county ?? '', buyer.city ?? ''),
      postcode: buyer.postcode,
      ...(buyer.company_id ? { cui: buyer.company_id } : {}),
    },
    lines: invoice.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitNetBani: Math.round((line.finalPrice * 100 * 100) / (100 + rate) / line.quantity),
      vatPercent: rate,
    })),
  };
}
