import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopOrders } from './cart';

export const E_FACTURA_STATES = ['pending', 'sent', 'accepted', 'failed'] as const;
export type EFacturaState = (typeof E_FACTURA_STATES)[number];

/**
 * Every Romanian invoice reported to ANAF's e-Factura (due within 5 working days of issue): the XML
 * sent, where the submission stands, and the upload index ANAF answered (docs/markets.md).
 */
export const eFacturaSubmissions = pgTable(
  'e_factura_submissions',
  {
    id: serial('id').primaryKey(),
    /** Null for an invoice without a shop order (none yet: every RO invoice belongs to one). */
    orderId: integer('order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull().unique(),
    xml: text('xml').notNull(),
    state: text('state', { enum: E_FACTURA_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** ANAF's `index_incarcare`: what the status is asked by. */
    uploadIndex: text('upload_index'),
    /** The last moment the law allows: the 5th working day after the issue date. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('e_factura_submissions_due_idx').on(table.state, table.nextAttemptAt), index('e_factura_submissions_order_idx').on(table.orderId)],
);
