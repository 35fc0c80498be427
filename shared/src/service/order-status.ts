import * as v from 'valibot';

/**
 * Where a service order stands, in the order a repair normally goes. `picked_up` and
 * `cancelled` are final. Staff move an order on; the customer only follows it.
 */
export const SERVICE_ORDER_STATUSES = ['booked', 'received', 'in_repair', 'ready_for_pickup', 'picked_up', 'cancelled'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];
export const ServiceOrderStatusSchema = v.picklist(SERVICE_ORDER_STATUSES);

/**
 * Every allowed move. An order can be cancelled until the repair starts (the customer
 * changed their mind, or the device never arrived); once a technician works on it, it
 * goes on to pickup, so the device is always handed back.
 */
const TRANSITIONS: Readonly<Record<ServiceOrderStatus, readonly ServiceOrderStatus[]>> = {
  booked: ['received', 'cancelled'],
  received: ['in_repair', 'cancelled'],
  in_repair: ['ready_for_pickup'],
  ready_for_pickup: ['picked_up'],
  picked_up: [],
  cancelled: [],
};

export function canChangeServiceStatus(from: ServiceOrderStatus, to: ServiceOrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses staff can move an order into from `from`, for a staff tool's buttons. */
export function nextServiceStatuses(from: ServiceOrderStatus): readonly ServiceOrderStatus[] {
  return TRANSITIONS[from];
}
