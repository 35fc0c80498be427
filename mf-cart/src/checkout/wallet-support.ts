import type { Market } from '@shop/shared/contract/common';

export type Wallet = 'google_pay' | 'apple_pay';

interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

const CURRENCY: Record<Market, string> = { CZ: 'CZK', RO: 'RON' };

/**
 * Whether this browser can pay with the wallet now (issue #8: offered only when it can). Apple
 * Pay asks Safari's ApplePaySession; Google Pay asks the Payment Request API with Google's
 * payment method. Any failure (no API, no card, an insecure page) means "cannot".
 */
export async function canPayWith(wallet: Wallet, market: Market, scope: Window = window): Promise<boolean> {
  try {
    if (wallet === 'apple_pay') {
      const session = (scope as unknown as { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
      return session?.canMakePayments() === true;
    }
    const Request = (scope as unknown as { PaymentRequest?: typeof PaymentRequest }).PaymentRequest;
    if (typeof Request !== 'function') return false;
    const request = new Request(
      [{ supportedMethods: 'https://google.com/pay', data: { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD'] } }] } }],
      { total: { label: 'Total', amount: { currency: CURRENCY[market], value: '1' } } },
    );
    return (await request.canMakePayment()) === true;
  } catch {
    return false;
  }
}
