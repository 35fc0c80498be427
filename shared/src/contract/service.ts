import * as v from 'valibot';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';
import { IdNumberSchema, IdParamSchema, ISO_DATE_PATTERN, IsoDateSchema, isIsoCalendarDate, isTimeOfDay } from './input';
import { textInput } from '../validation/storable-text';
import { ChoicesResponseSchema, type Market } from './common';
import { pagePath } from '../routing/page-paths';
import { SelectedChoicesSchema, SelectionQuerySchema, SelectorChoicesSchema } from '../selector/selector-data';
import { ServiceOrderStatusSchema } from '../service/order-status';
import { emailSchema } from '../validation/email';
import { NOTE_MAX_LENGTH, optionalBoundedText, requiredText } from '../validation/field';
import { personNameSchema } from '../validation/person-name';
import { phoneSchema } from '../validation/phone';

// The service type-choices call lives in catalog.ts beside the buyout one. The service
// centers come from stores.service-buyout-centers (those with `is_service`).
//
// The selector answers with the same slugs as the buyout selector: a colour's value is
// unique within the market, so the operations call takes the colour alone.

/** Whole currency units of the market (CZK or Lei): both markets show prices without decimals. */
const PriceSchema = v.pipe(v.number(), v.integer());


/** One repair a device can get, priced for the shop's market. `id` is what an order posts. */
export const ServiceOperationSchema = v.object({
  id: v.number(),
  /** Stable kind of repair (`display`, `battery`, ...), the same for every model, e.g. for an icon. */
  code: v.string(),
  /** In the request's language. */
  name: v.string(),
  price: PriceSchema,
  /** Minutes the repair takes in the center. */
  duration: v.pipe(v.number(), v.integer()),
  /** Months of warranty on the repair. */
  warranty: v.pipe(v.number(), v.integer()),
});
export type ServiceOperation = v.InferOutput<typeof ServiceOperationSchema>;

/** How many operations the list shows before "show more" (spec section 9). */
export const SERVICE_OPERATIONS_SHOWN = 7;

/** The selector's options plus the chosen device's operations (empty until a device is known). */
export const ServiceSelectorChoicesSchema = v.object({
  ...SelectorChoicesSchema.entries,
  service_operations: v.array(ServiceOperationSchema),
});

export const ServiceSelectorDataSchema = v.object({
  selected_choices: SelectedChoicesSchema,
  choices: ServiceSelectorChoicesSchema,
});
export type ServiceSelectorData = v.InferOutput<typeof ServiceSelectorDataSchema>;

/**
 * The cascade restored from the slugs in the address (deep link, back, forward). Unknown
 * slugs end the selection at the last known step. Operations are filled once the
 * selection reaches a model (a repair does not depend on the colour).
 */
export const serviceProductSelectorData = defineRoute({
  name: 'service.product-selector-data',
  method: 'GET',
  path: '/api/new/service/product-selector/data/',
  auth: 'public',
  query: SelectionQuerySchema,
  response: ServiceSelectorDataSchema,
});

export const serviceManufacturerChoices = defineRoute({
  name: 'service.manufacturer-choices',
  method: 'GET',
  path: '/api/new/service/product-selector/manufacturer-choices/:product_type/',
  auth: 'public',
  params: v.object({ product_type: textInput }),
  response: ChoicesResponseSchema,
});

export const serviceModelChoices = defineRoute({
  name: 'service.model-choices',
  method: 'GET',
  path: '/api/new/service/product-selector/model-choices/:product_type/:product_manufacturer/',
  auth: 'public',
  params: v.object({ product_type: textInput, product_manufacturer: textInput }),
  response: ChoicesResponseSchema,
});

export const serviceColorChoices = defineRoute({
  name: 'service.color-choices',
  method: 'GET',
  path: '/api/new/service/product-selector/color-choices/:product_model/',
  auth: 'public',
  params: v.object({ product_model: textInput }),
  response: ChoicesResponseSchema,
});

export const serviceSelectorUrl = defineRoute({
  name: 'service.selector-url',
  method: 'GET',
  path: '/api/new/service/product-selector/url/',
  auth: 'public',
  query: SelectionQuerySchema,
  response: v.object({ url: v.string() }),
});

/** The chosen colour's operations in the shop's order (display, battery, ...); `url` replaces the address. 404 for an unknown colour. */
export const serviceOperations = defineRoute({
  name: 'service.operations',
  method: 'GET',
  path: '/api/new/service/service-operations/:product_color/',
  auth: 'public',
  params: v.object({ product_color: textInput }),
  response: v.object({ url: v.string(), choices: v.array(ServiceOperationSchema) }),
});

/** Spec section 5: "Search needs at least 2 characters" (message kind min length). */
export const SMART_SEARCH_MIN_LENGTH = 2;
/** The most suggestions one search returns. */
export const SMART_SEARCH_LIMIT = 10;

export const SmartSearchQuerySchema = v.object(
  { term: v.pipe(textInput, v.trim(), v.minLength(SMART_SEARCH_MIN_LENGTH, 'min_length'), v.maxLength(100, 'max_length')) },
  'required',
);

/** One suggestion: a device model. `id` is what search product data takes. */
export const SmartSearchItemSchema = v.object({
  id: v.number(),
  /** Manufacturer and model, as the suggestion list shows it: "Apple iPhone 15 Pro". */
  label: v.string(),
  manufacturer: v.string(),
  model: v.string(),
  /** The service page of the model. */
  url: v.string(),
});
export type SmartSearchItem = v.InferOutput<typeof SmartSearchItemSchema>;

/**
 * Devices matching `term`, best first, at most SMART_SEARCH_LIMIT; case and diacritics do
 * not matter, every word must match (a prefix is enough: "iph"), and a slightly misspelt
 * term still finds the closest models. 400 `{ term: [...] }` for a term under 2 characters.
 */
export const serviceSmartSearch = defineRoute({
  name: 'service.smart-search',
  method: 'GET',
  path: '/api/new/service/smart-search/',
  auth: 'public',
  query: SmartSearchQuerySchema,
  response: v.object({ result: v.array(SmartSearchItemSchema) }),
});

/**
 * The cascade for a picked suggestion: selected down to the model (and the colour when the
 * model comes in one colour only), the choices of every step, and the model's operations.
 * `url` replaces the address. 404 for an unknown id.
 */
export const serviceSearchProductData = defineRoute({
  name: 'service.search-product-data',
  method: 'GET',
  path: '/api/new/service/smart-search/product-data/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: v.object({ url: v.string(), ...ServiceSelectorDataSchema.entries }),
});

/** A slot is named by the center's local date and start time: `2026-11-24T09:00`. */
export const SLOT_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
export { ISO_DATE_PATTERN };

/** Whether the text names a real day and time of day. */
function isSlotId(text: string): boolean {
  const match = SLOT_ID_PATTERN.exec(text);
  return match !== null && isIsoCalendarDate(match[1]!) && isTimeOfDay(match[2]!);
}

/** A slot id as a booking posts it. */
const SlotIdSchema = v.pipe(textInput, v.check(isSlotId, 'invalid_date'));

export const ServiceSlotSchema = v.object({
  /** Posted as the order's `slot`. */
  id: v.pipe(v.string(), v.regex(SLOT_ID_PATTERN)),
  /** Local start time in the center, `09:00`. */
  time: v.string(),
  capacity: v.number(),
  /** 0 when the slot is full; full slots are listed so the day's layout stays the same. */
  capacity_left: v.number(),
});
export type ServiceSlot = v.InferOutput<typeof ServiceSlotSchema>;

/** How many days ahead a repair can be booked (today included). */
export const SERVICE_BOOKING_DAYS_AHEAD = 30;

/**
 * A service center's slots on one day, in its local time; slots already begun are left out,
 * a closed day or a day outside the booking window has none. 404 for a center that does no repairs.
 */
export const serviceSlots = defineRoute({
  name: 'service.slots',
  method: 'GET',
  path: '/api/new/service/centers/:center_id/slots/',
  auth: 'public',
  params: v.object({ center_id: IdParamSchema }),
  query: v.object({ date: IsoDateSchema }),
  response: v.object({ date: v.string(), slots: v.array(ServiceSlotSchema) }),
});

/** Contact and booking fields of a service order, with the market's phone rule. */
export function serviceOrderBodySchema(market: Market) {
  return v.object(
    {
      /** Ids of the operations, all of one model. */
      operations: v.pipe(
        v.array(IdNumberSchema, 'required'),
        v.minLength(1, 'required'),
        v.maxLength(30, 'max_length'),
      ),
      /** The chosen colour's slug, when the customer picked one (back glass, housing parts). */
      product_color: v.nullish(textInput, null),
      /** A service center id (stores.service-buyout-centers with is_service). */
      center: IdNumberSchema,
      /** A slot id from service.slots. */
      slot: SlotIdSchema,
      first_name: personNameSchema,
      last_name: personNameSchema,
      e_mail: emailSchema,
      phone_number: phoneSchema(market),
      note: optionalBoundedText(NOTE_MAX_LENGTH),
    },
    'required',
  );
}
export type ServiceOrderBody = v.InferInput<ReturnType<typeof serviceOrderBodySchema>>;

/**
 * Books a repair: 201 with a `Location` header equal to `location`, the status page, and a
 * confirmation e-mail with the order number and that link. 400: field errors (the server
 * checks with `serviceOrderBodySchema(market)`; operations of several models or of no model
 * of the market, an unknown center or a slot outside the center's hours go to their fields).
 * 409: the slot filled up meanwhile; nothing is stored and the customer picks another. 429.
 */
export const serviceCreateOrder = defineRoute({
  name: 'service.create-order',
  method: 'POST',
  path: '/api/new/service/orders/',
  auth: 'public',
  body: v.object(
    {
      ...serviceOrderBodySchema('CZ').entries,
      // The phone rule depends on the market, which the handler knows: here any text.
      phone_number: requiredText,
    },
    'required',
  ),
  response: v.object({ order_number: v.string(), location: v.string() }),
});

/** `S` and 9 digits. */
export const SERVICE_ORDER_NUMBER_PATTERN = /^S\d{9}$/;
/** 32 random bytes, base64url: proves the link came from the confirmation (only its hash is stored). */
export const SERVICE_ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path segment of the service page that holds order status pages, per market. */
export const SERVICE_ORDER_PAGE_SEGMENT: Record<Market, string> = { CZ: 'objednavka', RO: 'comanda' };

/** The status page of an order, under the market's service page: `/servis/objednavka/S123456789/<token>/`. */
export function serviceOrderStatusPath(market: Market, orderNumber: string, token: string): string {
  return pagePath(market, 'service', [SERVICE_ORDER_PAGE_SEGMENT[market], orderNumber, token]);
}

export const ServiceOrderStatusEntrySchema = v.object({
  status: ServiceOrderStatusSchema,
  changed_at: v.pipe(v.string(), v.isoTimestamp()),
});

/** An order as its status page shows it; names in the request's language, prices as booked. */
export const ServiceOrderDetailSchema = v.object({
  order_number: v.string(),
  status: ServiceOrderStatusSchema,
  /** Oldest first, starting with `booked`. */
  status_history: v.array(ServiceOrderStatusEntrySchema),
  device: v.object({ manufacturer: v.string(), model: v.string(), color: v.nullable(v.string()) }),
  operations: v.array(ServiceOperationSchema),
  total_price: PriceSchema,
  /** Minutes, the sum of the operations. */
  total_duration: v.number(),
  center: v.object({
    id: v.number(),
    name: v.string(),
    street: v.string(),
    city: v.string(),
    postcode: v.string(),
    phone: v.string(),
    opening_hours: v.string(),
  }),
  slot: v.object({ id: v.string(), date: v.string(), time: v.string() }),
  /** First and last name only: the page can be opened by phone number alone, so the e-mail is not shown. */
  customer_name: v.string(),
  note: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ServiceOrderDetail = v.InferOutput<typeof ServiceOrderDetailSchema>;

/** The status page from the confirmation link. The same 404 for an unknown order and a wrong token. */
export const serviceOrderDetail = defineRoute({
  name: 'service.order-detail',
  method: 'GET',
  path: '/api/new/service/orders/:order_number/:token/',
  auth: 'public',
  params: v.object({
    order_number: v.pipe(textInput, v.regex(SERVICE_ORDER_NUMBER_PATTERN)),
    token: v.pipe(textInput, v.regex(SERVICE_ORDER_TOKEN_PATTERN)),
  }),
  response: ServiceOrderDetailSchema,
});

/**
 * The status page found later by order number plus the e-mail or the phone number given at
 * booking (case, spaces and the phone's prefix do not matter). A POST keeps the contact out
 * of URLs and logs. The same 404 for an unknown number and a wrong contact; rate limited (429).
 */
export const serviceOrderLookup = defineRoute({
  name: 'service.order-lookup',
  method: 'POST',
  path: '/api/new/service/orders/lookup/',
  auth: 'public',
  body: v.object(
    {
      /** A malformed number is simply not found (404), like an unknown one. */
      order_number: v.pipe(requiredText, v.maxLength(20, 'max_length')),
      contact: v.pipe(requiredText, v.maxLength(254, 'max_length')),
    },
    'required',
  ),
  response: ServiceOrderDetailSchema,
});

/** An order in the staff list: enough to find it and see what is due where and when. */
export const ServiceOrderSummarySchema = v.object({
  order_number: v.string(),
  status: ServiceOrderStatusSchema,
  /** "Apple iPhone 15 Pro" */
  device: v.string(),
  center: v.object({ id: v.number(), name: v.string() }),
  slot: v.object({ id: v.string(), date: v.string(), time: v.string() }),
  customer_name: v.string(),
  total_price: PriceSchema,
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ServiceOrderSummary = v.InferOutput<typeof ServiceOrderSummarySchema>;

/** How staff may sort their order list; by slot (what is due first) unless they choose. */
export const SERVICE_STAFF_ORDER_ORDERINGS = ['slot', '-slot', 'created_at', '-created_at'] as const;

/**
 * The market's orders one page at a time (the spec's paged grid shape), filtered by status,
 * center and slot date (each optional); `count` tells how many match over all pages.
 */
export const serviceStaffOrders = defineRoute({
  name: 'service.staff-orders',
  method: 'GET',
  path: '/api/new/service/staff/orders/',
  auth: 'staff',
  query: pagedQuerySchema(SERVICE_STAFF_ORDER_ORDERINGS, {
    status: v.optional(ServiceOrderStatusSchema),
    center: v.optional(IdParamSchema),
    date: v.optional(IsoDateSchema),
    /** The order number, or part of the customer's name or e-mail (staff desk, O-S17). */
    search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length'))),
  }),
  response: pagedResponseSchema(ServiceOrderSummarySchema),
});

/** What staff see of an order: the status page plus the contact, to call or write to the customer. */
export const StaffServiceOrderDetailSchema = v.object({
  ...ServiceOrderDetailSchema.entries,
  e_mail: v.string(),
  phone_number: v.string(),
});
export type StaffServiceOrderDetail = v.InferOutput<typeof StaffServiceOrderDetailSchema>;

export const serviceStaffOrderDetail = defineRoute({
  name: 'service.staff-order-detail',
  method: 'GET',
  path: '/api/new/service/staff/orders/:order_number/',
  auth: 'staff',
  params: v.object({ order_number: v.pipe(textInput, v.regex(SERVICE_ORDER_NUMBER_PATTERN)) }),
  response: StaffServiceOrderDetailSchema,
});

/** Staff move an order on (session + CSRF). 409 when the move is not allowed from the current status. */
export const serviceStatusChange = defineRoute({
  name: 'service.status-change',
  method: 'PATCH',
  path: '/api/new/service/staff/orders/:order_number/status/',
  auth: 'staff',
  params: v.object({ order_number: v.pipe(textInput, v.regex(SERVICE_ORDER_NUMBER_PATTERN)) }),
  body: v.object({ status: ServiceOrderStatusSchema }, 'required'),
  response: StaffServiceOrderDetailSchema,
});
