import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps have run, so a step added by a later issue still runs on an existing database. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
