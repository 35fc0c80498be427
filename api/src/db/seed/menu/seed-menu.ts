import type { Market } from '@shop/shared/contract/common';
import { sql } from 'drizzle-orm';
import { pagePath, type PageName } from '@shop/shared/routing/page-paths';
import { menuItems } from '../../schema/menu';
import type { Db } from '../../database';
import { accessoryChildren, accessoryRoot, makersOf, marketName, typeNames, typeSeoName, type Names } from '../catalog/category-names';
import { productTypeSeeds } from '../catalog/product-types';
import type { SeedStep } from '../seed-step';
import { slugify } from '../slugify';

interface MenuEntry {
  names: Names;
  url: string;
  children: MenuEntry[];
}

const pageNames: [PageName, Names][] = [
  ['buyout', { cs: 'Výkup', ro: 'Răscumpărare' }],
  ['service', { cs: 'Servis', ro: 'Service' }],
  ['stores', { cs: 'Prodejny', ro: 'Magazine' }],
  ['contact', { cs: 'Kontakt', ro: 'Contact' }],
];

/** The market's menu: catalogue categories (as the category seed names them) followed by the shop's pages. */
function marketMenu(market: Market): MenuEntry[] {
  const typeEntries = productTypeSeeds.map((type) => {
    const base = `/${typeSeoName(market, type)}/`;
    const children = makersOf(type.code).map((maker) => ({ names: { cs: maker, ro: maker }, url: `${base}${slugify(maker)}/`, children: [] }));
    return { names: typeNames(type), url: base, children };
  });
  const accessoriesBase = `/${slugify(marketName(market, accessoryRoot))}/`;
  const accessories = {
    names: accessoryRoot,
    url: accessoriesBase,
    children: accessoryChildren.map((names) => ({ names, url: `${accessoriesBase}${slugify(marketName(market, names))}/`, children: [] })),
  };
  const pages = pageNames.map(([page, names]) => ({ names, url: pagePath(market, page), children: [] }));
  return [...typeEntries, accessories, ...pages];
}

async function insertEntries(tx: Db, market: Market, entries: MenuEntry[], parentId: number | null): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({ market, parentId, position, nameCs: entry.names.cs, nameRo: entry.names.ro, url: entry.url })
      .returning({ id: menuItems.id });
    await insertEntries(tx, market, entry.children, row!.id);
  }
}

export const seedMenu: SeedStep = {
  name: 'menu',
  async run(tx) {
    for (const market of ['CZ', 'RO'] as const) await insertEntries(tx, market, marketMenu(market), null);
    // The same link the migration makes: catalogue entries follow their category from now on.
    await tx.execute(sql`UPDATE menu_items m SET category_id = c.id FROM categories c WHERE c.market = m.market AND c.url_path = m.url`);
  },
};
