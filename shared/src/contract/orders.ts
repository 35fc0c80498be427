import * as v from 'valibot';
import { PAYMENT_METHODS } from './order-payment-records';
import { CreditNoteSummarySchema } from './credit-notes';
import { INSTALLMENT_APPLICATION_STATES } from '../orders/installment-states';
import { defineRoute } from './route';
import { PriceSchema } from './cart';
import { DeliveryCodeSchema, ORDER_ACCESS_PATTERN, ORDER_NUMBER_PATTERN, PaymentTypeSchema } from './checkout';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { textInput } from '../validation/storable-text';
import { optionalBoundedText, requiredText } from '../validation/field';
import { wholeNumber } from './input';
import { emailSchema } from '../validation/email';
import { deliveryStatus, orderStatus, paymentStatus, ORDER_WINDOWS_DAYS } from '../orders/order-states';

// The customer's own orders (O-S1, O-S2): the overview of a logged-in customer, one order's status
// for its owner, for order number + e-mail, and for the access link of the confirmation e-mail.
// Staff calls live in order-desk.ts.

/** O-C1 presets as query text (`7`, `21`, `42`, `90`); absent means every order. */
export const OrderWindowSchema = v.pipe(
  v.union([v.picklist(ORDER_WINDOWS_DAYS.map(String) as ['7', '21', '42', '90']), v.picklist(ORDER_WINDOWS_DAYS)]),
  v.transform(Number),
);

export const MY_ORDERS_ORDERINGS = ['created_at', '-created_at'] as const;

export const MyOrderRowSchema = v.object({
  order_number: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  status: orderStatus,
  payment_status: paymentStatus,
  type_payment: PaymentTypeSchema,
  total: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  item_count: v.number(),
});
export type MyOrderRow = v.InferOutput<typeof MyOrderRowSchema>;

/** O-S2: the logged-in customer's orders of this market, newest first unless `ordering` says otherwise. */
export const ordersMine = defineRoute({
  name: 'orders.mine',
  method: 'GET',
  path: '/api/new/orders/mine/',
  auth: 'session',
  query: pagedQuerySchema(MY_ORDERS_ORDERINGS, { days: v.optional(OrderWindowSchema) }),
  response: pagedResponseSchema(MyOrderRowSchema),
});

export const OrderStatusLineSchema = v.object({
  /** What a withdrawal names (`lines[].line_id`). */
  line_id: v.number(),
  product_code: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_price: PriceSchema,
  final_price: PriceSchema,
  kind: v.string(),
  /** How many of the line the customer already withdrew from (O-S6). */
  withdrawn_quantity: v.number(),
});

/**
 * O-E2: a package of the order. The delivery number and the measures are filled by the staff desk
 * at packing and hand-over; until then they are null.
 */
export const OrderStatusPackageSchema = v.object({
  id: v.number(),
  kind: v.string(),
  delivery_status: deliveryStatus,
  delivery_number: v.nullable(v.string()),
  /** The carrier's tracking page once handed over (absent from older servers). */
  tracking_url: v.optional(v.nullable(v.string())),
  weight_kg: v.nullable(v.number()),
  width_cm: v.nullable(v.number()),
  height_cm: v.nullable(v.number()),
  depth_cm: v.nullable(v.number()),
  lines: v.array(OrderStatusLineSchema),
});

export const OrderBillingSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  company: v.string(),
  address: v.string(),
  city: v.string(),
  district: v.string(),
  postcode: v.string(),
});

/**
 * A contract withdrawal as its customer sees it on the status page: when, what goes back, the account, and once staff
 * settled it the credit note (what was refunded and how, or that nothing was, with the document's address).
 */
export const OrderStatusWithdrawalSchema = v.object({
  id: v.number(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  refund_account: v.string(),
  lines: v.array(v.object({ name: v.string(), quantity: v.number() })),
  credit_note: v.nullable(CreditNoteSummarySchema),
});
export type OrderStatusWithdrawal = v.InferOutput<typeof OrderStatusWithdrawalSchema>;

/** O-S1 with the O-E1 labels' data. */
export const OrderStatusSchema = v.object({
  order_number: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  customer_name: v.string(),
  company: v.string(),
  status: orderStatus,
  payment_status: paymentStatus,
  /** When the last payment attempt was paid; null until then and for payments not made online. */
  paid_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  type_payment: PaymentTypeSchema,
  type_delivery_code: DeliveryCodeSchema,
  billing_address: OrderBillingSchema,
  packages: v.array(OrderStatusPackageSchema),
  /** Lines of the whole order rather than a package: delivery, payment, discount codes. */
  order_lines: v.array(OrderStatusLineSchema),
  total: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  /** Delivery time (ISO) and the last day to withdraw; null until the order is delivered (O-S6, docs/orders.md). */
  delivered_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  withdrawal_until: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** O-S7: the payment page of the order (thank-you page with "pay again") while an online payment is due. */
  pay_again_url: v.nullable(v.string()),
  /** O-S15: the printable invoice once the order has one (absent from older servers). */
  invoice_url: v.optional(v.nullable(v.string())),
  /** O-R3: the money that came in, oldest first (absent from older servers). */
  payments: v.optional(v.array(v.object({ amount: v.number(), received_on: v.string(), method: v.picklist(PAYMENT_METHODS) }))),
  /** O-S6: the customer's withdrawals and their refunds, oldest first (absent from older servers). */
  withdrawals: v.optional(v.array(OrderStatusWithdrawalSchema)),
  /**
   * O-S6: a refund of this order goes back to the card through the gateway (all that came in was paid there), so a
   * withdrawal asks for no account (absent from older servers: the account is asked).
   */
  refund_to_card: v.optional(v.boolean()),
});
export type OrderStatusDetail = v.InferOutput<typeof OrderStatusSchema>;

const orderNumberParam = v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required'));

/** O-S1 for the logged-in owner; another customer's order is 404 like an unknown one. */
export const ordersMineDetail = defineRoute({
  name: 'orders.mine-detail',
  method: 'GET',
  path: '/api/new/orders/mine/:order_number/',
  auth: 'session',
  params: v.object({ order_number: orderNumberParam }),
  response: OrderStatusSchema,
});

/** O-S1 from the link of the confirmation e-mail (number and access secret). */
export const ordersStatus = defineRoute({
  name: 'orders.status',
  method: 'GET',
  path: '/api/new/orders/status/:order_number/:access/',
  auth: 'public',
  params: v.object({ order_number: orderNumberParam, access: v.pipe(textInput, v.regex(ORDER_ACCESS_PATTERN, 'required')) }),
  response: OrderStatusSchema,
});

/**
 * O-S1 by order number + the order's e-mail (mirrors service.order-lookup): a POST keeps the e-mail
 * out of URLs and logs; one 404 for an unknown number and a wrong e-mail; rate limited (429).
 */
export const ordersLookup = defineRoute({
  name: 'orders.lookup',
  method: 'POST',
  path: '/api/new/orders/lookup/',
  auth: 'public',
  body: v.object(
    {
      order_number: v.pipe(requiredText, v.maxLength(20, 'max_length')),
      email: emailSchema,
    },
    'required',
  ),
  response: OrderStatusSchema,
});

/** O-S6: the statutory period, from delivery (CZ §1829 OZ, RO OUG 34/2014 art. 9). */
export const WITHDRAWAL_DAYS = 14;
export const WITHDRAWAL_REASON_MAX_LENGTH = 1000;

export const WithdrawalBodySchema = v.object(
  {
    order_number: v.pipe(requiredText, v.maxLength(20, 'max_length')),
    email: emailSchema,
    lines: v.pipe(
      v.array(v.object({ line_id: wholeNumber(1), quantity: wholeNumber(1, 999) }, 'required'), 'required'),
      v.minLength(1, 'required'),
      v.maxLength(200, 'max_length'),
    ),
    /**
     * CZ account number (`19-2000145399/0800`) or RO IBAN; the server checks it with the market's validator. Not
     * asked when the order's money goes back to the card (`refund_to_card` of the order's status): ignored then.
     */
    refund_account: optionalBoundedText(50),
    reason: optionalBoundedText(WITHDRAWAL_REASON_MAX_LENGTH),
  },
  'required',
);
export type WithdrawalBody = v.InferInput<typeof WithdrawalBodySchema>;

/**
 * O-S6: withdraws from the purchase of chosen items within 14 days of delivery and mails the
 * confirmation. Reached by order number + e-mail like orders.lookup, so a guest buyer can use it.
 * 404 for an unknown number or wrong e-mail; 400 on `order_number` when the order is not delivered
 * or the period is over, on `lines.<i>.quantity` beyond what is left, on `refund_account` (missing or invalid, unless
 * the money goes back to the card: then `refund_account` answers empty).
 */
export const ordersWithdraw = defineRoute({
  name: 'orders.withdraw',
  method: 'POST',
  path: '/api/new/orders/withdrawals/',
  auth: 'public',
  body: WithdrawalBodySchema,
  response: v.object({
    withdrawal_id: v.number(),
    order_number: v.string(),
    refund_account: v.string(),
    lines: v.array(v.object({ line_id: v.number(), name: v.string(), quantity: v.number() })),
  }),
});

/** Provider names as the customer knows them (brand names, the same in both languages). */
export const INSTALLMENT_PROVIDER_NAMES: Record<string, string> = { home_credit: 'Home Credit', cofidis: 'Cofidis', tbi: 'TBI Bank', brd: 'BRD Finance' };

/** O-S5: one installment order of the logged-in customer with its application's state. */
export const InstallmentOverviewRowSchema = v.object({
  order_number: v.string(),
  /** The order's status page for its owner. */
  created_at: v.string(),
  order_total: v.number(),
  provider: v.string(),
  provider_name: v.string(),
  months: v.number(),
  monthly_payment: v.number(),
  state: v.picklist(INSTALLMENT_APPLICATION_STATES),
  decided_at: v.nullable(v.string()),
});
export type InstallmentOverviewRow = v.InferOutput<typeof InstallmentOverviewRowSchema>;

/** O-S5: the logged-in customer's orders paid by installments in this market, newest first (at most 100). */
export const ordersInstallments = defineRoute({
  name: 'orders.installments',
  method: 'GET',
  path: '/api/new/orders/installments/',
  auth: 'session',
  response: v.array(InstallmentOverviewRowSchema),
});
