import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import {
  COMPONENT_PARAM_KEYS,
  componentParamDefaults,
  componentParamSchemas,
  type ComponentParamKey,
  type ComponentParamValues,
} from '@shop/shared/component-params/component-params';
import { sellerIdentitySchema } from '@shop/shared/seller/seller-identity';
import type { Db } from '../db/database';
import { componentParams } from '../db/schema/admin-ops';
import { sellerFromEnvironment } from '../seller/seller-environment';

type Env = Record<string, string | undefined>;

export interface StoredParam {
  key: ComponentParamKey;
  value: unknown;
  is_default: boolean;
  updated_at: string | null;
  updated_by_email: string | null;
}

function isKnownKey(key: string): key is ComponentParamKey {
  return (COMPONENT_PARAM_KEYS as string[]).includes(key);
}

/**
 * The market's defaults; the seller's is the deployment's environment (SELLER_*), so a deployment names it without a
 * save, written as a save would store it (`110 00`, `+420225555101`) when it passes the market's rules.
 */
function defaultsOf(market: Market, env: Env): ComponentParamValues {
  const defaults = componentParamDefaults[market];
  const named = sellerFromEnvironment(market, env);
  const checked = named ? v.safeParse(sellerIdentitySchema(market), named) : null;
  return { ...defaults, seller: checked?.success ? checked.output : (named ?? defaults.seller) };
}

/** Every known param of the market: the saved value, else the default. A saved value an older schema wrote and the current one refuses falls back to the default. */
export async function readComponentParams(db: Db, market: Market, env: Env = process.env): Promise<StoredParam[]> {
  const rows = await db.select().from(componentParams).where(eq(componentParams.market, market));
  const saved = new Map(rows.filter((row) => isKnownKey(row.key)).map((row) => [row.key, row]));
  const defaults = defaultsOf(market, env);
  return COMPONENT_PARAM_KEYS.map((key) => {
    const row = saved.get(key);
    const parsed = row ? v.safeParse(componentParamSchemas[key], row.value) : null;
    if (!row || !parsed?.success) return { key, value: defaults[key], is_default: true, updated_at: null, updated_by_email: null };
    return { key, value: parsed.output, is_default: false, updated_at: new Date(row.updatedAt).toISOString(), updated_by_email: row.updatedByEmail };
  });
}

export async function componentParamValues(db: Db, market: Market, env: Env = process.env): Promise<ComponentParamValues> {
  const params = await readComponentParams(db, market, env);
  return Object.fromEntries(params.map((param) => [param.key, param.value])) as ComponentParamValues;
}
