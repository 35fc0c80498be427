import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept here instead of sent when SMTP_URL is unset; staff can read it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The .eml file written beside the row, relative to DATA_DIR. */
  emlFile: text('eml_file').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
