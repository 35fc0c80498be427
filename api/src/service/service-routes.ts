import type { FastifyInstance } from 'fastify';
import { registerServiceOrderRoutes } from './orders/order-routes';
import { registerServiceStaffRoutes } from './orders/staff-routes';
import { registerServiceSearchRoutes } from './search/search-routes';
import { registerServiceSelectorRoutes } from './selector/selector-routes';
import { registerServiceSlotRoutes } from './slots/slot-routes';

/** Every call of the service flow (spec section 7, Service) and its bookings. */
export function registerServiceRoutes(app: FastifyInstance): void {
  registerServiceSelectorRoutes(app);
  registerServiceSearchRoutes(app);
  registerServiceSlotRoutes(app);
  registerServiceOrderRoutes(app);
  registerServiceStaffRoutes(app);
}
