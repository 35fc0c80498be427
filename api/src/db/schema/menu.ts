import { foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('menu_items_market_parent_idx').on(table.market, table.parentId),
  ],
);
