import { CIUS_RO_CUSTOMIZATION } from './ubl-invoice';

/**
 * The EN 16931 and CIUS-RO rules that can be checked on the XML itself, without ANAF's validator: the profile,
 * the sums (BR-CO-10, BR-CO-13, BR-CO-15, BR-CO-17), the invoice number (BR-RO-010), county codes and Bucharest
 * sectors (BR-RO-100/110), identifiers of both parties and the field lengths (BR-RO-L…). Returns the broken rules.
 */
export function ciusRoViolations(xml: string): string[] {
  const violations: string[] = [];
  const values = (tag: string) => [...xml.matchAll(new RegExp(`<cbc:${tag}(?: [^>]*)?>([^<]*)</cbc:${tag}>`, 'g'))].map((match) => match[1]!);
  const first = (tag: string) => values(tag)[0];
  const bani = (text: string | undefined) => Math.round(Number(text) * 100);

  if (first('CustomizationID') !== CIUS_RO_CUSTOMIZATION) violations.push('BR-RO: CustomizationID is not CIUS-RO');
  if (!/\d/.test(first('ID') ?? '')) violations.push('BR-RO-010: the invoice number needs a digit');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first('IssueDate') ?? '')) violations.push('BR-02: issue date YYYY-MM-DD');
  if (first('DocumentCurrencyCode') !== 'RON') violations.push('BR-RO: document currency RON');
  if ([...xml.matchAll(/currencyID="([^"]+)"/g)].some((match) => match[1] !== 'RON')) violations.push('BR-RO: every amount in RON');

  const counties = values('CountrySubentity');
  const cities = values('CityName');
  counties.forEach((county, index) => {
    if (!/^RO-[A-Z]{1,2}$/.test(county)) violations.push(`BR-RO-100: county "${county}" is not an ISO 3166-2:RO code`);
    if (county === 'RO-B' && !/^SECTOR[1-6]$/.test(cities[index] ?? '')) violations.push(`BR-RO-110: a Bucharest address names its sector (SECTOR1-6), got "${cities[index]}"`);
  });
  const companyIds = values('CompanyID');
  if (companyIds.length < 2 || companyIds.some((id) => id.trim() === '')) violations.push('BR-CO-26 / BR-RO: both parties carry an identifier');
  for (const name of values('RegistrationName')) if (name.length > 200) violations.push('BR-RO-L200: a party name has at most 200 characters');
  for (const name of values('Name')) if (name.length > 100) violations.push('BR-RO-L100: an item name has at most 100 characters');

  // The first LineExtensionAmount in document order is the total's (LegalMonetaryTotal comes before the lines).
  const [documentNet = Number.NaN, ...lines] = values('LineExtensionAmount').map(bani);
  if (lines.reduce((sum, value) => sum + value, 0) !== documentNet) violations.push('BR-CO-10: the lines do not add up to the net total');
  const taxTotal = bani(first('TaxAmount'));
  const subtotalTaxes = values('TaxAmount').slice(1).map(bani);
  const taxables = values('TaxableAmount').map(bani);
  const percents = values('Percent').slice(0, taxables.length).map(Number);
  taxables.forEach((taxable, index) => {
    if (Math.round((taxable * percents[index]!) / 100) !== subtotalTaxes[index]) violations.push(`BR-CO-17: VAT at ${percents[index]} % is not the rate of its base`);
  });
  if (subtotalTaxes.reduce((sum, value) => sum + value, 0) !== taxTotal) violations.push('BR-CO-14: the VAT breakdown does not add up to the VAT total');
  if (bani(first('TaxExclusiveAmount')) !== documentNet) violations.push('BR-CO-13: tax-exclusive total differs from the net total');
  if (bani(first('TaxInclusiveAmount')) !== documentNet + taxTotal) violations.push('BR-CO-15: tax-inclusive total is not net plus VAT');
  return violations;
}
