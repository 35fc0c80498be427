import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { menuHamburger, type MenuItem } from '@shop/shared/contract/menu';
import { marketConfig } from '@shop/shared/i18n/market';
import { categories } from '../db/schema/categories';
import { menuItems } from '../db/schema/menu';
import { registerRoute } from '../http/register-route';
import { categoryEntry, type MenuRow } from './category-entry';
import { hiddenCategoryIds } from './hidden-categories';

function buildTree(rows: MenuRow[], market: Market, locale: Locale): MenuItem[] {
  const marketLocale = marketConfig(market).defaultLocale;
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const branch = (parentId: number | null): MenuItem[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const entry = categoryEntry(row, locale, marketLocale);
      return entry ? [{ id: row.id, ...entry, children: branch(row.id) }] : [];
    });
  return branch(null);
}

export function registerMenuRoutes(app: FastifyInstance): void {
  /** The market's menu tree, names in the request's language; feeds the shell's navigation and mega menu. */
  registerRoute(
    app,
    menuHamburger,
    async ({ locale }) => {
      const { db } = app.database;
      const hidden = await hiddenCategoryIds(db, app.config.market);
      const rows = await db
        .select({
          id: menuItems.id,
          parentId: menuItems.parentId,
          nameCs: menuItems.nameCs,
          nameRo: menuItems.nameRo,
          url: menuItems.url,
          category: { id: categories.id, name: categories.name, urlPath: categories.urlPath },
        })
        .from(menuItems)
        .leftJoin(categories, eq(categories.id, menuItems.categoryId))
        .where(eq(menuItems.market, app.config.market))
        .orderBy(asc(menuItems.position), asc(menuItems.id));
      const linked = rows.map((row) => ({ ...row, category: row.category && { ...row.category, shown: !hidden.has(row.category.id) } }));
      return { items: buildTree(linked, app.config.market, locale) };
    },
    { cdnCache: { maxAge: 300, keys: ['menu', 'hamburger'] } },
  );
}
