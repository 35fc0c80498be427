import { customType, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Issue #9: the carrier's label (PDF) for a handed-over package, as the carrier's API returned it. Kept in
 * the database like gallery uploads (every API process serves it, no shared disk, backed up with the order)
 * and in its own table so the delivery grid, which reads package_shipments row by row, never loads the bytes.
 */
export const packageLabels = pgTable('package_labels', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => packageShipments.packageId, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
