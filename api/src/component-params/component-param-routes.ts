import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPONENT_PARAMS_SURROGATE_KEY } from '@shop/shared/component-params/component-params';
import { componentParamList, componentParamSave, shopComponentParams, type ComponentParamSave } from '@shop/shared/contract/admin-component-params';
import type { Locale, Market } from '@shop/shared/contract/common';
import { sellerIdentitySchema } from '@shop/shared/seller/seller-identity';
import * as v from 'valibot';
import { componentParamChanges, componentParams } from '../db/schema/admin-ops';
import { validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { registerRoute } from '../http/register-route';
import { markPurgedPrecisely } from '../response-cache/response-cache';
import { componentParamValues, readComponentParams } from './component-param-store';

/** The shop may keep the answer this long; a save purges it at once. */
const SHOP_PARAMS_MAX_AGE_SECONDS = 300;

/** The value as stored: the seller passes its market's rules (IČO or CUI, county, Reg. Com.) and is kept normalised. */
function checkedValue(body: ComponentParamSave, market: Market, locale: Locale): unknown {
  if (body.key !== 'seller') return body.value;
  const parsed = v.safeParse(sellerIdentitySchema(market), body.value, { abortPipeEarly: true });
  if (!parsed.success) throw validationError({ value: fieldErrorsOf(parsed.issues, locale) });
  return parsed.output;
}

export function registerComponentParamRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, componentParamList, async () => ({ results: await readComponentParams(db(), market()) }));

  registerRoute(app, componentParamSave, async ({ body, user, request, locale }) => {
    const me = user!;
    const value = checkedValue(body, market(), locale);
    await db().transaction(async (tx) => {
      // The row is locked while the audit reads the old value, so two saves at once log a true chain.
      const [old] = await tx
        .select({ value: componentParams.value })
        .from(componentParams)
        .where(and(eq(componentParams.market, market()), eq(componentParams.key, body.key)))
        .for('update');
      await tx
        .insert(componentParams)
        .values({ market: market(), key: body.key, value, updatedByEmail: me.email })
        .onConflictDoUpdate({ target: [componentParams.market, componentParams.key], set: { value, updatedByEmail: me.email, updatedAt: sql`now()` } });
      await tx.insert(componentParamChanges).values({ market: market(), key: body.key, oldValue: old?.value ?? null, newValue: value, userId: me.id, userEmail: me.email });
    });
    // Only the answer carrying the params changes: the rest of the shop's cache stays warm.
    await app.responseCache.purge({ target: { keys: [COMPONENT_PARAMS_SURROGATE_KEY] }, soft: false });
    markPurgedPrecisely(request);
    return (await readComponentParams(db(), market())).find((param) => param.key === body.key)!;
  });

  registerRoute(app, shopComponentParams, () => componentParamValues(db(), market()), {
    cdnCache: { maxAge: SHOP_PARAMS_MAX_AGE_SECONDS, keys: [COMPONENT_PARAMS_SURROGATE_KEY] },
  });
}
