import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, shopOrders } from './cart';
import { users } from './users';

/**
 * The staff desk's timeline of an order: one row per change (status, cancel, added product,
 * picking, crate, custom e-mail), with who made it. `details` keeps what the change was about
 * (from/to status, reason, product code), so the timeline can be shown in either language.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** O-R1: the picking state of one order line; a line without a row is still waiting. */
export const orderLinePicking = pgTable('order_line_picking', {
  lineId: integer('line_id')
    .primaryKey()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('waiting'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** O-S12: a physical crate holds the picked goods of at most one order at a time. */
export const orderCrates = pgTable(
  'order_crates',
  {
    code: text('code').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_crates_order_idx').on(table.orderId)],
);
