import type { Market } from '@shop/shared/contract/common';
import { isCompleteSellerIdentity, type SellerIdentity } from '@shop/shared/seller/seller-identity';
import type { Db } from '../db/database';
import { componentParamValues } from '../component-params/component-param-store';

type Env = Record<string, string | undefined>;

/** The market's seller as staff saved it in the shop settings, else as the environment names it; null while it is incomplete. */
export async function readSellerIdentity(db: Db, market: Market, env: Env = process.env): Promise<SellerIdentity | null> {
  const { seller } = await componentParamValues(db, market, env);
  return isCompleteSellerIdentity(seller, market) ? seller : null;
}
