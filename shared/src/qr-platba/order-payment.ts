import type { QrPlatbaPayment } from './spd-string';

/** What a Czech bank-transfer order's payment needs beside the order itself. */
export interface ShopBankAccount {
  /** The shop's account as an IBAN. */
  iban: string;
  /** The name the payer's bank shows as recipient. */
  recipientName: string;
}

/**
 * The payment of one order: the order number's digits as the variable symbol (the statement is matched
 * by it), the whole-koruna total in haléře, and the order number as the message.
 */
export function orderQrPlatbaPayment(order: { orderNumber: string; totalCzk: number }, account: ShopBankAccount): QrPlatbaPayment {
  return {
    iban: account.iban,
    amountMinor: order.totalCzk * 100,
    currency: 'CZK',
    variableSymbol: order.orderNumber.replace(/\D/g, ''),
    message: `Objednavka ${order.orderNumber}`,
    recipientName: account.recipientName,
  };
}
