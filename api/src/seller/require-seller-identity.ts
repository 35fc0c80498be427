import type { Market } from '@shop/shared/contract/common';
import { sellerIdentitySchema } from '@shop/shared/seller/seller-identity';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { componentParamValues } from '../component-params/component-param-store';
import { sellerVariable } from './seller-environment';

type Env = Record<string, string | undefined>;

/**
 * A production server must name its seller on every page, invoice and confirmation (MARKETS.md §3, §5): without a
 * complete identity it refuses to start, naming the fields to set. Elsewhere the development seed provides one.
 */
export async function requireSellerIdentity(db: Db, market: Market, env: Env = process.env): Promise<void> {
  if (env.NODE_ENV !== 'production') return;
  const { seller } = await componentParamValues(db, market, env);
  const parsed = v.safeParse(sellerIdentitySchema(market), seller);
  if (parsed.success) return;
  const fields = [...new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))].filter(Boolean) as (keyof typeof seller)[];
  throw new Error(
    `The seller's identity for market ${market} is missing or invalid (${fields.join(', ')}): set ${fields.map((field) => sellerVariable(field, market)).join(', ')} ` +
      `in the environment to start with NODE_ENV=production (api/README.md); staff can then change it in the shop settings.`,
  );
}
