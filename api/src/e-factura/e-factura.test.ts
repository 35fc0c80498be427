import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ciusRoViolations } from './cius-ro-check';
import type { RoInvoice } from './invoice-data';
import { ANONYMOUS_CNP, ublInvoiceXml } from './ubl-invoice';

const invoice: RoInvoice = {
  number: 'ESRO2026000123',
  issueDate: '2026-05-03',
  seller: { name: 'Elektro Shop SRL', street: 'Strada Exemplu 1', city: 'SECTOR1', county: 'B', postcode: '010011', cui: '18547290', vatCode: 'RO18547290', regCom: 'J40/2997/2019' },
  buyer: { name: 'Ioana Popescu', street: 'Strada Florilor 12, bl. A2, sc. 1, ap. 4', city: 'Cluj-Napoca', county: 'CJ', postcode: '400001' },
  lines: [
    { name: 'Apple iPhone 13 128 GB <Midnight> & husă', quantity: 1, unitNetBani: 247_851, vatPercent: 21 },
    { name: 'Cablu USB-C', quantity: 3, unitNetBani: 4_125, vatPercent: 21 },
    { name: 'Carte de utilizare tipărită', quantity: 1, unitNetBani: 1_000, vatPercent: 11 },
  ],
};

test('a consumer invoice without a CNP is valid CIUS-RO, in RON, with the sums written out by hand', () => {
  const xml = ublInvoiceXml(invoice);
  assert.deepEqual(ciusRoViolations(xml), []);
  assert.ok(xml.includes(`<cbc:CompanyID>${ANONYMOUS_CNP}</cbc:CompanyID>`), 'the buyer is identified by 13 zeros');
  // 2 478.51 + 3 × 41.25 = 2 602.26 at 21 % -> VAT 546.47; 10.00 at 11 % -> 1.10; total 2 612.26 + 547.57 = 3 159.83.
  assert.ok(xml.includes('<cbc:LineExtensionAmount currencyID="RON">2612.26</cbc:LineExtensionAmount>'));
  assert.ok(xml.includes('<cbc:TaxAmount currencyID="RON">547.57</cbc:TaxAmount>'));
  assert.ok(xml.includes('<cbc:PayableAmount currencyID="RON">3159.83</cbc:PayableAmount>'));
  assert.ok(xml.includes('&lt;Midnight&gt; &amp; husă'), 'user text is escaped, diacritics kept');
  assert.ok(xml.includes('<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>'));
});

test('the check catches what ANAF would reject', () => {
  const xml = ublInvoiceXml(invoice);
  assert.ok(ciusRoViolations(xml.replace('>547.57<', '>547.58<')).some((rule) => rule.startsWith('BR-CO-14')));
  assert.ok(ciusRoViolations(xml.replace('>2612.26<', '>2612.25<')).some((rule) => rule.startsWith('BR-CO-10')));
  assert.ok(ciusRoViolations(ublInvoiceXml({ ...invoice, number: 'ESRO-ABC' })).some((rule) => rule.startsWith('BR-RO-010')));
  assert.ok(ciusRoViolations(ublInvoiceXml({ ...invoice, buyer: { ...invoice.buyer, county: 'B', city: 'București' } })).some((rule) => rule.startsWith('BR-RO-110')));
  assert.ok(ciusRoViolations(ublInvoiceXml({ ...invoice, buyer: { ...invoice.buyer, county: 'Cluj' } })).some((rule) => rule.startsWith('BR-RO-100')));
  assert.ok(ciusRoViolations(ublInvoiceXml({ ...invoice, lines: [{ ...invoice.lines[0]!, name: 'x'.repeat(101) }] })).some((rule) => rule.startsWith('BR-RO-L100')));
});
