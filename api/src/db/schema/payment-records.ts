import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopOrders } from './cart';
import { users } from './users';

/**
 * Money staff saw arrive for an order (O-R3): a bank transfer on the statement, cash, a card terminal. The gateway's
 * payments stay in `order_payments`; the order's payment state is derived from both (api/src/orders/payments/).
 */
export const orderPaymentRecords = pgTable(
  'order_payment_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    /** Whole units of the order's currency, positive. */
    amount: integer('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    method: text('method').$type<'bank_transfer' | 'cash' | 'card_terminal' | 'other'>().notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The bank statement line this payment was imported from (api/src/orders/bank-statement/); null when typed on the
     * desk. Unique, so importing one statement twice records each line once.
     */
    statementKey: text('statement_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_payment_records_order_idx').on(table.orderId), uniqueIndex('order_payment_records_statement_key_unique').on(table.statementKey)],
);
