import { formatDate, formatDateTime, formatPrice, formatWeight, marketConfig, NO_BREAK_SPACE, parseMarket } from './market';

const nb = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

test('CZK: no-break spaces between thousands and before Kč, hellers only when there are any', () => {
  expect(formatPrice(1299, 'CZ')).toBe(nb('1 299 Kč'));
  expect(formatPrice(0, 'CZ')).toBe(nb('0 Kč'));
  expect(formatPrice(999, 'CZ')).toBe(nb('999 Kč'));
  expect(formatPrice(1234567, 'CZ')).toBe(nb('1 234 567 Kč'));
  expect(formatPrice(1299.5, 'CZ')).toBe(nb('1 299,50 Kč'));
  expect(formatPrice(-250, 'CZ')).toBe(nb('-250 Kč'));
});

test('the CZK text reads as the spec writes it once spaces are normalised', () => {
  expect(formatPrice(1299, 'CZ').replace(/\s/g, ' ')).toBe('1 299 Kč');
});

test('RON: whole Lei, thousands grouped with a dot as in ro-RO', () => {
  expect(formatPrice(1299, 'RO')).toBe(nb('1.299 Lei'));
  expect(formatPrice(1299.5, 'RO')).toBe(nb('1.300 Lei'));
  expect(formatPrice(1234567.4, 'RO')).toBe(nb('1.234.567 Lei'));
  expect(formatPrice(-0.2, 'RO')).toBe(nb('0 Lei'));
});

test('a price that is not a number is refused rather than shown as NaN', () => {
  expect(() => formatPrice(Number.NaN, 'CZ')).toThrow(RangeError);
});

test('dates show as DD.MM.YYYY', () => {
  expect(formatDate('2024-03-07')).toBe('07.03.2024');
  expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('31.12.2025');
  expect(formatDate(new Date(2025, 0, 1).toISOString())).toBe('01.01.2025');
  expect(() => formatDate('soon')).toThrow(RangeError);
});

test('market config and MARKET parsing', () => {
  expect(marketConfig('CZ')).toMatchObject({ currency: 'CZK', defaultLocale: 'cs', phonePrefix: '+420', isRomanianMarket: false });
  expect(marketConfig('RO')).toMatchObject({ currency: 'RON', defaultLocale: 'ro', phonePrefix: '+40', isRomanianMarket: true });
  expect(parseMarket(undefined)).toBe('CZ');
  expect(parseMarket('ro')).toBe('RO');
  expect(() => parseMarket('SK')).toThrow('MARKET must be CZ or RO, got "SK"');
});

test('dates with time and weights read the same in both languages, on every desk and page', () => {
  expect(formatDateTime(new Date(2026, 10, 5, 9, 7))).toBe('05.11.2026 09:07');
  expect(formatWeight(0.4)).toBe('0,4 kg');
  expect(formatWeight(12.25)).toBe('12,25 kg');
  expect(formatWeight(20)).toBe('20 kg');
  expect(formatWeight(100)).toBe('100 kg');
  expect(formatWeight(1.2346)).toBe('1,235 kg');
});
