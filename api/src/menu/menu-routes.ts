import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import { menuHamburger, type MenuItem } from '@shop/shared/contract/menu';
import { menuItems } from '../db/schema/menu';
import { registerRoute } from '../http/register-route';

type MenuRow = typeof menuItems.$inferSelect;

function buildTree(rows: MenuRow[], locale: Locale): MenuItem[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const branch = (parentId: number | null): MenuItem[] =>
    (children.get(parentId) ?? []).map((row) => ({
      id: row.id,
      name: locale === 'cs' ? row.nameCs : row.nameRo,
      url: row.url,
      children: branch(row.id),
    }));
  return branch(null);
}

export function registerMenuRoutes(app: FastifyInstance): void {
  /** The market's menu tree, names in the request's language; feeds the shell's navigation and mega menu. */
  registerRoute(
    app,
    menuHamburger,
    async ({ locale }) => {
      const rows = await app.database.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.market, app.config.market))
        .orderBy(asc(menuItems.position), asc(menuItems.id));
      return { items: buildTree(rows, locale) };
    },
    { cdnCache: { maxAge: 300, keys: ['menu', 'hamburger'] } },
  );
}
