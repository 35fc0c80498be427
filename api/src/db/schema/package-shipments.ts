import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderPackages } from './cart';
import { users } from './users';

/**
 * O-S10: a package handed to its carrier. The carrier's answer (delivery number, tracking URL) is
 * kept beside the package row so the checkout's table stays as it is; a package has at most one.
 *
 * The row is reserved with an idempotency key before the carrier is called (outside the order lock)
 * and completed with the carrier's answer afterwards; until then `delivery_number` is null. A retry
 * after a failed or lost call sends the same key, so the carrier never makes a second shipment.
 */
export const packageShipments = pgTable(
  'package_shipments',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    deliveryNumber: text('delivery_number'),
    trackingUrl: text('tracking_url'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the carrier's answer is recorded. */
    handedAt: timestamp('handed_at', { withTimezone: true }),
    handedBy: integer('handed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('package_shipments_carrier_number_idx').on(table.carrier, table.deliveryNumber),
    uniqueIndex('package_shipments_idempotency_key_idx').on(table.idempotencyKey),
  ],
);
