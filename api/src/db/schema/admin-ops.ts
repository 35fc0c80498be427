import { customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Market } from '@shop/shared/contract/common';
import { photos } from './category-admin';
import { users } from './users';

// Admin tools of issue #11 (branch admin-ops): staff to-do tasks (AT-T1) and component params (AT-A4a/b).
// Decisions: docs/admin-tools.md.

/** A staff to-do, optionally about one order, buyout or service order of the market. */
export const staffTasks = pgTable(
  'staff_tasks',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<Market>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** What the task is about; the reference is the number staff know it by (order number, buyout or service order id). */
    subjectKind: text('subject_kind', { enum: ['none', 'order', 'buyout', 'service_order'] }).notNull().default('none'),
    subjectRef: text('subject_ref').notNull().default(''),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** A calendar day of the market; overdue once that day has passed in the market's time zone. */
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: ['open', 'done'] }).notNull().default('open'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set on tasks the shop opens itself (`buyout-inspection:<id>`, `withdrawal-refund:<id>`), which it closes when done. */
    automatic: text('automatic'),
  },
  (table) => [
    index('staff_tasks_market_status_idx').on(table.market, table.status),
    index('staff_tasks_assignee_idx').on(table.assigneeId),
    uniqueIndex('staff_tasks_automatic_idx').on(table.automatic),
  ],
);

export const staffTaskComments = pgTable(
  'staff_task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => staffTasks.id, { onDelete: 'cascade' }),
    /** Kept after the account is deleted, as the e-mail says who wrote it. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_task_comments_task_idx').on(table.taskId)],
);

/** A component param's current value per market; a key without a row has its default (shared/src/component-params). */
export const componentParams = pgTable(
  'component_params',
  {
    market: text('market').$type<Market>().notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByEmail: text('updated_by_email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.market, table.key] })],
);

/** Every change of a component param: who, when, from what to what. */
export const componentParamChanges = pgTable(
  'component_param_changes',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<Market>().notNull(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('component_param_changes_market_key_idx').on(table.market, table.key)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The bytes of a photo uploaded in the gallery admin, kept in the database so every API process
 * serves it without shared disk. Seeded photos have none: their `url` points elsewhere.
 */
export const galleryPhotoFiles = pgTable('gallery_photo_files', {
  photoId: integer('photo_id')
    .primaryKey()
    .references(() => photos.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
