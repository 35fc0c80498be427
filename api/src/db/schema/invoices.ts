import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { shopOrders } from './cart';

/** The seller or buyer as printed on the invoice; kept as issued, so a later change of the order or the shop's data never rewrites a tax document. */
export type InvoiceParty = Record<string, string>;

/** One VAT rate's share of the invoice, in hundredths of the currency (haléře, bani): VAT is not rounded to whole units (MARKETS.md §3). */
export interface InvoiceVatRow {
  rate: number;
  base: number;
  vat: number;
  total: number;
}

/** One printed line, prices in whole units as the order stores them. */
export interface InvoiceLine {
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  finalPrice: number;
}

/**
 * One invoice per shop order (O-S15, O-R2). `number` is `<year>-<seq>` with one continuous series per market and year
 * (§29(1)(e) ZDPH, art. 319(20)(a) Codul fiscal); the unique constraints keep both the series and "one per order".
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    status: text('status').$type<'not_created' | 'in_progress' | 'created'>().notNull(),
    currency: text('currency').$type<'CZK' | 'RON'>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** DUZP / data livrării: the payment date for a prepaid order, the delivery date for cash on delivery. */
    taxableSupplyDate: text('taxable_supply_date').notNull(),
    /** Whole units, as the order's total. */
    total: integer('total').notNull(),
    vatRows: jsonb('vat_rows').$type<InvoiceVatRow[]>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [unique('invoices_market_year_sequence_unique').on(table.market, table.year, table.sequence), index('invoices_number_idx').on(table.number)],
);
