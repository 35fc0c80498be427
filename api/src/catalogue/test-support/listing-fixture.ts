import { and, eq, inArray } from 'drizzle-orm';
import type { Quality } from '@shop/shared/buyout/quality';
import type { Db } from '../../db/database';
import { manufacturers } from '../../db/schema/catalog';
import { categories } from '../../db/schema/categories';
import { attributeDefinitions, masterProductCategories, masterProducts, productAttributeValues, products, typeDevices } from '../../db/schema/catalogue';

export interface FixtureProduct {
  code: string;
  maker: 'Apple' | 'Samsung';
  quality: Quality | null;
  price: number;
  popularity: number;
  createdAt: string;
  storeQuantity: number;
  warehouseQuantity: number;
  storage: string;
  inChild: boolean;
}

/**
 * Six phones in a category of their own (`/testovaci-kategorie/`, filterable, with one
 * subcategory), small enough to count every facet by hand. Their names share "Fixturofon
 * Žluťoučký", which nothing in the seed contains, for the search tests.
 */
export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  { code: 'FX1', maker: 'Apple', quality: null, price: 20000, popularity: 50, createdAt: '2024-01-01', storeQuantity: 2, warehouseQuantity: 0, storage: '128', inChild: false },
  { code: 'FX2', maker: 'Apple', quality: null, price: 25000, popularity: 80, createdAt: '2024-03-01', storeQuantity: 0, warehouseQuantity: 0, storage: '256', inChild: true },
  { code: 'FX3', maker: 'Apple', quality: 'A', price: 15000, popularity: 10, createdAt: '2023-05-01', storeQuantity: 0, warehouseQuantity: 1, storage: '128', inChild: false },
  { code: 'FX4', maker: 'Samsung', quality: null, price: 18000, popularity: 90, createdAt: '2024-02-01', storeQuantity: 0, warehouseQuantity: 5, storage: '256', inChild: true },
  { code: 'FX5', maker: 'Samsung', quality: 'B', price: 9000, popularity: 30, createdAt: '2023-01-01', storeQuantity: 1, warehouseQuantity: 0, storage: '128', inChild: false },
  { code: 'FX6', maker: 'Samsung', quality: 'A', price: 11000, popularity: 20, createdAt: '2023-07-01', storeQuantity: 0, warehouseQuantity: 0, storage: '512', inChild: false },
];

export const FIXTURE_ROOT_PATH = '/testovaci-kategorie/';
export const FIXTURE_CHILD_PATH = '/testovaci-kategorie/podkategorie/';

export interface InsertedFixture {
  makerIds: { Apple: number; Samsung: number };
  rootId: number;
}

/** Inserts the fixture into the Czech market of a seeded database. */
export async function insertListingFixture(db: Db): Promise<InsertedFixture> {
  const [phones] = await db.select().from(typeDevices).where(eq(typeDevices.code, 'phones'));
  const [storage] = await db
    .select()
    .from(attributeDefinitions)
    .where(and(eq(attributeDefinitions.code, 'storage'), eq(attributeDefinitions.typeDeviceId, phones!.id)));
  const makers = await db.select().from(manufacturers).where(inArray(manufacturers.name, ['Apple', 'Samsung']));
  const makerIds = Object.fromEntries(makers.map((maker) => [maker.name, maker.id])) as InsertedFixture['makerIds'];
  const [root] = await db
    .insert(categories)
    .values({ market: 'CZ', name: 'Testovací kategorie', seoName: 'testovaci-kategorie', urlPath: FIXTURE_ROOT_PATH, filterable: true, position: 99 })
    .returning();
  const [child] = await db
    .insert(categories)
    .values({ market: 'CZ', name: 'Podkategorie', parentId: root!.id, seoName: 'testovaci-kategorie-podkategorie', urlPath: FIXTURE_CHILD_PATH, filterable: true })
    .returning();
  for (const fixture of FIXTURE_PRODUCTS) {
    const [master] = await db
      .insert(masterProducts)
      .values({ market: 'CZ', typeDeviceId: phones!.id, manufacturerId: makerIds[fixture.maker], name: `Fixturofon ${fixture.code}`, seoName: `fixturofon-${fixture.code.toLowerCase()}` })
      .returning();
    await db.insert(masterProductCategories).values({ masterProductId: master!.id, categoryId: fixture.inChild ? child!.id : root!.id });
    const [product] = await db
      .insert(products)
      .values({
        market: 'CZ',
        masterProductId: master!.id,
        manufacturerId: makerIds[fixture.maker],
        typeDeviceId: phones!.id,
        code: fixture.code,
        seoName: `fixturofon-zlutoucky-${fixture.code.toLowerCase()}`,
        longName: `${fixture.maker} Fixturofon Žluťoučký ${fixture.storage} GB`,
        shortName: `Fixturofon ${fixture.storage} GB`,
        colourName: 'Černá',
        colourHex: '#1c1c1e',
        capacity: `${fixture.storage} GB`,
        condition: fixture.quality ? 'used' : 'new',
        quality: fixture.quality,
        price: fixture.price,
        vatRate: 21,
        popularity: fixture.popularity,
        storeQuantity: fixture.storeQuantity,
        warehouseQuantity: fixture.warehouseQuantity,
        createdAt: new Date(`${fixture.createdAt}T10:00:00Z`),
      })
      .returning();
    await db.insert(productAttributeValues).values({ productId: product!.id, attributeId: storage!.id, value: fixture.storage });
  }
  return { makerIds, rootId: root!.id };
}
