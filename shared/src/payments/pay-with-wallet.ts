import { applePaySession, walletInit, walletProcess, type PaymentStatusResponse } from '../contract/payments';
import type { ApiClient } from '../http/api-client';

/** An order as its public links name it: number and access secret. */
export interface OrderAddress {
  orderNumber: string;
  access: string;
}
import { walletMethodData, type Wallet } from './wallet-support';

export type WalletOutcome = { kind: 'paid' } | { kind: 'declined'; message: string | null } | { kind: 'dismissed' };

interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete(session: Promise<unknown>): void;
}

/**
 * Pays an existing order by the browser's wallet sheet: the shop opens a payment attempt for the
 * order's total (`payments.wallet-init`), the sheet returns the wallet's token, the shop hands it
 * to the gateway (`payments.wallet-process`) and tells the sheet how it went. The same order is
 * paid whether this runs right after the submit or later from the thank-you page (O-S8, O-S9).
 * Closing the sheet is "dismissed", not an error: the order waits and the button stays.
 */
export async function payWithWallet(api: ApiClient, order: OrderAddress, wallet: Wallet, label: string, scope: Window = window): Promise<WalletOutcome> {
  const params = { order_number: order.orderNumber, access: order.access };
  const init = await api.call(walletInit, { params, body: { wallet } });
  const Request = (scope as unknown as { PaymentRequest: typeof PaymentRequest }).PaymentRequest;
  const request = new Request([walletMethodData(wallet, init.merchant_name, init.amount, init.currency)], {
    total: { label, amount: { currency: init.currency, value: String(init.amount) } },
  });
  if (wallet === 'apple_pay') {
    // Apple asks the merchant to prove itself for each sheet; the shop's server holds the certificate.
    request.addEventListener('merchantvalidation', (event) => {
      const validation = event as MerchantValidationEvent;
      validation.complete(api.call(applePaySession, { query: { validation_url: validation.validationURL } }).then((answer) => JSON.parse(answer.session) as unknown));
    });
  }
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'dismissed' };
    throw error;
  }
  let status: PaymentStatusResponse;
  try {
    status = await api.call(walletProcess, { params, body: { payment_id: init.payment_id, wallet_token: JSON.stringify(response.details) } });
  } catch (error) {
    await response.complete('fail');
    throw error;
  }
  await response.complete(status.paid ? 'success' : 'fail');
  return status.paid ? { kind: 'paid' } : { kind: 'declined', message: status.message };
}
