import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { users } from './users';

/**
 * Links mailed to an account (password reset, e-mail confirmation): only the SHA-256 of the
 * token is kept; a used or expired row opens nothing, and a token works only for its purpose.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['password_reset', 'email_confirmation'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/** A customer's saved addresses, per market (each market's format); at most one default per user and market. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_addresses_user_market_idx').on(table.userId, table.market),
    uniqueIndex('customer_addresses_one_default_idx').on(table.userId, table.market).where(sql`${table.isDefault}`),
  ],
);
