import { isValidCui, isValidIco, normalizeTin, normalizeVatNumber } from './company-id';

describe('company registration numbers', () => {
  it('checks the IČO check digit', () => {
    expect(isValidIco('25596641')).toBe(true);
    expect(isValidIco('25596642')).toBe(false);
    expect(isValidIco('2559664')).toBe(false);
  });

  it('checks the CUI check digit', () => {
    expect(isValidCui('18547290')).toBe(true);
    expect(isValidCui('18547291')).toBe(false);
    expect(isValidCui('1')).toBe(false);
  });

  it('normalizes a TIN per market and refuses the other market’s number', () => {
    expect(normalizeTin(' 255 96 641 ', 'CZ')).toBe('25596641');
    expect(normalizeTin('RO18547290', 'RO')).toBe('18547290');
    expect(normalizeTin('14399832', 'CZ')).toBeNull();
    expect(normalizeTin('14399832', 'RO')).toBe('14399832');
    expect(normalizeTin('25596641', 'RO')).toBeNull();
  });

  it('normalizes VAT numbers with the country prefix', () => {
    expect(normalizeVatNumber('cz25596641', 'CZ')).toBe('CZ25596641');
    expect(normalizeVatNumber('CZ8001011234', 'CZ')).toBe('CZ8001011234');
    expect(normalizeVatNumber('CZ25596642', 'CZ')).toBeNull();
    expect(normalizeVatNumber('RO 18547290', 'RO')).toBe('RO18547290');
    expect(normalizeVatNumber('18547290', 'RO')).toBeNull();
  });
});
