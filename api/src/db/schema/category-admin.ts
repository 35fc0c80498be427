import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { manufacturers } from './catalog';
import { categories } from './categories';
import { users } from './users';

/** The spec's category `manufacturers` (a multi-select of AC-A3). */
export const categoryManufacturers = pgTable(
  'category_manufacturers',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.manufacturerId] })],
);

/**
 * Who changed which category when. No foreign key to the category: the record of a delete
 * outlives the row; the user's goes null when the account is removed.
 */
export const categoryChanges = pgTable(
  'category_changes',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    categoryId: integer('category_id').notNull(),
    action: text('action', { enum: ['add', 'update', 'move', 'delete'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('category_changes_category_idx').on(table.categoryId, table.changedAt)],
);

/** The gallery's file sets (spec section 7 "file sets by term"), where category photos are picked. */
export const fileSets = pgTable('file_sets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    fileSetId: integer('file_set_id')
      .notNull()
      .references(() => fileSets.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The Czech alternative text (the column predates the gallery admin). */
    alt: text('alt').notNull().default(''),
    /** The Romanian alternative text (gallery admin, docs/admin-tools.md). */
    altRo: text('alt_ro').notNull().default(''),
  },
  (table) => [index('photos_file_set_idx').on(table.fileSetId)],
);
