import { foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';

/** The hamburger / mega menu: one tree per market, names in both languages. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    nameCs: text('name_cs').notNull(),
    nameRo: text('name_ro').notNull(),
    url: text('url').notNull(),
    /**
     * The category an entry shows: its current name, address and visibility win over the copy above, so
     * staff renames and moves reach the menu (docs/category-admin.md). Null for the shop's own pages.
     */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('menu_items_market_parent_idx').on(table.market, table.parentId),
    index('menu_items_category_idx').on(table.categoryId),
  ],
);
