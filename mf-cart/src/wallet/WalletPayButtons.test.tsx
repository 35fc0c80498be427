import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { WalletPayButtons } from './WalletPayButtons';
import { canPayWith } from '@shop/shared/payments/wallet-support';

const order = { orderNumber: 'E123456789', access: 'a'.repeat(43) };
const PAYMENT_ID = 'p'.repeat(32);

/** A stand-in for the browser's Payment Request API (a third party's window API). */
function stubPaymentRequest({ canPay = true, show = 'pay' as 'pay' | 'dismiss' } = {}) {
  const complete = jest.fn(async () => undefined);
  const created: { methods: PaymentMethodData[]; details: PaymentDetailsInit }[] = [];
  class FakePaymentRequest extends EventTarget {
    constructor(methods: PaymentMethodData[], details: PaymentDetailsInit) {
      super();
      created.push({ methods, details });
    }
    async canMakePayment() {
      return canPay;
    }
    async show() {
      if (show === 'dismiss') throw new DOMException('closed', 'AbortError');
      return { details: { paymentMethodData: { tokenizationData: { token: 'wallet-token' } } }, complete };
    }
  }
  Object.defineProperty(window, 'PaymentRequest', { value: FakePaymentRequest, configurable: true, writable: true });
  return { complete, created };
}

afterEach(() => {
  delete (window as unknown as { PaymentRequest?: unknown }).PaymentRequest;
});

function renderButtons(answer: (url: string) => FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const onPaid = jest.fn();
  renderInWidget(<WalletPayButtons order={order} onPaid={onPaid} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return { server, onPaid };
}

const walletServer = (processAnswer: FakeAnswer) => (url: string): FakeAnswer =>
  url.includes('/auth/me/')
    ? { status: 200, body: { user: null, csrf_token: 'c'.repeat(32) } }
    : url.includes('/wallet/init/')
    ? { status: 200, body: { payment_id: PAYMENT_ID, amount: 12990, currency: 'CZK', merchant_name: 'Shop CZ' } }
    : processAnswer;

test('without the Payment Request API the browser is offered no wallet', async () => {
  await expect(canPayWith('google_pay', 'CZ')).resolves.toBe(false);
  await expect(canPayWith('apple_pay', 'CZ')).resolves.toBe(false);
  const { server } = renderButtons(() => ({ status: 500 }));
  await waitFor(() => expect(screen.queryByTestId('wallet-pay')).toBeNull());
  expect(server.calls).toHaveLength(0);
});

test('a browser that has the API but cannot pay (no card in Google Pay) is offered nothing', async () => {
  stubPaymentRequest({ canPay: false });
  await expect(canPayWith('google_pay', 'CZ')).resolves.toBe(false);
});

test('Apple Pay is offered only where Safari says it can pay', async () => {
  stubPaymentRequest();
  Object.defineProperty(window, 'ApplePaySession', { value: { canMakePayments: () => true }, configurable: true });
  await expect(canPayWith('apple_pay', 'CZ')).resolves.toBe(true);
  delete (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
  await expect(canPayWith('apple_pay', 'CZ')).resolves.toBe(false);
});

test('Google Pay pays the order: init, the sheet with the order total, the token to the shop, success to the sheet', async () => {
  const payment = stubPaymentRequest();
  const { server, onPaid } = renderButtons(walletServer({ status: 200, body: { order_number: order.orderNumber, payment_id: PAYMENT_ID, status: 'paid', paid: true, message: null } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Zaplatit přes Google Pay' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('button', { name: 'Zaplatit přes Apple Pay' })).toBeNull();
  const sheet = payment.created.at(-1)!;
  expect(sheet.details.total.amount).toEqual({ currency: 'CZK', value: '12990' });
  expect((sheet.methods[0]!.data as { transactionInfo: { totalPrice: string } }).transactionInfo.totalPrice).toBe('12990');
  const process = server.calls.find((call) => call.url.includes('/wallet/process/'))!;
  expect(process.url).toContain(`/api/new/payments/wallet/process/${order.orderNumber}/${order.access}/`);
  expect(JSON.parse(String(process.init.body))).toEqual({ payment_id: PAYMENT_ID, wallet_token: JSON.stringify({ paymentMethodData: { tokenizationData: { token: 'wallet-token' } } }) });
  expect(payment.complete).toHaveBeenCalledWith('success');
});

test('a declined wallet payment shows the payment error in Romanian and tells the sheet it failed', async () => {
  const payment = stubPaymentRequest();
  const { onPaid } = renderButtons(walletServer({ status: 200, body: { order_number: order.orderNumber, payment_id: PAYMENT_ID, status: 'declined', paid: false, message: null } }), 'ro');
  fireEvent.click(await screen.findByRole('button', { name: 'Plătiți cu Google Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A apărut o eroare la plată, vă rugăm să repetați acțiunea.');
  expect(payment.complete).toHaveBeenCalledWith('fail');
  expect(onPaid).not.toHaveBeenCalled();
});

test('closing the sheet is no error: nothing is charged and the button stays', async () => {
  stubPaymentRequest({ show: 'dismiss' });
  const { server, onPaid } = renderButtons(walletServer({ status: 500 }));
  const button = await screen.findByRole('button', { name: 'Zaplatit přes Google Pay' });
  fireEvent.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(server.calls.some((call) => call.url.includes('/wallet/process/'))).toBe(false);
  expect(onPaid).not.toHaveBeenCalled();
});
