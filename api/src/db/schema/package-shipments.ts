import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderPackages } from './cart';
import { users } from './users';

/**
 * O-S10: a package handed to its carrier. The carrier's answer (delivery number, tracking URL) is
 * kept beside the package row so the checkout's table stays as it is; a package has at most one.
 */
export const packageShipments = pgTable(
  'package_shipments',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    deliveryNumber: text('delivery_number').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    handedAt: timestamp('handed_at', { withTimezone: true }).notNull().defaultNow(),
    handedBy: integer('handed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('package_shipments_carrier_number_idx').on(table.carrier, table.deliveryNumber)],
);
