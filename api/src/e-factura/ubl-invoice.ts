import type { RoInvoice, RoParty } from './invoice-data';
import { invoiceTotals } from './invoice-totals';

/** The CIUS-RO profile ANAF's e-Factura accepts (UBL 2.1 Invoice). */
export const CIUS_RO_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
/** What a consumer's identifier is when the shop does not ask for a CNP. */
export const ANONYMOUS_CNP = '0000000000000';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function amount(bani: number): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function address(party: RoParty): string {
  return `<cac:PostalAddress><cbc:StreetName>${escapeXml(party.street)}</cbc:StreetName><cbc:CityName>${escapeXml(party.city)}</cbc:CityName>${
    party.postcode ? `<cbc:PostalZone>${escapeXml(party.postcode)}</cbc:PostalZone>` : ''
  }<cbc:CountrySubentity>RO-${escapeXml(party.county)}</cbc:CountrySubentity><cac:Country><cbc:IdentificationCode>RO</cbc:IdentificationCode></cac:Country></cac:PostalAddress>`;
}

/**
 * A storno names the invoice it corrects (BT-25/26). CIUS-RO takes a storno as an Invoice (type 380) with negative
 * quantities and this reference, the form ANAF's own examples use; a UBL CreditNote document would need a second writer.
 */
function billingReference(invoice: RoInvoice): string {
  const preceding = invoice.precedingInvoice;
  if (!preceding) return '';
  return `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${escapeXml(preceding.number)}</cbc:ID><cbc:IssueDate>${preceding.issueDate}</cbc:IssueDate></cac:InvoiceDocumentReference></cac:BillingReference>`;
}

/** The e-Factura XML of one invoice; RON throughout (the XML never says "Lei"). */
export function ublInvoiceXml(invoice: RoInvoice): string {
  const totals = invoiceTotals(invoice);
  const currency = 'RON';
  const money = (bani: number) => `currencyID="${currency}">${amount(bani)}`;
  const seller = invoice.seller;
  const buyer = invoice.buyer;
  const sellerTax = seller.vatCode
    ? `<cac:PartyTaxScheme><cbc:CompanyID>${escapeXml(seller.vatCode)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
    : '';
  const buyerId = buyer.cui ?? buyer.cnp ?? ANONYMOUS_CNP;
  const taxSubtotals = totals.groups
    .map(
      (group) =>
        `<cac:TaxSubtotal><cbc:TaxableAmount ${money(group.taxableBani)}</cbc:TaxableAmount><cbc:TaxAmount ${money(group.taxBani)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>${
          group.percent > 0 ? 'S' : 'Z'
        }</cbc:ID><cbc:Percent>${group.percent.toFixed(2)}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`,
    )
    .join('');
  const lines = invoice.lines
    .map(
      (line, index) =>
        `<cac:InvoiceLine><cbc:ID>${index + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="H87">${line.quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount ${money(
          totals.lines[index]!.netBani,
        )}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${escapeXml(line.name)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>${line.vatPercent > 0 ? 'S' : 'Z'}</cbc:ID><cbc:Percent>${line.vatPercent.toFixed(
          2,
        )}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${money(line.unitNetBani)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:CustomizationID>${CIUS_RO_CUSTOMIZATION}</cbc:CustomizationID><cbc:ID>${escapeXml(
    invoice.number,
  )}</cbc:ID><cbc:IssueDate>${invoice.issueDate}</cbc:IssueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>${currency}</cbc:DocumentCurrencyCode>${billingReference(invoice)}<cac:AccountingSupplierParty><cac:Party>${address(
    seller,
  )}${sellerTax}<cac:PartyLegalEntity><cbc:RegistrationName>${escapeXml(seller.name)}</cbc:RegistrationName><cbc:CompanyID>${escapeXml(
    seller.regCom,
  )}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty><cac:AccountingCustomerParty><cac:Party>${address(
    buyer,
  )}<cac:PartyLegalEntity><cbc:RegistrationName>${escapeXml(buyer.name)}</cbc:RegistrationName><cbc:CompanyID>${escapeXml(
    buyerId,
  )}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty><cac:TaxTotal><cbc:TaxAmount ${money(totals.taxBani)}</cbc:TaxAmount>${taxSubtotals}</cac:TaxTotal><cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${money(
    totals.netBani,
  )}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${money(totals.netBani)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount ${money(totals.grossBani)}</cbc:TaxInclusiveAmount><cbc:PayableAmount ${money(
    totals.grossBani,
  )}</cbc:PayableAmount></cac:LegalMonetaryTotal>${lines}</Invoice>
`;
}
