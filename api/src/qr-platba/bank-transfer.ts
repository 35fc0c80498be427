import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Market } from '@shop/shared/contract/common';
import type { BankTransfer } from '@shop/shared/contract/market-law';
import { shopBankAccount } from './bank-account';
import type { QrPlatbaOrder } from './qr-platba-code';

/** The Romanian account: SHOP_IBAN_RO; unset or not a valid RO IBAN, ibantools' documented sample, so a development shop never names a real account. */
export function romanianShopIban(env: NodeJS.ProcessEnv = process.env): string {
  const iban = electronicFormatIBAN(env.SHOP_IBAN_RO?.trim() ?? '');
  return iban && iban.startsWith('RO') && isValidIBAN(iban) ? iban : 'RO49AAAA1B31007593840000';
}

const grouped = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What a bank-transfer order still unpaid needs the customer to type into their bank, per market: the shop's IBAN
 * and the reference the statement is matched by (CZ the order number's digits as the variable symbol, RO the order
 * number in the payment's details, as an "ordin de plată" carries it). The thank-you page, the confirmation and
 * reminder e-mails and the invoice all call this, so they never disagree. Null for any other order.
 */
export function bankTransferForOrder(order: QrPlatbaOrder, env: NodeJS.ProcessEnv = process.env): BankTransfer | null {
  if (order.paymentType !== 'bank_transfer' || order.paymentStatus === 'paid') return null;
  const market = order.market as Market;
  if (market === 'CZ') return { iban: grouped(shopBankAccount(env).iban), amount: order.total, currency: 'CZK', reference: order.orderNumber.replace(/\D/g, '') };
  return { iban: grouped(romanianShopIban(env)), amount: order.total, currency: 'RON', reference: order.orderNumber };
}
