import type { Market } from '@shop/shared/contract/common';
import { categories } from '../../schema/categories';
import { productTypes } from '../../schema/catalog';
import type { Db } from '../../database';
import type { SeedStep } from '../seed-step';
import { slugify } from '../slugify';
import { accessoryChildren, accessoryRoot, makersOf, marketName, typeNames, typeSeoName } from './category-names';
import { productTypeSeeds } from './product-types';

async function insertCategory(tx: Db, values: typeof categories.$inferInsert): Promise<number> {
  const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

/** One tree per market: a category per product type with its makers below, then accessories. */
async function seedMarket(tx: Db, market: Market, typeIds: Map<string, number>): Promise<void> {
  for (const [position, type] of productTypeSeeds.entries()) {
    const seoName = typeSeoName(market, type);
    const typeDeviceId = typeIds.get(type.code)!;
    const device = { market, forBuyout: true, forService: true, filterable: true, typeDeviceId };
    const rootId = await insertCategory(tx, { ...device, name: marketName(market, typeNames(type)), position, seoName, urlPath: `/${seoName}/` });
    await tx.insert(categories).values(
      makersOf(type.code).map((maker, makerPosition) => ({
        ...device,
        name: maker,
        parentId: rootId,
        position: makerPosition,
        seoName: `${seoName}-${slugify(maker)}`,
        urlPath: `/${seoName}/${slugify(maker)}/`,
      })),
    );
  }
  const rootSeoName = slugify(marketName(market, accessoryRoot));
  const rootId = await insertCategory(tx, {
    market,
    name: marketName(market, accessoryRoot),
    position: productTypeSeeds.length,
    seoName: rootSeoName,
    filterable: true,
    urlPath: `/${rootSeoName}/`,
  });
  await tx.insert(categories).values(
    accessoryChildren.map((names, position) => {
      const seoName = slugify(marketName(market, names));
      return { market, name: marketName(market, names), parentId: rootId, position, seoName, filterable: true, urlPath: `/${rootSeoName}/${seoName}/` };
    }),
  );
}

export const seedCategories: SeedStep = {
  name: 'categories',
  async run(tx) {
    const typeRows = await tx.select({ id: productTypes.id, code: productTypes.code }).from(productTypes);
    const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));
    for (const market of ['CZ', 'RO'] as const) await seedMarket(tx, market, typeIds);
  },
};
