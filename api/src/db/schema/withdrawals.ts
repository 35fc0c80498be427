import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale, Market } from '@shop/shared/contract/common';
import { orderLines, shopOrders } from './cart';

/**
 * O-S6: a customer's withdrawal from the purchase contract (odstoupení od smlouvy / retragere),
 * one row per notice; its lines say which items and how many go back.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** CZ `prefix-number/bank` or a RO IBAN, normalized by the market's validator; empty when the money goes back to the card. */
    refundAccount: text('refund_account').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_withdrawals_order_idx').on(table.orderId)],
);

export const orderWithdrawalLines = pgTable(
  'order_withdrawal_lines',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => orderWithdrawals.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [index('order_withdrawal_lines_line_idx').on(table.orderLineId)],
);
