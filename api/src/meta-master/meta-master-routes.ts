import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  metaMasterAdd,
  metaMasterAddMasterProduct,
  metaMasterDelete,
  metaMasterExclude,
  metaMasterGet,
  metaMasterSwap,
  metaMasterUpdate,
  type MetaMaster,
} from '@shop/shared/contract/admin-meta-master';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { masterProducts } from '../db/schema/catalogue';
import { metaMasterProducts, metaMasters } from '../db/schema/meta-master';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';

async function readMetaMaster(db: Db, market: Market, id: number, locale: Locale): Promise<MetaMaster> {
  const meta = (await db.select().from(metaMasters).where(and(eq(metaMasters.id, id), eq(metaMasters.market, market))))[0];
  if (!meta) throw detailError(404, translate(locale, 'meta_master.not_found'));
  const members = await db
    .select({ id: masterProducts.id, name: masterProducts.name })
    .from(metaMasterProducts)
    .innerJoin(masterProducts, eq(masterProducts.id, metaMasterProducts.masterProductId))
    .where(eq(metaMasterProducts.metaMasterId, id))
    .orderBy(asc(masterProducts.name), asc(masterProducts.id));
  return { id: meta.id, name: meta.name, master_products: members };
}

/** Only the market's own master products can be grouped; an unknown id is the staff's typo, a 400. */
async function checkMasterProducts(db: Db, market: Market, ids: number[], field: string, locale: Locale): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: masterProducts.id }).from(masterProducts).where(and(inArray(masterProducts.id, ids), eq(masterProducts.market, market)));
  if (found.length !== new Set(ids).size) throw validationError({ [field]: [translate(locale, 'meta_master.product_unknown')] });
}

async function unlessGrouped<T>(locale: Locale, field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'meta_master_products_master_unique') throw validationError({ [field]: [translate(locale, 'meta_master.product_grouped')] });
    throw error;
  }
}

export function registerMetaMasterRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, metaMasterAdd, async ({ body, locale, reply }) => {
    await checkMasterProducts(db(), market(), body.master_product_ids, 'master_product_ids', locale);
    const id = await unlessGrouped(locale, 'master_product_ids', () =>
      db().transaction(async (tx) => {
        const [meta] = await tx.insert(metaMasters).values({ market: market(), name: body.name }).returning({ id: metaMasters.id });
        const ids = [...new Set(body.master_product_ids)];
        if (ids.length > 0) await tx.insert(metaMasterProducts).values(ids.map((masterProductId) => ({ metaMasterId: meta!.id, masterProductId })));
        return meta!.id;
      }),
    );
    reply.code(201);
    return readMetaMaster(db(), market(), id, locale);
  });

  registerRoute(app, metaMasterGet, ({ params, locale }) => readMetaMaster(db(), market(), params.meta_master_id, locale));

  registerRoute(app, metaMasterUpdate, async ({ params, body, locale }) => {
    await db().update(metaMasters).set({ name: body.name }).where(and(eq(metaMasters.id, params.meta_master_id), eq(metaMasters.market, market())));
    return readMetaMaster(db(), market(), params.meta_master_id, locale);
  });

  registerRoute(app, metaMasterDelete, async ({ params, locale }) => {
    const deleted = await db().delete(metaMasters).where(and(eq(metaMasters.id, params.meta_master_id), eq(metaMasters.market, market()))).returning({ id: metaMasters.id });
    if (deleted.length === 0) throw detailError(404, translate(locale, 'meta_master.not_found'));
    return { id: params.meta_master_id };
  });

  registerRoute(app, metaMasterAddMasterProduct, async ({ body, locale }) => {
    await readMetaMaster(db(), market(), body.meta_master_id, locale);
    await checkMasterProducts(db(), market(), [body.master_product_id], 'master_product_id', locale);
    await unlessGrouped(locale, 'master_product_id', () => db().insert(metaMasterProducts).values({ metaMasterId: body.meta_master_id, masterProductId: body.master_product_id }));
    return readMetaMaster(db(), market(), body.meta_master_id, locale);
  });

  registerRoute(app, metaMasterSwap, async ({ params, body, locale }) => {
    await checkMasterProducts(db(), market(), [params.master_product_id], 'master_product_id', locale);
    if (body.meta_master_id !== null) await readMetaMaster(db(), market(), body.meta_master_id, locale);
    const previous = await db().transaction(async (tx) => {
      const [left] = await tx.delete(metaMasterProducts).where(eq(metaMasterProducts.masterProductId, params.master_product_id)).returning({ metaMasterId: metaMasterProducts.metaMasterId });
      if (body.meta_master_id !== null) await tx.insert(metaMasterProducts).values({ metaMasterId: body.meta_master_id, masterProductId: params.master_product_id });
      return left?.metaMasterId ?? null;
    });
    const answered = body.meta_master_id ?? previous;
    return answered === null ? null : readMetaMaster(db(), market(), answered, locale);
  });

  registerRoute(app, metaMasterExclude, async ({ params }) => ({
    results: await db()
      .select({ id: metaMasters.id, name: metaMasters.name, size: count(metaMasterProducts.id) })
      .from(metaMasters)
      .leftJoin(metaMasterProducts, eq(metaMasterProducts.metaMasterId, metaMasters.id))
      .where(and(eq(metaMasters.market, market()), ne(metaMasters.id, params.excluded_meta_master_id)))
      .groupBy(metaMasters.id)
      .orderBy(asc(metaMasters.name), asc(metaMasters.id)),
  }));
}
