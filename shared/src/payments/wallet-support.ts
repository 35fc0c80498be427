import type { Market } from '../contract/common';

export type Wallet = 'google_pay' | 'apple_pay';

const CURRENCY: Record<Market, 'CZK' | 'RON'> = { CZ: 'CZK', RO: 'RON' };

/** The Payment Request method of each wallet: Google's in any browser with Google Pay, Apple's in Safari. */
export const WALLET_METHOD: Record<Wallet, string> = { google_pay: 'https://google.com/pay', apple_pay: 'https://apple.com/apple-pay' };

/** Method data of the wallet for an amount; Google Pay's is its PaymentDataRequest, Apple's its merchant settings. */
export function walletMethodData(wallet: Wallet, merchantName: string, amount: number, currency: 'CZK' | 'RON'): PaymentMethodData {
  if (wallet === 'apple_pay') {
    return { supportedMethods: WALLET_METHOD.apple_pay, data: { version: 3, merchantIdentifier: 'merchant.shop.test', merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa', 'masterCard'], countryCode: currency === 'CZK' ? 'CZ' : 'RO' } };
  }
  return {
    supportedMethods: WALLET_METHOD.google_pay,
    data: {
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName },
      allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD'] } }],
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: String(amount), currencyCode: currency },
    },
  };
}

interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

/**
 * Whether this browser can pay with the wallet now (issue #8: offered only when it can). Apple
 * Pay asks Safari's ApplePaySession; Google Pay asks the Payment Request API with Google's
 * payment method (`canMakePayment`). Any failure (no API, no card, an insecure page) means "cannot".
 */
export async function canPayWith(wallet: Wallet, market: Market, scope: Window = window): Promise<boolean> {
  try {
    if (wallet === 'apple_pay') {
      const session = (scope as unknown as { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
      return session?.canMakePayments() === true && typeof (scope as unknown as { PaymentRequest?: unknown }).PaymentRequest === 'function';
    }
    const Request = (scope as unknown as { PaymentRequest?: typeof PaymentRequest }).PaymentRequest;
    if (typeof Request !== 'function') return false;
    const request = new Request([walletMethodData('google_pay', 'Shop', 1, CURRENCY[market])], { total: { label: 'Total', amount: { currency: CURRENCY[market], value: '1' } } });
    return (await request.canMakePayment()) === true;
  } catch {
    return false;
  }
}
