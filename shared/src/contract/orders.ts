import * as v from 'valibot';
import { defineRoute } from './route';
import { PriceSchema } from './cart';
import { DeliveryCodeSchema, ORDER_ACCESS_PATTERN, ORDER_NUMBER_PATTERN, PaymentTypeSchema } from './checkout';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { textInput } from '../validation/storable-text';
import { requiredText } from '../validation/field';
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
  product_code: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_price: PriceSchema,
  final_price: PriceSchema,
  kind: v.string(),
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
  /** O-S7: the payment page of the order (thank-you page with "pay again") while an online payment is due. */
  pay_again_url: v.nullable(v.string()),
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
