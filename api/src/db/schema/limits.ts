import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters shared by every server process: mails per recipient, the global
 * ceiling of a public write (api/src/limits/counters.ts). Old windows are removed as new ones start.
 */
export const abuseCounters = pgTable(
  'abuse_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** The first answer to a public write, replayed to an identical submit within the window (api/src/limits/idempotency.ts). */
export const idempotentAnswers = pgTable('idempotent_answers', {
  /** SHA-256 of route, language and body: the body itself (personal data) is not kept. */
  key: text('key').primaryKey(),
  statusCode: integer('status_code').notNull(),
  body: jsonb('body').notNull(),
  location: text('location'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Wrong passwords per account since its last good login, for the per-account backoff (api/src/auth/login-backoff.ts). */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
