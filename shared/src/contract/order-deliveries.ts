import * as v from 'valibot';
import { DELIVERY_STATUSES, deliveryStatus } from '../orders/order-states';
import { IdParamSchema } from './input';
import { ORDER_WINDOW_VALUES } from './order-desk';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// The staff's delivery desk (issue #9, O-S10, O-S11, O-X1): packages of the market's orders and
// their hand-over to a carrier. Staff only, the hand-over CSRF too. Decisions: docs/order-desk.md.

const DELIVERIES = '/api/new/orders/staff/deliveries/';

/** The carriers a package can be handed to (pickup points and couriers of both markets). */
export const CARRIERS = ['zasilkovna', 'ppl', 'liftago', 'sameday', 'fan'] as const;
export const carrierCode = v.picklist(CARRIERS, 'must_be_literal');
export type CarrierCode = v.InferOutput<typeof carrierCode>;

export const DELIVERY_DESK_ORDERINGS = ['created_at', '-created_at', 'handed_at', '-handed_at'] as const;

export const DeliveryRowSchema = v.object({
  /** The package's id: the grid's row key and the hand-over's address. */
  id: v.number(),
  order_number: v.string(),
  /** own_stock, external or e_licence. */
  kind: v.string(),
  /** The order's way of delivery (store, pickup_point, courier, liftago, e_licence). */
  delivery_code: v.string(),
  /** Who carries it: known from the delivery way before the hand-over; null for store pickup and e-licences. */
  carrier: v.nullable(carrierCode),
  delivery_number: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
  status: deliveryStatus,
  /** The order's creation. */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  handed_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  handed_by: v.nullable(v.string()),
  /** Whether the hand-over is open now (the order packed, the package not yet handed, a carrier known). */
  can_hand_over: v.boolean(),
  /** Issue #9: the carrier's label (PDF, staff only, `deliveryDeskLabel`) once the package is handed over; null before. */
  label_url: v.nullable(v.string()),
});
export type DeliveryRow = v.InferOutput<typeof DeliveryRowSchema>;

/** O-S11 / O-C2: the market's packages a page at a time, newest order first unless asked otherwise. */
export const deliveryDeskList = defineRoute({
  name: 'delivery-desk.list',
  method: 'GET',
  path: DELIVERIES,
  auth: 'staff',
  query: pagedQuerySchema(DELIVERY_DESK_ORDERINGS, {
    carrier: v.optional(carrierCode),
    delivery_status: v.optional(v.picklist(DELIVERY_STATUSES, 'must_be_literal')),
    window: v.optional(v.picklist(ORDER_WINDOW_VALUES, 'must_be_literal')),
  }),
  response: pagedResponseSchema(DeliveryRowSchema),
});

const packageParams = v.object({ package_id: IdParamSchema });

/** O-S10: one package; 404 when it is not an order of this market. */
export const deliveryDeskDetail = defineRoute({
  name: 'delivery-desk.detail',
  method: 'GET',
  path: `${DELIVERIES}:package_id/`,
  auth: 'staff',
  params: packageParams,
  response: DeliveryRowSchema,
});

/**
 * O-S10: hand the package to its carrier (the carrier answers a delivery number and tracking URL);
 * the order follows ORDER_TRANSITIONS once all its packages are handed. O-X1 (400) when the order
 * is not packed, the package is already handed, or it is a store pickup or an e-licence.
 */
export const deliveryDeskHandOver = defineRoute({
  name: 'delivery-desk.hand-over',
  method: 'POST',
  path: `${DELIVERIES}:package_id/hand-over/`,
  auth: 'staff',
  params: packageParams,
  body: v.object({}),
  response: DeliveryRowSchema,
});

/**
 * Issue #9: the carrier's label of a handed-over package, the PDF the carrier returned with the shipment
 * (staff only; an attachment, not JSON). 404 while the package has no label.
 */
export const deliveryDeskLabel = defineRoute({
  name: 'delivery-desk.label',
  method: 'GET',
  path: `${DELIVERIES}:package_id/label/`,
  auth: 'staff',
  params: packageParams,
  response: v.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
});
