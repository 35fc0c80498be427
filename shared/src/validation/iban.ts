import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { optionalField, requiredField } from './field';

/**
 * A Romanian IBAN in electronic form (`RO49AAAA1B31007593840000`), or null:
 * country RO, 24 characters, the BBAN pattern and the ISO 13616 mod-97 check, all by ibantools.
 */
export function normalizeRomanianIban(text: string): string | null {
  const iban = electronicFormatIBAN(text);
  return iban !== null && iban.startsWith('RO') && isValidIBAN(iban) ? iban : null;
}

/** The 4-letter bank identifier inside a Romanian IBAN (`BTRL` for Banca Transilvania). */
export function romanianIbanBankCode(iban: string): string {
  return iban.slice(4, 8);
}

/** `bank_account_full_number` on the Romanian market. */
export const romanianIbanSchema = requiredField(normalizeRomanianIban, 'invalid_iban');

/**
 * `bank_code` on the Romanian market: optional, since the IBAN already names the
 * bank; when given, four letters (compared with the IBAN by the customer-data schema).
 */
export const romanianBankCodeSchema = optionalField(
  (text) => (/^[A-Za-z]{4}$/.test(text) ? text.toUpperCase() : null),
  'invalid_bank_code',
);
