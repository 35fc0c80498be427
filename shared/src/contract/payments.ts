import * as v from 'valibot';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';
import { ORDER_ACCESS_PATTERN, ORDER_NUMBER_PATTERN, PaymentTypeSchema } from './checkout';
import { PriceSchema } from './cart';

// Payments of an order. The order is reached by its number and access secret (what the submit
// answered), like a buyout or a service order: the customer needs no account.

export const OrderAccessParamsSchema = v.object({
  order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')),
  access: v.pipe(textInput, v.regex(ORDER_ACCESS_PATTERN, 'required')),
});

export const PaymentStatusSchema = v.picklist(['created', 'paid', 'declined', 'cancelled', 'not_online']);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/** Spec section 8: shown on a declined or cancelled payment, with "pay again". */
export const PAYMENT_ERROR_TEXT_CS = 'Došlo k chybě při platbě, prosím opakujte akci.';

/** What the gateway's payment page needs of the order (spec: payment-provider data). */
export const PaymentProviderDataSchema = v.object({
  order_number: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  delivery_name: v.string(),
  delivery_price: PriceSchema,
  total: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  type_payment: PaymentTypeSchema,
  order_billing_address: v.object({
    first_name: v.string(),
    last_name: v.string(),
    address: v.string(),
    city: v.string(),
    district: v.string(),
    postcode: v.string(),
    company: v.string(),
    tin: v.string(),
    vatn: v.string(),
  }),
  order_delivery_address: v.nullable(
    v.object({ first_name: v.string(), last_name: v.string(), address: v.string(), city: v.string(), postcode: v.string() }),
  ),
});
export type PaymentProviderData = v.InferOutput<typeof PaymentProviderDataSchema>;

export const paymentProviderData = defineRoute({
  name: 'payments.provider-data',
  method: 'GET',
  path: '/api/new/payments/provider-data/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  response: PaymentProviderDataSchema,
});

/**
 * Starts a new payment attempt of the order at its gateway ("pay again" after a decline): the
 * same order, a new payment. 409 when the order is already paid or is not paid online.
 */
export const paymentStart = defineRoute({
  name: 'payments.start',
  method: 'POST',
  path: '/api/new/payments/provider-data/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  response: v.object({ payment_id: v.string(), payment_url: v.string() }),
});

export const PaymentStatusResponseSchema = v.object({
  order_number: v.string(),
  /** The latest payment attempt; null when none was started (bank transfer, COD, in store). */
  payment_id: v.nullable(v.string()),
  status: PaymentStatusSchema,
  paid: v.boolean(),
  /** The spec's payment error in the request's language when the last attempt failed, else null. */
  message: v.nullable(v.string()),
});
export type PaymentStatusResponse = v.InferOutput<typeof PaymentStatusResponseSchema>;

/** What the thank-you page polls: by the order, or by a payment id of the order. */
export const paymentStatus = defineRoute({
  name: 'payments.status',
  method: 'GET',
  path: '/api/new/payments/status/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  query: v.object({ payment_id: v.optional(v.pipe(textInput, v.maxLength(64, 'max_length'))) }),
  response: PaymentStatusResponseSchema,
});

// The built-in test gateway: a stand-in for GoPay (CZ) / Netopia (RO) behind the same provider
// interface (api/src/payments/provider.ts). Its "hosted page" lives on the shop's server; the
// buttons post the customer's decision, and the gateway then sends the shop a signed
// server-to-server notification, exactly as a real gateway would.

export const GATEWAY_PAYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export const TestGatewayPaymentSchema = v.object({
  payment_id: v.string(),
  merchant_order: v.string(),
  amount: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  state: v.picklist(['created', 'paid', 'declined', 'cancelled']),
  /** Where the gateway sends the customer back: the thank-you page. */
  return_url: v.string(),
});

export const testGatewayPayment = defineRoute({
  name: 'payments.test-gateway-payment',
  method: 'GET',
  path: '/api/new/payments/test-gateway/payments/:payment_id/',
  auth: 'public',
  params: v.object({ payment_id: v.pipe(textInput, v.regex(GATEWAY_PAYMENT_ID_PATTERN, 'required')) }),
  response: TestGatewayPaymentSchema,
});

/** The customer's decision on the hosted page. 409 once decided. */
export const testGatewayDecide = defineRoute({
  name: 'payments.test-gateway-decide',
  method: 'POST',
  path: '/api/new/payments/test-gateway/payments/:payment_id/decide/',
  auth: 'public',
  params: v.object({ payment_id: v.pipe(textInput, v.regex(GATEWAY_PAYMENT_ID_PATTERN, 'required')) }),
  body: v.object({ decision: v.picklist(['approve', 'decline', 'cancel'], 'required') }, 'required'),
  response: TestGatewayPaymentSchema,
});

/**
 * The gateway's server-to-server notification, POSTed to PAYMENT_NOTIFICATION_PATH. Not a widget
 * call (no session, no CSRF token: the gateway's signature is its proof), so it is no contract
 * route. `signature` is HMAC-SHA256 (hex) of `payment_id|state|amount` under
 * PAYMENT_GATEWAY_SECRET; a forged or altered one is 403 and changes nothing. Repeats are
 * harmless (a gateway retries until it gets 200).
 */
export const PAYMENT_NOTIFICATION_PATH = '/api/new/payments/notification/';

export const PaymentNotificationSchema = v.object(
  {
    payment_id: v.pipe(textInput, v.regex(GATEWAY_PAYMENT_ID_PATTERN, 'required')),
    state: v.picklist(['paid', 'declined', 'cancelled'], 'required'),
    amount: v.pipe(v.number('required'), v.integer('not_a_number'), v.minValue(0, 'min_value'), v.maxValue(2_147_483_647, 'max_value')),
    signature: v.pipe(textInput, v.regex(/^[0-9a-f]{64}$/, 'required')),
  },
  'required',
);
export type PaymentNotification = v.InferOutput<typeof PaymentNotificationSchema>;

// Mobile wallets. Whether the browser can pay by Google Pay / Apple Pay is decided in the
// browser (Payment Request API); these calls are the merchant side of the wallet flow.

export const WalletSchema = v.picklist(['google_pay', 'apple_pay']);

/** Liveness of the wallet service and which wallets the market accepts. */
export const walletEcho = defineRoute({
  name: 'payments.wallet-echo',
  method: 'GET',
  path: '/api/new/payments/wallet/echo/',
  auth: 'public',
  response: v.object({ wallets: v.array(WalletSchema) }),
});

/** The payment request for the browser's wallet sheet: amount, currency, merchant. */
export const walletInit = defineRoute({
  name: 'payments.wallet-init',
  method: 'POST',
  path: '/api/new/payments/wallet/init/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  body: v.object({ wallet: WalletSchema }, 'required'),
  response: v.object({ payment_id: v.string(), amount: PriceSchema, currency: v.picklist(['CZK', 'RON']), merchant_name: v.string() }),
});

/** The wallet's token sent on to the gateway; answers the payment state. */
export const walletProcess = defineRoute({
  name: 'payments.wallet-process',
  method: 'POST',
  path: '/api/new/payments/wallet/process/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  body: v.object(
    {
      payment_id: v.pipe(textInput, v.regex(GATEWAY_PAYMENT_ID_PATTERN, 'required')),
      wallet_token: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(10_000, 'max_length')),
    },
    'required',
  ),
  response: PaymentStatusResponseSchema,
});

/** Apple Pay merchant validation session (opaque to the widget, handed to ApplePaySession). */
export const applePaySession = defineRoute({
  name: 'payments.apple-pay-session',
  method: 'GET',
  path: '/api/new/payments/wallet/apple-pay-session/',
  auth: 'public',
  query: v.object({ validation_url: v.pipe(textInput, v.url('invalid_link'), v.maxLength(500, 'max_length')) }),
  response: v.object({ session: v.string() }),
});

/** The card payment page of an order's latest payment (where "pay by card" sends the customer). */
export const cardPay = defineRoute({
  name: 'payments.card-pay',
  method: 'GET',
  path: '/api/new/payments/card-pay/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  response: v.object({ payment_id: v.string(), payment_url: v.string() }),
});
