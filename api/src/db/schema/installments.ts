import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { InstallmentApplicationState } from '@shop/shared/orders/installment-states';
import { shopOrders } from './cart';

/**
 * An order's installment application at the provider (one per order paid by installments):
 * the plan as chosen at submit, and the provider's decision (O-S5).
 */
export const installmentApplications = pgTable(
  'installment_applications',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('installment_applications_order_unique')
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    provider: text('provider').notNull(),
    planId: integer('plan_id').notNull(),
    months: integer('months').notNull(),
    monthlyPayment: integer('monthly_payment').notNull(),
    /** The order total the loan covers (down payment included). */
    amount: integer('amount').notNull(),
    state: text('state').$type<InstallmentApplicationState>().notNull().default('submitted'),
    /** The provider's id of the application, once it answered. */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [check('installment_applications_state_check', sql`${table.state} in ('submitted', 'approved', 'rejected', 'cancelled')`)],
);
