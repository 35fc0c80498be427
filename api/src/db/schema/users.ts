import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';

/** customer, staff or admin; staff and admin may use the admin tools. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt, see api/src/auth/password.ts for the format. */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** International form (`+420601123456`) as the phone validator outputs it, or ''. */
  phone: text('phone').notNull().default(''),
  /** Set once the user opened a link mailed to the address; the summary lists e-mail-linked buyouts and service orders only then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  role: text('role', { enum: ['customer', 'staff', 'admin'] }).notNull().default('customer'),
  /** False: a deactivated staff account (admin-users); it cannot log in, reset its password or keep a session. */
  active: boolean('active').notNull().default(true),
  /** The market a staff member works for (staff lists are per market, issue #33); null: every market (and customers). */
  market: text('market').$type<Market>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the id is a SHA-256 of the `sessionid` cookie, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
