import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminManufacturers,
  adminMasterProductDetail,
  adminMasterProductList,
  adminMasterProductUpdate,
  adminMetaMasterList,
  adminProductAttributes,
  adminProductDetail,
  adminProductImages,
  adminProductList,
  adminProductSeo,
  adminProductStock,
} from '@shop/shared/contract/admin-products';
import { manufacturers } from '../db/schema/catalog';
import { metaMasterProducts, metaMasters } from '../db/schema/meta-master';
import { registerRoute } from '../http/register-route';
import { masterProductGrid, readMasterProduct, updateMasterProduct } from './master-products';
import { readAdminProduct } from './product-detail';
import { productGrid, containsFolded } from './product-grid';
import { purgeProductPages } from './product-purge';
import { replaceImages, writeAttributeValues, writeProductVersion, writeSeoTexts, writeStock } from './product-writes';

/** Product admin (AT-A2), master product admin (AT-A3) and the meta-master screen's list (AT-M8). Staff only. */
export function registerAdminProductRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, adminProductList, ({ query, locale }) => productGrid(db(), market(), locale, query));
  registerRoute(app, adminProductDetail, ({ params, locale }) => readAdminProduct(db(), market(), params.id, locale));

  /** Every product save: versioned write, then the shop's cached pages of the product go. */
  const save = async (id: number, version: number, locale: 'cs' | 'ro', write: Parameters<typeof writeProductVersion>[5]) => {
    await writeProductVersion(db(), market(), id, version, locale, write);
    await purgeProductPages(app, [id]);
    return readAdminProduct(db(), market(), id, locale);
  };

  registerRoute(app, adminProductImages, ({ params, body, locale }) => save(params.id, body.version, locale, (tx) => replaceImages(tx, params.id, body.images, locale)));
  registerRoute(app, adminProductAttributes, ({ params, body, locale }) =>
    save(params.id, body.version, locale, (tx, product) => writeAttributeValues(tx, params.id, product.typeDeviceId, body.values, locale)),
  );
  registerRoute(app, adminProductSeo, ({ params, body, locale }) => save(params.id, body.version, locale, (tx) => writeSeoTexts(tx, params.id, { cs: body.cs, ro: body.ro })));
  registerRoute(app, adminProductStock, ({ params, body, locale, user }) => save(params.id, body.version, locale, (tx) => writeStock(tx, market(), params.id, body, user!, locale)));

  registerRoute(app, adminManufacturers, async () => ({
    results: await db().select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
  }));

  registerRoute(app, adminMasterProductList, ({ query, locale }) => masterProductGrid(db(), market(), locale, query));
  registerRoute(app, adminMasterProductDetail, ({ params, locale }) => readMasterProduct(db(), market(), params.id, locale));
  registerRoute(app, adminMasterProductUpdate, async ({ params, body, locale }) => {
    const productIds = await updateMasterProduct(db(), market(), params.id, body, locale);
    await purgeProductPages(app, productIds);
    return readMasterProduct(db(), market(), params.id, locale);
  });

  registerRoute(app, adminMetaMasterList, async ({ query }) => ({
    results: await db()
      .select({ id: metaMasters.id, name: metaMasters.name, size: count(metaMasterProducts.id) })
      .from(metaMasters)
      .leftJoin(metaMasterProducts, eq(metaMasterProducts.metaMasterId, metaMasters.id))
      .where(and(eq(metaMasters.market, market()), query.search ? containsFolded(sql`lower(unaccent(${metaMasters.name}))`, query.search) : undefined))
      .groupBy(metaMasters.id)
      .orderBy(asc(metaMasters.name), asc(metaMasters.id)),
  }));
}
