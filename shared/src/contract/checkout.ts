import * as v from 'valibot';
import { defineRoute } from './route';
import { IdNumberSchema, IdParamSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';
import { optionalBoundedText, requiredText } from '../validation/field';
import { dateSchema } from '../validation/locale-date';
import { InstallmentArrangeTypeSchema, PriceSchema } from './cart';

// Checkout: deliveries, payments, places, installments, the summary and the order submit.
// Delivery and payment are chosen by code; the server prices both from its own tables.

export const DeliveryCodeSchema = v.picklist(['store', 'pickup_point', 'courier', 'liftago', 'e_licence']);
export type DeliveryCode = v.InferOutput<typeof DeliveryCodeSchema>;

export const PaymentTypeSchema = v.picklist(['card', 'bank_transfer', 'cod', 'in_store', 'installments', 'google_pay', 'apple_pay']);
export type PaymentType = v.InferOutput<typeof PaymentTypeSchema>;

/** Spec section 9: a reservation is ready in 30 minutes. */
export const RESERVATION_READY_MINUTES = 30;

export const DeliveryMethodSchema = v.object({
  code: DeliveryCodeSchema,
  name: v.string(),
  price: PriceSchema,
  /** False with `reason` when this cart cannot use it (e.g. e-licence only carts, Liftago out of reach). */
  available: v.boolean(),
  reason: v.nullable(v.string()),
  /** What the customer must pick next: a store, a pickup point, an address. */
  needs: v.picklist(['store', 'pickup_point', 'address', 'email']),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethodSchema>;

export const PaymentMethodSchema = v.object({
  type_payment: PaymentTypeSchema,
  name: v.string(),
  price: PriceSchema,
  available: v.boolean(),
  /** Google Pay / Apple Pay: also decided in the browser (Payment Request API). */
  needs_browser_support: v.boolean(),
  /** Sub-payments exist (installment companies); the widget loads them with checkout.sub-payments. */
  has_sub_payments: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** Deliveries this cart can use (e-licence only carts get just `e_licence`). */
export const checkoutDeliveries = defineRoute({
  name: 'checkout.deliveries',
  method: 'GET',
  path: '/api/new/checkout/deliveries/',
  auth: 'public',
  response: v.array(DeliveryMethodSchema),
});

/** Every delivery of the market, whatever is in the cart (the delivery info page). */
export const checkoutAllDeliveries = defineRoute({
  name: 'checkout.all-deliveries',
  method: 'GET',
  path: '/api/new/checkout/deliveries/all/',
  auth: 'public',
  response: v.array(DeliveryMethodSchema),
});

/** Payments: the market's default list, or those a delivery allows (`cod` not with e-licence, `in_store` only with store). */
export const checkoutPayments = defineRoute({
  name: 'checkout.payments',
  method: 'GET',
  path: '/api/new/checkout/payments/',
  auth: 'public',
  query: v.object({ type_delivery_code: v.optional(DeliveryCodeSchema) }),
  response: v.array(PaymentMethodSchema),
});

export const SubPaymentSchema = v.object({ code: v.string(), name: v.string() });

/** The companies of a payment type (installment providers). */
export const checkoutSubPayments = defineRoute({
  name: 'checkout.sub-payments',
  method: 'GET',
  path: '/api/new/checkout/sub-payments/',
  auth: 'public',
  query: v.object({ type_payment: PaymentTypeSchema }),
  response: v.array(SubPaymentSchema),
});

/** What the checkout chose so far; the summary and submit read it unless the submit names others. */
export const CheckoutChoiceSchema = v.object({
  type_delivery_code: v.nullable(DeliveryCodeSchema),
  type_payment: v.nullable(PaymentTypeSchema),
  payment_company: v.nullable(v.string()),
});

/** Remembers the chosen payment (and delivery) with the cart, so a reload keeps it. 400 when not allowed. */
export const checkoutChoosePayment = defineRoute({
  name: 'checkout.choose-payment',
  method: 'POST',
  path: '/api/new/checkout/payment/',
  auth: 'public',
  body: v.object(
    {
      type_payment: PaymentTypeSchema,
      payment_company: v.nullish(v.pipe(textInput, v.maxLength(40, 'max_length')), null),
      type_delivery_code: v.nullish(DeliveryCodeSchema, null),
    },
    'required',
  ),
  response: CheckoutChoiceSchema,
});

export const CheckoutSummarySchema = v.object({
  items: PriceSchema,
  discounts: PriceSchema,
  buyout_bonus: PriceSchema,
  delivery: PriceSchema,
  payment: PriceSchema,
  total: PriceSchema,
  vat: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  choice: CheckoutChoiceSchema,
});
export type CheckoutSummary = v.InferOutput<typeof CheckoutSummarySchema>;

export const checkoutSummary = defineRoute({
  name: 'checkout.summary',
  method: 'GET',
  path: '/api/new/checkout/summary/',
  auth: 'public',
  query: v.object({ type_delivery_code: v.optional(DeliveryCodeSchema), type_payment: v.optional(PaymentTypeSchema) }),
  response: CheckoutSummarySchema,
});

export const TimeslotSchema = v.object({
  /** `2026-11-24T15:00` local time; what the submit sends as `timeslot`. */
  id: v.string(),
  label: v.string(),
});

/** A store to pick up at: with every item in stock it is ready in 30 minutes, else in `ready_in_days`. */
export const DeliveryPlaceSchema = v.object({
  id: v.number(),
  seo_name: v.string(),
  name: v.string(),
  street: v.string(),
  city: v.string(),
  postcode: v.string(),
  opening_hours: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  all_in_stock: v.boolean(),
  ready_in_minutes: v.nullable(v.number()),
  ready_in_days: v.nullable(v.number()),
  timeslots: v.array(TimeslotSchema),
});
export type DeliveryPlace = v.InferOutput<typeof DeliveryPlaceSchema>;

/** Stores where this cart can be picked up. */
export const deliveryPlaces = defineRoute({
  name: 'delivery.places',
  method: 'GET',
  path: '/api/new/delivery/places/',
  auth: 'public',
  response: v.array(DeliveryPlaceSchema),
});

/** Every store of the market with its pickup data (no cart needed). */
export const deliveryPlacesForAll = defineRoute({
  name: 'delivery.places-for-all',
  method: 'GET',
  path: '/api/new/delivery/places/all/',
  auth: 'public',
  response: v.array(DeliveryPlaceSchema),
});

export const DispensingPlaceSchema = v.object({
  id: v.number(),
  /** The carrier's id of the point; the submit sends it as `store` with `pickup_point` delivery. */
  code: v.string(),
  carrier: v.string(),
  name: v.string(),
  street: v.string(),
  city: v.string(),
  postcode: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  opening_hours: v.string(),
  /** Full for now: shown, not selectable (spec: dispensing point unavailable or congested). */
  congested: v.boolean(),
});
export type DispensingPlace = v.InferOutput<typeof DispensingPlaceSchema>;

export const DISPENSING_LIMIT_DEFAULT = 20;
export const DISPENSING_LIMIT_MAX = 200;

/** Pickup points whose town, street, postcode or name contains the term (2 characters at least). */
export const deliveryDispensingPlaces = defineRoute({
  name: 'delivery.dispensing-places',
  method: 'GET',
  path: '/api/new/delivery/dispensing-places/',
  auth: 'public',
  query: v.object({
    term: v.pipe(textInput, v.trim(), v.minLength(2, 'min_length'), v.maxLength(100, 'max_length')),
    limit: v.optional(
      v.pipe(v.union([wholeNumber(1, DISPENSING_LIMIT_MAX), v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'not_a_number'), v.transform(Number))]), v.minValue(1, 'min_value'), v.maxValue(DISPENSING_LIMIT_MAX, 'max_value')),
    ),
  }),
  response: v.array(DispensingPlaceSchema),
});

/** ATC ("available to customer"): when each package of the cart can be delivered by each delivery. */
export const deliveryAtc = defineRoute({
  name: 'delivery.atc',
  method: 'GET',
  path: '/api/new/delivery/atc/',
  auth: 'public',
  response: v.array(
    v.object({
      package_id: v.number(),
      type_delivery_code: DeliveryCodeSchema,
      /** `YYYY-MM-DD`, the earliest delivery day. */
      date: v.string(),
    }),
  ),
});

export const LiftagoAddressSchema = v.object(
  {
    delivery_address: v.pipe(requiredText, v.maxLength(200, 'max_length')),
    delivery_city: v.pipe(requiredText, v.maxLength(100, 'max_length')),
    delivery_postcode: v.pipe(requiredText, v.maxLength(10, 'max_length')),
  },
  'required',
);

/** Whether Liftago's same-day courier reaches the address from the store, and for how much. */
export const deliveryLiftagoCheck = defineRoute({
  name: 'delivery.liftago-check',
  method: 'POST',
  path: '/api/new/delivery/liftago/check/',
  auth: 'public',
  body: v.object({ store_seo_name: v.pipe(requiredText, v.maxLength(200, 'max_length')), delivery_address: LiftagoAddressSchema }, 'required'),
  response: v.object({
    available: v.boolean(),
    price: v.nullable(PriceSchema),
    distance_km: v.nullable(v.number()),
    eta_minutes: v.nullable(v.number()),
  }),
});

export const InstallmentOptionSchema = v.object({
  id: v.number(),
  provider: v.string(),
  installmentArrangeType: InstallmentArrangeTypeSchema,
  months: v.number(),
  /** Percent a year. */
  rate: v.number(),
  down_payment: PriceSchema,
  monthly_payment: PriceSchema,
  total_paid: PriceSchema,
});
export type InstallmentOption = v.InferOutput<typeof InstallmentOptionSchema>;

/** Every installment plan for one cart line. */
export const installmentItemData = defineRoute({
  name: 'installments.item-data',
  method: 'GET',
  path: '/api/new/installments/item/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: v.array(InstallmentOptionSchema),
});

/** The cheapest monthly payment per arrange type for a price (product page, cart). */
export const installmentBestOptions = defineRoute({
  name: 'installments.best-options',
  method: 'GET',
  path: '/api/new/installments/best-options/',
  auth: 'public',
  query: v.object({ product: IdParamSchema }),
  response: v.array(InstallmentOptionSchema),
});

export const ORDER_NOTE_MAX_LENGTH = 1000;

/** One token per checkout attempt, made by the widget (crypto.randomUUID) and reused on every retry. */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function orderInfoSchema() {
  return v.object(
    {
      consent_to_terms_of_service: v.literal(true, 'required'),
      consent_marketing: v.optional(v.boolean(), false),
      consent_heureka_review: v.optional(v.boolean(), false),
      create_account: v.optional(v.boolean(), false),
      /** Needed for installments and `create_account`; DD.MM.YYYY or ISO, stored ISO. */
      birth_date: v.optional(v.union([v.literal(''), v.null(), dateSchema()]), ''),
      note: optionalBoundedText(ORDER_NOTE_MAX_LENGTH),
      subscribe_promotions_info: v.optional(v.boolean(), false),
      internal_order_number: optionalBoundedText(50),
    },
    'required',
  );
}

/**
 * Spec section 3, Order submit payload, keys verbatim. `store` is the store's seo name for `store` delivery and the
 * point's code for `pickup_point`; `timeslot` an id from delivery.places; `order_delivery_address` is needed for
 * `courier` and `liftago` (null means the billing address); `transaction_id` is the wallet transaction of
 * Google/Apple Pay. The two addresses are only objects here: their postcode, phone and company-number rules depend
 * on the market and are in `orderSubmitBodySchema(market)` (checkout-submit.ts), which the server and the checkout
 * form check with; the add-to-cart button, which loads this contract for its cache keys, needs none of them.
 */
export const orderSubmitEntries = {
  type_payment: PaymentTypeSchema,
  payment_company: v.nullish(v.pipe(textInput, v.maxLength(40, 'max_length')), null),
  installment: v.nullish(IdNumberSchema, null),
  order_billing_address: v.record(v.string(), v.unknown()),
  order_info: orderInfoSchema(),
  token: v.pipe(textInput, v.regex(ORDER_TOKEN_PATTERN, 'required')),
  type_delivery_code: DeliveryCodeSchema,
  store: v.nullish(v.pipe(textInput, v.maxLength(200, 'max_length')), null),
  timeslot: v.nullish(v.pipe(textInput, v.maxLength(40, 'max_length')), null),
  order_delivery_address: v.nullish(v.record(v.string(), v.unknown()), null),
  transaction_id: v.nullish(v.pipe(textInput, v.maxLength(200, 'max_length')), null),
};

/** `E` (e-shop) and 9 digits. */
export const ORDER_NUMBER_PATTERN = /^E\d{9}$/;
/** Proves the thank-you page and the payment calls came from this order's customer (32 random bytes, base64url). */
export const ORDER_ACCESS_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const OrderSubmitResponseSchema = v.object({
  order_number: v.string(),
  access: v.string(),
  /** The hosted payment page to go to; null for payments not paid online (bank transfer, COD, in store). */
  payment_url: v.nullable(v.string()),
  /** Thank-you page path with number and access. */
  thank_you_url: v.string(),
  total: PriceSchema,
});
export type OrderSubmitResponse = v.InferOutput<typeof OrderSubmitResponseSchema>;

/**
 * Creates the order from the server's cart, exactly once per `token`: a retry (or 50 at once)
 * with the same token and body answers the same order; the same token with another body is 409.
 * Stock is reserved in the same transaction: not enough left is 400 `non_field_errors`, nothing
 * stored. Prices are recomputed here; an empty cart is 400. Sends the confirmation e-mail.
 */
export const orderSubmit = defineRoute({
  name: 'orders.submit',
  method: 'POST',
  path: '/api/new/orders/submit/',
  auth: 'public',
  // Postcode, phone and company numbers depend on the market, which the handler knows.
  body: v.object(orderSubmitEntries, 'required'),
  response: OrderSubmitResponseSchema,
});

export const OrderLineSchema = v.object({
  product_code: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_price: PriceSchema,
  final_price: PriceSchema,
  /** Add-ons and the bonus as lines of their own: "Pojištění displeje", "Výkupní bonus". */
  kind: v.picklist(['product', 'insurance', 'warranty', 'prolong_warranty', 'discount', 'buyout_bonus', 'delivery', 'payment']),
});

/** The thank-you page: what was ordered and how it is paid and delivered. */
export const OrderDetailSchema = v.object({
  order_number: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  status: v.string(),
  type_delivery_code: DeliveryCodeSchema,
  delivery_name: v.string(),
  type_payment: PaymentTypeSchema,
  payment_status: v.picklist(['paid', 'not_paid', 'waiting_for_payment']),
  lines: v.array(OrderLineSchema),
  total: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  email: v.string(),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const orderDetail = defineRoute({
  name: 'orders.detail',
  method: 'GET',
  path: '/api/new/orders/detail/:order_number/:access/',
  auth: 'public',
  params: v.object({
    order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')),
    access: v.pipe(textInput, v.regex(ORDER_ACCESS_PATTERN, 'required')),
  }),
  response: OrderDetailSchema,
});
