import * as v from 'valibot';

/**
 * The order's own state (checklist O-R6: the spec names only "status"). One list for the customer's
 * pages and the staff desk, so both say the same thing. Payment (O-R3), picking (O-R1), invoice (O-R2)
 * and package delivery (O-R7) states are kept beside it, each in its own column.
 */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'packed',
  'handed_to_carrier',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'returned',
] as const;
export const orderStatus = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof orderStatus>;

/** Where an order may go from each state; staff changes outside this table get a 400. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['processing', 'cancelled'],
  processing: ['packed', 'cancelled'],
  packed: ['handed_to_carrier', 'ready_for_pickup', 'cancelled'],
  handed_to_carrier: ['delivered', 'returned'],
  ready_for_pickup: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** O-R4: an order can be cancelled until it leaves the warehouse. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['new', 'processing', 'packed'];
/** O-R5: products can be added only before picking starts. */
export const PRODUCT_ADDABLE_STATUSES: readonly OrderStatus[] = ['new'];

export const PAYMENT_STATUSES = ['paid', 'not_paid', 'waiting_for_payment'] as const;
export const paymentStatus = v.picklist(PAYMENT_STATUSES);

/** O-R1; staff can reset any of them to waiting. */
export const PICKING_STATUSES = ['waiting', 'in_progress', 'picked', 'not_found', 'needs_replacement'] as const;
export const pickingStatus = v.picklist(PICKING_STATUSES);

/** O-R2; an invoice can be re-sent once created. */
export const INVOICE_STATUSES = ['not_created', 'in_progress', 'created'] as const;
export const invoiceStatus = v.picklist(INVOICE_STATUSES);

/** O-R7: a package's way to the customer. */
export const DELIVERY_STATUSES = ['new', 'picking', 'packed', 'handed_to_carrier', 'in_transit', 'ready_for_pickup', 'delivered', 'returned'] as const;
export const deliveryStatus = v.picklist(DELIVERY_STATUSES);

/** O-C1: the order overview's and staff grids' period presets, in days. */
export const ORDER_WINDOWS_DAYS = [7, 21, 42, 90] as const;
