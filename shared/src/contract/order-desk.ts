import * as v from 'valibot';
import { DELIVERY_STATUSES, ORDER_WINDOWS_DAYS, deliveryStatus, orderStatus, paymentStatus, pickingStatus } from '../orders/order-states';
import { textInput } from '../validation/storable-text';
import { ORDER_NUMBER_PATTERN } from './checkout';
import { CreditNoteSummarySchema } from './credit-notes';
import { IdParamSchema, IdNumberSchema } from './input';
import { InvoiceSummarySchema } from './invoices';
import { OrderPaymentSchema, PaymentBalanceSchema, RecordPaymentBodySchema } from './order-payment-records';
import { pagedQuerySchema } from './paged';
import { defineRoute } from './route';

// The staff's fulfilment desk (issue #9, O-S12, O-S16, O-R1, O-R4, O-R5): every call needs a staff
// session, the changes CSRF too. Decisions: docs/order-desk.md.

const ORDER_DESK = '/api/new/orders/staff/orders/';

const orderNumberParams = v.object({ order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')) });
const trimmedText = (max: number) => v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(max, 'max_length'));

/** A crate's printed code: letters, digits and dashes, as a keyboard-wedge scanner types them. */
export const CRATE_CODE_PATTERN = /^[A-Z0-9-]{1,30}$/;
const crateCode = v.pipe(textInput, v.trim(), v.toUpperCase(), v.regex(CRATE_CODE_PATTERN, 'required'));

/** O-C1 presets as the grid's `window` filter: orders of the last N days. */
export const ORDER_WINDOW_VALUES = ORDER_WINDOWS_DAYS.map(String) as ['7', '21', '42', '90'];

export const ORDER_DESK_ORDERINGS = ['created_at', '-created_at', 'total', '-total'] as const;

export const OrderDeskRowSchema = v.object({
  /** The row key of the grid's selection; staff find and link orders by `order_number`. */
  id: v.number(),
  order_number: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  customer_name: v.string(),
  company: v.nullable(v.string()),
  email: v.string(),
  status: orderStatus,
  payment_status: paymentStatus,
  /** The least advanced package's state: what still holds the order up. */
  delivery_status: v.nullable(deliveryStatus),
  total: v.number(),
  currency: v.picklist(['CZK', 'RON']),
});
export type OrderDeskRow = v.InferOutput<typeof OrderDeskRowSchema>;

/** The grid's filters (O-C2): what a page and its count share. */
const orderDeskFilters = {
  search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length'))),
  status: v.optional(orderStatus),
  payment_status: v.optional(paymentStatus),
  delivery_status: v.optional(v.picklist(DELIVERY_STATUSES, 'must_be_literal')),
  window: v.optional(v.picklist(ORDER_WINDOW_VALUES, 'must_be_literal')),
};

/**
 * O-S16 / O-C2: the market's orders a page at a time, newest first unless asked otherwise;
 * `search` finds by order number, customer name or e-mail (part of it). The page carries no count: counting the
 * matches costs more than the page itself and does not change while staff page or sort, so the grid asks
 * `orderDeskCount` once per filter set (docs/order-grid-benchmark.md).
 */
export const orderDeskList = defineRoute({
  name: 'order-desk.list',
  method: 'GET',
  path: ORDER_DESK,
  auth: 'staff',
  query: pagedQuerySchema(ORDER_DESK_ORDERINGS, orderDeskFilters),
  response: v.object({ results: v.array(OrderDeskRowSchema) }),
});

/** How many orders match the grid's filters, counted up to a cap (beyond it the grid says the cap). */
export const orderDeskCount = defineRoute({
  name: 'order-desk.count',
  method: 'GET',
  // Beside the orders' path, not under it: `orders/count/` would read as an order numbered "count".
  path: '/api/new/orders/staff/order-count/',
  auth: 'staff',
  query: v.object(orderDeskFilters),
  response: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

export const OrderDeskLineSchema = v.object({
  id: v.number(),
  kind: v.string(),
  product_code: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  final_price: v.number(),
  /** Only goods are picked; null for services, discounts, delivery and payment lines. */
  picking_status: v.nullable(pickingStatus),
});

export const OrderEventSchema = v.object({
  id: v.number(),
  kind: v.string(),
  /** The change told in the request's language. */
  text: v.string(),
  /** Who made it; null for the shop itself (checkout) or a deleted account. */
  user_email: v.nullable(v.string()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

/** A contract withdrawal (O-S6) as staff see it on the order; `credit_note` is set once staff refunded it. */
export const OrderDeskWithdrawalSchema = v.object({
  id: v.number(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  refund_account: v.string(),
  reason: v.string(),
  lines: v.array(v.object({ line_id: v.number(), product_code: v.string(), name: v.string(), quantity: v.number() })),
  credit_note: v.nullable(CreditNoteSummarySchema),
});
export type OrderDeskWithdrawal = v.InferOutput<typeof OrderDeskWithdrawalSchema>;

export const OrderDeskDetailSchema = v.object({
  ...OrderDeskRowSchema.entries,
  phone: v.string(),
  billing_address: v.string(),
  delivery_name: v.string(),
  lines: v.array(OrderDeskLineSchema),
  packages: v.array(v.object({ id: v.number(), kind: v.string(), status: deliveryStatus })),
  crate: v.nullable(v.string()),
  /** Where staff may move the order now (ORDER_TRANSITIONS), and whether cancel and add-product are open. */
  next_statuses: v.array(orderStatus),
  can_cancel: v.boolean(),
  can_add_product: v.boolean(),
  events: v.array(OrderEventSchema),
  /** The customer's withdrawals, oldest first. */
  withdrawals: v.array(OrderDeskWithdrawalSchema),
  /** Money in (recorded by staff and confirmed by the gateway), oldest first, and what it adds up to. */
  payments: v.array(OrderPaymentSchema),
  payment_balance: PaymentBalanceSchema,
  /** O-S15 the order's invoice with its printable page and PDF (links carry the order's access secret); null before one. */
  invoice: v.nullable(v.object({ ...InvoiceSummarySchema.entries, document_url: v.string(), pdf_url: v.string() })),
});
export type OrderDeskDetail = v.InferOutput<typeof OrderDeskDetailSchema>;

/** The order with its lines, packages and timeline; 404 (O-X7) when not in this market. */
export const orderDeskDetail = defineRoute({
  name: 'order-desk.detail',
  method: 'GET',
  path: `${ORDER_DESK}:order_number/`,
  auth: 'staff',
  params: orderNumberParams,
  response: OrderDeskDetailSchema,
});

/** A move along ORDER_TRANSITIONS; a refused one is a 400 naming both states, a lost race a 409. */
export const orderDeskStatus = defineRoute({
  name: 'order-desk.status',
  method: 'PATCH',
  path: `${ORDER_DESK}:order_number/status/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ status: orderStatus }, 'required'),
  response: OrderDeskDetailSchema,
});

/** O-R4: cancel with a reason from CANCELLABLE_STATUSES; frees the stock and a used buyout bonus. */
export const orderDeskCancel = defineRoute({
  name: 'order-desk.cancel',
  method: 'POST',
  path: `${ORDER_DESK}:order_number/cancel/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ reason: trimmedText(500) }, 'required'),
  response: OrderDeskDetailSchema,
});

/** O-R5: add pieces of a product by its code (refused outside PRODUCT_ADDABLE_STATUSES); the totals follow. */
export const orderDeskAddProduct = defineRoute({
  name: 'order-desk.add-product',
  method: 'POST',
  path: `${ORDER_DESK}:order_number/lines/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ product_code: trimmedText(60), quantity: v.pipe(IdNumberSchema, v.maxValue(99, 'max_value')) }, 'required'),
  response: OrderDeskDetailSchema,
});

/** O-R1: one line's picking state (any state may go back to waiting). */
export const orderDeskPicking = defineRoute({
  name: 'order-desk.picking',
  method: 'PATCH',
  path: `${ORDER_DESK}:order_number/lines/:line_id/picking/`,
  auth: 'staff',
  params: v.object({ ...orderNumberParams.entries, line_id: IdParamSchema }),
  body: v.object({ status: pickingStatus }, 'required'),
  response: OrderDeskDetailSchema,
});

/** O-S12: put the order's picked goods into a crate (a crate holds one order at a time). */
export const orderDeskAssignCrate = defineRoute({
  name: 'order-desk.assign-crate',
  method: 'PUT',
  path: `${ORDER_DESK}:order_number/crate/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ crate: crateCode }, 'required'),
  response: OrderDeskDetailSchema,
});

/** O-R3: staff record money that came in; the payment state follows from all payments, never set by hand. */
export const orderDeskRecordPayment = defineRoute({
  name: 'order-desk.record-payment',
  method: 'POST',
  path: `${ORDER_DESK}:order_number/payments/`,
  auth: 'staff',
  params: orderNumberParams,
  body: RecordPaymentBodySchema,
  response: OrderDeskDetailSchema,
});

/** O-S12: a scanned crate's order; 404 "crate has no order" (O-X2). */
export const orderDeskCrate = defineRoute({
  name: 'order-desk.crate',
  method: 'GET',
  path: '/api/new/orders/staff/crates/:code/',
  auth: 'staff',
  params: v.object({ code: crateCode }),
  response: v.object({ crate: v.string(), order_number: v.string() }),
});

/**
 * O-S14: staff write the customer about the order; sent as plain text through the mail layer
 * (nothing typed becomes HTML) and logged on the timeline. 503 when the mail server is down.
 */
export const orderDeskEmail = defineRoute({
  name: 'order-desk.email',
  method: 'POST',
  path: `${ORDER_DESK}:order_number/email/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ subject: trimmedText(150), message: trimmedText(5000) }, 'required'),
  response: OrderDeskDetailSchema,
});
