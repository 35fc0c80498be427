import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every cache purge, who asked for it and how it went: purges are rare and each one costs the CDN a refill. */
export const cachePurges = pgTable(
  'cache_purges',
  {
    id: serial('id').primaryKey(),
    /** Kept after the account is deleted, as the e-mail below says who it was. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    mode: text('mode', { enum: ['key', 'url', 'full'] }).notNull(),
    keys: text('keys').array().notNull().default([]),
    url: text('url').notNull().default(''),
    soft: boolean('soft').notNull().default(false),
    /** Answers dropped or marked stale in this server's cache. */
    localEntries: integer('local_entries').notNull(),
    cdnTarget: text('cdn_target', { enum: ['fastly', 'stand-in'] }).notNull(),
    cdnCalls: integer('cdn_calls').notNull(),
    /** Null when the CDN purge succeeded; else the error the staff member saw. */
    cdnError: text('cdn_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cache_purges_created_at_idx').on(table.createdAt)],
);
