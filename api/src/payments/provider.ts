import type { Market } from '@shop/shared/contract/common';

/**
 * A card gateway as the shop uses it (GoPay in CZ, Netopia in RO are the models): create a
 * payment and send the customer to its hosted page; the gateway tells the outcome by a signed
 * server-to-server notification to `notifyUrl` and sends the customer back to `returnUrl`.
 */
export interface PaymentProvider {
  name: string;
  createPayment(input: { orderNumber: string; amount: number; currency: 'CZK' | 'RON'; returnUrl: string; notifyUrl: string }): Promise<{ paymentId: string; paymentUrl: string }>;
  /** A wallet token (Google Pay / Apple Pay) charged at once; the notification follows as for a card. */
  chargeWallet(paymentId: string, walletToken: string): Promise<void>;
  /** The payment's state at the gateway, asked when its notification may have been lost; undefined when unknown there. */
  stateOf(paymentId: string): Promise<'created' | 'paid' | 'declined' | 'cancelled' | undefined>;
  /** Sends `amount` of a paid payment back to the card it came from; false when the gateway refuses (more than is left). */
  refund(paymentId: string, amount: number): Promise<boolean>;
}

export const CURRENCY_OF: Record<Market, 'CZK' | 'RON'> = { CZ: 'CZK', RO: 'RON' };
