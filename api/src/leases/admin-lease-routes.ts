import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Locale } from '@shop/shared/contract/common';
import { leaseComponentDetail, leaseComponentList, leaseOfferCreate, leaseOfferDelete, leaseOfferReorder, leaseOfferUpdate, leaseTabCreate, leaseTabDelete, leaseTabReorder, leaseTabUpdate, type LeaseOfferInputSchema } from '@shop/shared/contract/admin-leases';
import { LEASES_SURROGATE_KEY } from '@shop/shared/contract/leases';
import type { Db } from '../db/database';
import { leaseComponents, leaseOffers, leaseTabs } from '../db/schema/leases';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { markPurgedPrecisely } from '../response-cache/response-cache';
import { adminComponent, findComponent, findOffer, findProductByCode, findTab } from './lease-store';

type OfferBody = v.InferOutput<typeof LeaseOfferInputSchema>;

const notFound = (locale: Locale) => detailError(404, translate(locale, 'api.not_found'));

/** Whether `ids` names each of `existing` exactly once. */
function isPermutation(ids: readonly number[], existing: readonly number[]): boolean {
  return ids.length === existing.length && new Set(ids).size === ids.length && existing.every((id) => ids.includes(id));
}

/** Tabs and offers of a component of the market (docs/leases.md); every change purges the shop's lease answers. */
export function registerAdminLeaseRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  async function componentOrNotFound(id: number, locale: Locale) {
    const component = await findComponent(db(), market(), id);
    if (!component) throw notFound(locale);
    return component;
  }

  /** Purges only the lease answers: the rest of the shop's cache stays warm. Then answers the component. */
  async function changed(componentId: number, request: FastifyRequest, locale: Locale) {
    await app.responseCache.purge({ target: { keys: [LEASES_SURROGATE_KEY] }, soft: false });
    markPurgedPrecisely(request);
    return adminComponent(db(), market(), await componentOrNotFound(componentId, locale));
  }

  async function productIdOrBadRequest(body: OfferBody, locale: Locale): Promise<number> {
    const product = await findProductByCode(db(), market(), body.product_code);
    if (!product) throw validationError({ product_code: [translate(locale, 'leases.product_not_in_market')] });
    return product.id;
  }

  const offerValues = (body: OfferBody, productId: number) => ({
    productId,
    months: body.months,
    monthlyPrice: body.monthly_price,
    validFrom: body.valid_from,
    validTo: body.valid_to,
  });

  registerRoute(app, leaseComponentList, async () => ({
    results: await db()
      .select({ id: leaseComponents.id, name: leaseComponents.name })
      .from(leaseComponents)
      .where(eq(leaseComponents.market, market()))
      .orderBy(asc(leaseComponents.id)),
  }));

  registerRoute(app, leaseComponentDetail, async ({ params, locale }) => adminComponent(db(), market(), await componentOrNotFound(params.id, locale)));

  registerRoute(app, leaseTabCreate, async ({ params, body, locale, request, reply }) => {
    const component = await componentOrNotFound(params.id, locale);
    // A new tab goes last.
    const [last] = await db()
      .select({ position: max(leaseTabs.position) })
      .from(leaseTabs)
      .where(eq(leaseTabs.componentId, component.id));
    await db()
      .insert(leaseTabs)
      .values({ componentId: component.id, nameCs: body.name_cs, nameRo: body.name_ro, position: (last?.position ?? -1) + 1 });
    reply.code(201);
    return changed(component.id, request, locale);
  });

  registerRoute(app, leaseTabUpdate, async ({ params, body, locale, request }) => {
    const tab = await findTab(db(), market(), params.tab_id);
    if (!tab) throw notFound(locale);
    await db().update(leaseTabs).set({ nameCs: body.name_cs, nameRo: body.name_ro }).where(eq(leaseTabs.id, tab.id));
    return changed(tab.componentId, request, locale);
  });

  registerRoute(app, leaseTabDelete, async ({ params, locale, request }) => {
    const tab = await findTab(db(), market(), params.tab_id);
    if (!tab) throw notFound(locale);
    await db().delete(leaseTabs).where(eq(leaseTabs.id, tab.id));
    return changed(tab.componentId, request, locale);
  });

  registerRoute(app, leaseTabReorder, async ({ params, body, locale, request }) => {
    const component = await componentOrNotFound(params.id, locale);
    await reorder(db(), body.ids, locale, {
      currentIds: async (tx) =>
        (await tx.select({ id: leaseTabs.id }).from(leaseTabs).where(eq(leaseTabs.componentId, component.id)).for('update')).map((row) => row.id),
      setPosition: (tx, id, position) => tx.update(leaseTabs).set({ position }).where(and(eq(leaseTabs.id, id), eq(leaseTabs.componentId, component.id))),
    });
    return changed(component.id, request, locale);
  });

  registerRoute(app, leaseOfferCreate, async ({ params, body, locale, request, reply }) => {
    const tab = await findTab(db(), market(), params.tab_id);
    if (!tab) throw notFound(locale);
    const productId = await productIdOrBadRequest(body, locale);
    const [last] = await db()
      .select({ position: max(leaseOffers.position) })
      .from(leaseOffers)
      .where(eq(leaseOffers.tabId, tab.id));
    await db()
      .insert(leaseOffers)
      .values({ tabId: tab.id, ...offerValues(body, productId), position: (last?.position ?? -1) + 1 });
    reply.code(201);
    return changed(tab.componentId, request, locale);
  });

  registerRoute(app, leaseOfferUpdate, async ({ params, body, locale, request }) => {
    const offer = await findOffer(db(), market(), params.offer_id);
    if (!offer) throw notFound(locale);
    const productId = await productIdOrBadRequest(body, locale);
    await db().update(leaseOffers).set(offerValues(body, productId)).where(eq(leaseOffers.id, offer.id));
    return changed(offer.componentId, request, locale);
  });

  registerRoute(app, leaseOfferDelete, async ({ params, locale, request }) => {
    const offer = await findOffer(db(), market(), params.offer_id);
    if (!offer) throw notFound(locale);
    await db().delete(leaseOffers).where(eq(leaseOffers.id, offer.id));
    return changed(offer.componentId, request, locale);
  });

  registerRoute(app, leaseOfferReorder, async ({ params, body, locale, request }) => {
    const tab = await findTab(db(), market(), params.tab_id);
    if (!tab) throw notFound(locale);
    await reorder(db(), body.ids, locale, {
      currentIds: async (tx) => (await tx.select({ id: leaseOffers.id }).from(leaseOffers).where(eq(leaseOffers.tabId, tab.id)).for('update')).map((row) => row.id),
      setPosition: (tx, id, position) => tx.update(leaseOffers).set({ position }).where(and(eq(leaseOffers.id, id), eq(leaseOffers.tabId, tab.id))),
    });
    return changed(tab.componentId, request, locale);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sets positions 0..n-1 in the order of `ids`, which must name every current row once (read locked, so a row
 * added or deleted meanwhile makes it a 400 rather than a half-ordered list).
 */
interface OrderedRows {
  /** The ids there are now, read locked. */
  currentIds: (tx: Tx) => Promise<number[]>;
  setPosition: (tx: Tx, id: number, position: number) => PromiseLike<unknown>;
}

async function reorder(db: Db, ids: readonly number[], locale: Locale, { currentIds, setPosition }: OrderedRows): Promise<void> {
  await db.transaction(async (tx) => {
    if (!isPermutation(ids, await currentIds(tx))) throw validationError({ ids: [translate(locale, 'leases.order_mismatch')] });
    for (const [position, id] of ids.entries()) await setPosition(tx, id, position);
  });
}
