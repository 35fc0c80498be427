import { MarketSchema } from '@shop/shared/contract/common';
import { DEVELOPMENT_SELLERS } from '@shop/shared/seller/development-sellers';
import { componentParams } from '../../schema/admin-ops';
import { sellerFromEnvironment } from '../../../seller/seller-environment';
import type { SeedStep } from '../seed-step';

/**
 * The fictional seller of each market, saved as the shop settings' `seller` param, where a deployment has named none
 * in its environment. Never in production: there a missing identity must stop the server (require-seller-identity.ts)
 * instead of printing a made-up company on real invoices.
 */
export const seedSellerIdentity: SeedStep = {
  name: 'seller-identity',
  async run(tx) {
    if (process.env.NODE_ENV === 'production') return;
    const unnamed = MarketSchema.options.filter((market) => sellerFromEnvironment(market) === null);
    if (unnamed.length === 0) return;
    await tx.insert(componentParams).values(unnamed.map((market) => ({ market, key: 'seller', value: DEVELOPMENT_SELLERS[market], updatedByEmail: 'seed' })));
  },
};
