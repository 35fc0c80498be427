/**
 * QR Platba: the Czech Banking Association's Short Payment Descriptor (SPD 1.0), which every Czech banking
 * app scans (qr-platba.cz, "specifikace formátu"). Keys are written in alphabetical order, the canonical
 * order the format's CRC32 is defined over, so the same order always gives the same string.
 */
export interface QrPlatbaPayment {
  /** The shop's account as an IBAN (spaces allowed; they are removed). */
  iban: string;
  /** The amount in haléře, so no float ever rounds a payment. */
  amountMinor: number;
  currency: 'CZK';
  /** The order number: the variable symbol the bank statement is matched by, 1-10 digits. */
  variableSymbol: string;
  /** A note for the payer's statement, at most 60 characters. */
  message?: string;
  /** The recipient's name, at most 35 characters. */
  recipientName?: string;
  /** Due date, written YYYYMMDD. */
  dueDate?: Date;
}

/** `SPD*1.0*ACC:…*AM:…*CC:CZK*…`; throws on data a bank would refuse, rather than printing a code that fails at the till. */
export function qrPlatbaString(payment: QrPlatbaPayment): string {
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  if (!/^CZ\d{22}$/.test(iban)) throw new Error(`QR Platba needs a Czech IBAN, got "${payment.iban}"`);
  if (!Number.isSafeInteger(payment.amountMinor) || payment.amountMinor <= 0) throw new Error('QR Platba needs a positive amount in haléře');
  const amount = formatAmount(payment.amountMinor);
  if (amount.length > 10) throw new Error('QR Platba amounts have at most 10 characters');
  if (!/^\d{1,10}$/.test(payment.variableSymbol)) throw new Error(`the variable symbol must be 1-10 digits, got "${payment.variableSymbol}"`);
  const fields: [string, string | undefined][] = [
    ['ACC', iban],
    ['AM', amount],
    ['CC', payment.currency],
    ['DT', payment.dueDate ? formatDate(payment.dueDate) : undefined],
    ['MSG', payment.message ? cleanText(payment.message, 60) : undefined],
    ['RN', payment.recipientName ? cleanText(payment.recipientName, 35) : undefined],
    ['X-VS', payment.variableSymbol],
  ];
  return ['SPD', '1.0', ...fields.filter(([, value]) => value).map(([key, value]) => `${key}:${value}`)].join('*');
}

/** 79950 -> "799.50": dot decimal, always two places. */
function formatAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

function formatDate(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

/**
 * Free text without diacritics (ř, ů are outside ISO-8859-1, which is all the format allows), upper case
 * (the QR code's compact alphanumeric mode has no lower case) and with `*` escaped as the format says,
 * cut to the key's length.
 */
function cleanText(text: string, maxLength: number): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '').trim().toUpperCase();
  let out = '';
  for (const char of plain) {
    const piece = char === '*' ? '%2A' : char;
    if (out.length + piece.length > maxLength) break;
    out += piece;
  }
  return out;
}
