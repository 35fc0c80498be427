import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines } from './cart';
import { masterProducts, products } from './catalogue';
import { users } from './users';

export const REVIEW_STATUSES = ['pending', 'approved', 'disapproved'] as const;

/** One change staff made to a review: what the fields were before, so an edit never silently rewrites a customer's words. */
export interface ReviewRevision {
  at: string;
  byUserId: number;
  before: Record<string, unknown>;
}

/**
 * A customer's review of a master product (docs/reviews.md). Only `approved` rows are shown and
 * counted; a trigger keeps `master_products.rating_average` / `rating_count` from them.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    /** The variant reviewed when the customer chose one (OT-R2), else null. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The purchase that verifies the review; null only for reviews imported by the seed. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    text: text('text').notNull().default(''),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    disapprovalReason: text('disapproval_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    revisions: jsonb('revisions').$type<ReviewRevision[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_reviews_master_status_idx').on(table.masterProductId, table.status, table.createdAt.desc()),
    index('product_reviews_market_status_idx').on(table.market, table.status, table.createdAt.desc()),
    index('product_reviews_user_idx').on(table.userId),
  ],
);
