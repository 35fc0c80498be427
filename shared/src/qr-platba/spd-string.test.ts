import { qrPlatbaString } from './spd-string';

test('a fixed Czech order gives the SPD string written out by hand', () => {
  expect(
    qrPlatbaString({
      iban: 'CZ65 0800 0000 1920 0014 5399',
      amountMinor: 1_299_000,
      currency: 'CZK',
      variableSymbol: '2026000123',
      message: 'Objednávka 2026000123, Elektro Shop',
      recipientName: 'Elektro Shop s.r.o.',
      dueDate: new Date('2026-05-17T00:00:00Z'),
    }),
  ).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:12990.00*CC:CZK*DT:20260517*MSG:OBJEDNAVKA 2026000123, ELEKTRO SHOP*RN:ELEKTRO SHOP S.R.O.*X-VS:2026000123');
});

test('the kb.cz example: haléře keep two places; optional keys are left out', () => {
  expect(qrPlatbaString({ iban: 'CZ7801000000000000000123', amountMinor: 79_950, currency: 'CZK', variableSymbol: '9562231077', dueDate: new Date('2022-10-01T00:00:00Z') })).toBe(
    'SPD*1.0*ACC:CZ7801000000000000000123*AM:799.50*CC:CZK*DT:20221001*X-VS:9562231077',
  );
  expect(qrPlatbaString({ iban: 'CZ7801000000000000000123', amountMinor: 5, currency: 'CZK', variableSymbol: '1' })).toBe('SPD*1.0*ACC:CZ7801000000000000000123*AM:0.05*CC:CZK*X-VS:1');
});

test('an asterisk in free text is escaped and the text is cut to the key length after escaping', () => {
  const spd = qrPlatbaString({ iban: 'CZ7801000000000000000123', amountMinor: 100, currency: 'CZK', variableSymbol: '42', message: `Sleva *VIP* ${'x'.repeat(80)}` });
  const message = spd.split('*MSG:')[1]!.split('*X-VS')[0]!;
  expect(message.startsWith('SLEVA %2AVIP%2A X')).toBe(true);
  expect(message).toHaveLength(60);
});

test('data a bank would refuse is refused here', () => {
  const base = { iban: 'CZ7801000000000000000123', amountMinor: 100, currency: 'CZK' as const, variableSymbol: '42' };
  expect(() => qrPlatbaString({ ...base, iban: 'DE89370400440532013000' })).toThrow(/Czech IBAN/);
  expect(() => qrPlatbaString({ ...base, variableSymbol: 'OBJ-42' })).toThrow(/variable symbol/);
  expect(() => qrPlatbaString({ ...base, variableSymbol: '12345678901' })).toThrow(/variable symbol/);
  expect(() => qrPlatbaString({ ...base, amountMinor: 0 })).toThrow(/positive/);
  expect(() => qrPlatbaString({ ...base, amountMinor: 10_000_000_000 })).toThrow(/10 characters/);
});
