import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { shopOrders } from './cart';
import { invoices, type InvoiceLine, type InvoiceParty, type InvoiceVatRow } from './invoices';
import { users } from './users';
import { orderWithdrawals } from './withdrawals';

/**
 * A credit note (opravný daňový doklad, §42 ZDPH / factură de stornare, art. 330 Codul fiscal) for a contract
 * withdrawal staff accepted and refunded: one per withdrawal, referencing the order's invoice, amounts negative.
 * `number` is `D<year>-<seq>`, its own continuous series per market and year, apart from the invoices'.
 * Snapshots like the invoice, so later changes never rewrite a tax document. Decisions: docs/invoices.md.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .unique()
      .references(() => orderWithdrawals.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    currency: text('currency').$type<'CZK' | 'RON'>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whole units, negative: what the customer gets back. */
    total: integer('total').notNull(),
    vatRows: jsonb('vat_rows').$type<InvoiceVatRow[]>().notNull(),
    /** Negative quantities and prices, as the credit note prints them. */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** Whole units, positive: the money actually sent back, at most what the customer paid (0 for a never-paid order). */
    refunded: integer('refunded').notNull().default(0),
    /** How it went back: `bank_transfer` to the withdrawal's account, `none` when nothing had been paid. */
    refundMethod: text('refund_method').$type<'bank_transfer' | 'card' | 'none'>().notNull().default('bank_transfer'),
    /** The staff member who accepted the withdrawal and refunded it. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique('credit_notes_market_year_sequence_unique').on(table.market, table.year, table.sequence), unique('credit_notes_number_unique').on(table.market, table.number)],
);
