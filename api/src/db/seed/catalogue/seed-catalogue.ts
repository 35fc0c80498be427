import { eq, inArray, sql } from 'drizzle-orm';
import { QUALITIES } from '@shop/shared/buyout/quality';
import type { Market } from '@shop/shared/contract/common';
import type { PgTable } from 'drizzle-orm/pg-core';
import { colours, manufacturers, models, productTypes } from '../../schema/catalog';
import { categories } from '../../schema/categories';
import {
  attributeDefinitions,
  badges,
  gifts,
  masterProductCategories,
  masterProducts,
  productAttributeValues,
  productBadges,
  productGifts,
  products,
  productSpecialOfferIcons,
  productStoreStock,
  specialOfferIcons,
  typeDevices,
} from '../../schema/catalogue';
import { stores } from '../../schema/stores';
import type { Db } from '../../database';
import { marketName } from '../catalog/category-names';
import type { ProductTypeCode } from '../catalog/product-types';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';
import { slugify } from '../slugify';
import { bulkInsert } from '../bulk-insert';
import { ACCESSORY_BRANDS, accessoryDrafts } from './accessory-drafts';
import { VAT_RATE, USED_PRICE_SHARE } from './catalogue-prices';
import { CodeSequence, deviceDrafts, type ModelInput } from './device-drafts';
import type { CatalogueDraft, ProductDraft } from './drafts';
import { badgeSeeds, giftSeeds, specialOfferIconSeeds, typeDeviceSeeds } from './type-device-seeds';
import { planShowsDiscount, priceHistoryPlan } from './price-history-plan';

const MARKETS: Market[] = ['CZ', 'RO'];
const BATCH = 5000;

/** How many products the benchmarks want in which markets; `undefined` for the normal catalogue. */
export interface SeedTarget {
  products: number;
  markets: readonly Market[];
}

/**
 * `CATALOGUE_SEED_PRODUCTS=100000` fills each market up to that many products (extra used pieces
 * of the seeded models) for the benchmarks, `CZ:100000` only the Czech one (quicker to seed);
 * unset, each market has the normal catalogue of about 3,100.
 */
export function catalogueSeedTarget(env: NodeJS.ProcessEnv = process.env): SeedTarget | undefined {
  const text = env.CATALOGUE_SEED_PRODUCTS?.trim();
  if (!text) return undefined;
  const match = /^(?:(CZ|RO):)?(\d{1,7})$/.exec(text);
  if (!match) throw new Error(`CATALOGUE_SEED_PRODUCTS must be a number, optionally after a market (CZ:100000), got "${text}"`);
  return { products: Number(match[2]), markets: match[1] ? [match[1] as Market] : MARKETS };
}

async function insertInBatches<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await bulkInsert(tx, table, rows.slice(start, start + BATCH));
}

async function insertReference(tx: Db): Promise<Map<string, number>> {
  const typeRows = await tx.select({ id: productTypes.id, code: productTypes.code }).from(productTypes);
  const productTypeIds = new Map(typeRows.map((row) => [row.code, row.id]));
  const inserted = await tx
    .insert(typeDevices)
    .values(
      typeDeviceSeeds.map((seed) => ({
        code: seed.code,
        nameCs: seed.names.cs,
        nameRo: seed.names.ro,
        pluralCs: seed.plurals.cs,
        pluralRo: seed.plurals.ro,
        pictureKind: seed.pictureKind,
        productTypeId: seed.productType ? productTypeIds.get(seed.productType)! : null,
        buyoutBonusPercent: seed.buyoutBonusPercent ?? null,
      })),
    )
    .returning({ id: typeDevices.id, code: typeDevices.code });
  const typeDeviceIds = new Map(inserted.map((row) => [row.code, row.id]));
  await tx.insert(attributeDefinitions).values(
    typeDeviceSeeds.flatMap((seed) =>
      seed.attributes.map((attribute, position) => ({
        typeDeviceId: typeDeviceIds.get(seed.code)!,
        code: attribute.code,
        nameCs: attribute.names.cs,
        nameRo: attribute.names.ro,
        unit: attribute.unit,
        position,
        filterable: attribute.filterable,
      })),
    ),
  );
  await tx.insert(badges).values(badgeSeeds.map((seed) => ({ code: seed.code, nameCs: seed.names.cs, nameRo: seed.names.ro, colour: seed.colour })));
  await tx.insert(specialOfferIcons).values(specialOfferIconSeeds.map((seed) => ({ code: seed.code, nameCs: seed.names.cs, nameRo: seed.names.ro })));
  await tx.insert(gifts).values(MARKETS.flatMap((market) => giftSeeds.map((seed) => ({ market, code: seed.code, name: marketName(market, seed.names), price: seed.price[market] }))));
  await tx
    .insert(manufacturers)
    .values(ACCESSORY_BRANDS.map((name) => ({ name, slug: slugify(name) })))
    .onConflictDoNothing();
  return typeDeviceIds;
}

async function loadModels(tx: Db): Promise<ModelInput[]> {
  const modelRows = await tx
    .select({ id: models.id, name: models.name, manufacturer: manufacturers.name, type: productTypes.code, releaseYear: models.releaseYear })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .orderBy(models.id);
  const colourRows = await tx.select().from(colours).orderBy(colours.id);
  return modelRows.map((row) => ({
    ...row,
    type: row.type as ProductTypeCode,
    colours: colourRows.filter((colour) => colour.modelId === row.id),
  }));
}

/** Extra used pieces of the seeded devices until the market has `target` products (benchmarks). */
function fillWithUsedPieces(draft: CatalogueDraft, codes: CodeSequence, target: number): void {
  const devices = draft.products.filter((product) => product.condition === 'new' && product.capacity !== null);
  for (let index = 0; draft.products.length < target; index++) {
    const source = devices[index % devices.length]!;
    const code = codes.take();
    const random = seededRandom(hashText(code));
    const quality = QUALITIES[Math.floor(random() * QUALITIES.length)]!;
    const longName = `${source.longName} (${quality})`;
    draft.products.push({
      ...source,
      code,
      seoName: `${slugify(longName)}-${code.toLowerCase()}`,
      longName,
      condition: 'used',
      quality,
      price: Math.max(1, Math.round(source.price * USED_PRICE_SHARE[quality])),
      commonPrice: null,
      popularity: Math.floor(random() * 20),
      giftCode: null,
    });
  }
}

interface StockPlan {
  stores: { storeId: number; quantity: number }[];
  warehouse: number;
  supplierDays: number | null;
}

/** New goods: some stores, the warehouse, mostly the supplier too; a used piece is in one place. */
function stockOf(product: ProductDraft, market: Market, storeIds: number[]): StockPlan {
  const random = seededRandom(hashText(`stock/${market}/${product.code}`));
  if (product.condition === 'used') {
    const inStore = random() < 0.6;
    return {
      stores: inStore ? [{ storeId: storeIds[Math.floor(random() * storeIds.length)]!, quantity: 1 }] : [],
      warehouse: inStore ? 0 : random() < 0.7 ? 1 : 0,
      supplierDays: null,
    };
  }
  const shelf = storeIds.filter(() => random() < 0.08).map((storeId) => ({ storeId, quantity: 1 + Math.floor(random() * 6) }));
  return {
    stores: shelf,
    warehouse: random() < 0.7 ? Math.floor(random() * 40) : 0,
    supplierDays: random() < 0.6 ? 2 + Math.floor(random() * 6) : null,
  };
}

async function seedMarket(tx: Db, market: Market, modelInputs: ModelInput[], typeDeviceIds: Map<string, number>, target: number): Promise<void> {
  const year = new Date().getFullYear();
  const draft: CatalogueDraft = { masters: [], products: [] };
  const codes = new CodeSequence();
  deviceDrafts(market, modelInputs, codes, year, draft);
  accessoryDrafts(market, modelInputs, codes, year, draft);
  fillWithUsedPieces(draft, codes, target);

  const makerRows = await tx.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers);
  const makerIds = new Map(makerRows.map((row) => [row.name, row.id]));
  const categoryRows = await tx.select({ id: categories.id, seoName: categories.seoName }).from(categories).where(eq(categories.market, market));
  const categoryIds = new Map(categoryRows.map((row) => [row.seoName, row.id]));
  const storeIds = (await tx.select({ id: stores.id }).from(stores).where(eq(stores.market, market)).orderBy(stores.id)).map((row) => row.id);

  const masterRows = await bulkInsert(
    tx,
    masterProducts,
    draft.masters.map((master) => ({
      market,
      typeDeviceId: typeDeviceIds.get(master.typeCode)!,
      manufacturerId: makerIds.get(master.manufacturer)!,
      modelId: master.modelId,
      fitsModelId: master.fitsModelId,
      name: master.name,
      seoName: master.seoName,
      ratingAverage: master.rating?.average ?? null,
      ratingCount: master.rating?.count ?? 0,
    })),
    ['id', 'seoName'],
  );
  const idBySeoName = new Map(masterRows.map((row) => [row.seoName as string, row.id as number]));
  const masterIds = new Map(draft.masters.map((master) => [master.key, idBySeoName.get(master.seoName)!]));
  await insertInBatches(
    tx,
    masterProductCategories,
    draft.masters.map((master) => ({ masterProductId: masterIds.get(master.key)!, categoryId: categoryIds.get(master.categorySeoName)! })),
  );

  const stock = draft.products.map((product) => stockOf(product, market, storeIds));
  const now = new Date();
  const pricePlans = draft.products.map((product, index) => priceHistoryPlan(product, index, now));
  const productIds: number[] = [];
  for (let start = 0; start < draft.products.length; start += BATCH) {
    const rows = await bulkInsert(
      tx,
      products,
      draft.products.slice(start, start + BATCH).map((product, offset) => {
        const plan = stock[start + offset]!;
        return {
          market,
          masterProductId: masterIds.get(product.masterKey)!,
          manufacturerId: makerIds.get(product.manufacturer)!,
          typeDeviceId: typeDeviceIds.get(product.typeCode)!,
          code: product.code,
          seoName: product.seoName,
          longName: product.longName,
          shortName: product.shortName,
          colourName: product.colourName,
          colourHex: product.colourHex,
          capacity: product.capacity,
          condition: product.condition,
          quality: product.quality,
          // The first price of its history; the later ones are applied below, so the trigger computes common_price.
          price: pricePlans[start + offset]![0]!.price,
          priceSince: pricePlans[start + offset]![0]!.since,
          vatRate: VAT_RATE[market],
          popularity: product.popularity,
          storeQuantity: plan.stores.reduce((sum, entry) => sum + entry.quantity, 0),
          warehouseQuantity: plan.warehouse,
          supplierDeliveryDays: plan.supplierDays,
          metaAttributesDescription: product.metaAttributesDescription,
          createdAt: product.createdAt,
        };
      }),
      ['id', 'code'],
    );
    const idByCode = new Map(rows.map((row) => [row.code as string, row.id as number]));
    productIds.push(...draft.products.slice(start, start + BATCH).map((product) => idByCode.get(product.code)!));
  }

  await applyLaterPrices(tx, productIds, pricePlans);
  for (const [index, product] of draft.products.entries()) {
    if (!planShowsDiscount(pricePlans[index]!)) product.commonPrice = null;
  }

  await insertInBatches(
    tx,
    productStoreStock,
    draft.products.flatMap((_, index) => stock[index]!.stores.map((entry) => ({ productId: productIds[index]!, ...entry }))),
  );
  await insertAttributeValues(tx, draft.products, productIds, typeDeviceIds);
  await insertLabels(tx, market, draft.products, productIds);
}

/** Each later step of the price plans as one UPDATE per step number, through the price-history trigger. */
async function applyLaterPrices(tx: Db, productIds: number[], plans: { price: number; since: Date }[][]): Promise<void> {
  const steps = Math.max(0, ...plans.map((plan) => plan.length));
  for (let step = 1; step < steps; step += 1) {
    const rows = plans.flatMap((plan, index) => (plan[step] ? [{ id: productIds[index]!, price: plan[step]!.price, since: plan[step]!.since.toISOString() }] : []));
    if (rows.length === 0) continue;
    await tx.execute(sql`
      UPDATE products p SET price = v.price, price_since = v.since
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS v(id integer, price integer, since timestamptz)
      WHERE p.id = v.id`);
  }
}

async function insertAttributeValues(tx: Db, drafts: ProductDraft[], productIds: number[], typeDeviceIds: Map<string, number>): Promise<void> {
  const definitionRows = await tx.select().from(attributeDefinitions);
  const definitionId = new Map(definitionRows.map((row) => [`${row.typeDeviceId}/${row.code}`, row.id]));
  await insertInBatches(
    tx,
    productAttributeValues,
    drafts.flatMap((product, index) =>
      Object.entries(product.attributes).map(([code, value]) => ({
        productId: productIds[index]!,
        attributeId: definitionId.get(`${typeDeviceIds.get(product.typeCode)}/${code}`)!,
        value,
      })),
    ),
  );
}

/** Badges (new model, sale, best seller), icons (free delivery, warranty, tested) and gifts. */
async function insertLabels(tx: Db, market: Market, drafts: ProductDraft[], productIds: number[]): Promise<void> {
  const badgeIds = new Map((await tx.select({ id: badges.id, code: badges.code }).from(badges)).map((row) => [row.code, row.id]));
  const iconIds = new Map((await tx.select({ id: specialOfferIcons.id, code: specialOfferIcons.code }).from(specialOfferIcons)).map((row) => [row.code, row.id]));
  const giftIds = new Map(
    (await tx.select({ id: gifts.id, code: gifts.code }).from(gifts).where(inArray(gifts.market, [market]))).map((row) => [row.code, row.id]),
  );
  const freeDeliveryFrom = market === 'CZ' ? 1500 : 300;
  const badgeRows = drafts.flatMap((product, index) => {
    const codes = [
      product.isNewModel && product.condition === 'new' ? 'new' : null,
      product.commonPrice !== null && product.commonPrice > product.price ? 'sale' : null,
      product.popularity >= 200 ? 'top' : null,
    ].filter((code): code is string => code !== null);
    return codes.map((code) => ({ productId: productIds[index]!, badgeId: badgeIds.get(code)! }));
  });
  const iconRows = drafts.flatMap((product, index) => {
    const codes = [product.price >= freeDeliveryFrom ? 'free-delivery' : null, product.condition === 'used' ? 'tested' : 'warranty-24'].filter(
      (code): code is string => code !== null,
    );
    return codes.map((code) => ({ productId: productIds[index]!, iconId: iconIds.get(code)! }));
  });
  const giftRows = drafts.flatMap((product, index) => (product.giftCode ? [{ productId: productIds[index]!, giftId: giftIds.get(product.giftCode)! }] : []));
  await insertInBatches(tx, productBadges, badgeRows);
  await insertInBatches(tx, productSpecialOfferIcons, iconRows);
  await insertInBatches(tx, productGifts, giftRows);
}

/**
 * The shop's goods in both markets, generated from the buyout catalogue's models: new and
 * used devices plus accessories, with stock over the market's stores (docs/catalogue.md).
 */
export const seedCatalogue: SeedStep = {
  name: 'catalogue',
  async run(tx) {
    const typeDeviceIds = await insertReference(tx);
    const modelInputs = await loadModels(tx);
    const target = catalogueSeedTarget();
    // A bulk load builds the search indexes once at the end instead of row by row (the migrations' definitions).
    if (target) await tx.execute(sql`DROP INDEX products_search_trgm_idx, products_search_vector_idx`);
    for (const market of MARKETS) await seedMarket(tx, market, modelInputs, typeDeviceIds, target?.markets.includes(market) ? target.products : 0);
    if (target) {
      await tx.execute(sql`CREATE INDEX products_search_trgm_idx ON products USING gin (search_document gin_trgm_ops)`);
      await tx.execute(sql`CREATE INDEX products_search_vector_idx ON products USING gin (search_vector)`);
      // Plans for the listing need row counts; autovacuum would only gather them some time after the load.
      await tx.execute(sql`ANALYZE products, product_attribute_values, master_product_categories, product_store_stock, search_words`);
    }
  },
};
