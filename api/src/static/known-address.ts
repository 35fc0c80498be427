import type { FastifyInstance } from 'fastify';
import { matchPage } from '@shop/shared/routing/page-paths';
import { loadCategoryTree } from '../catalogue/category-tree';

/**
 * Whether a page address is one the shop answers. The shell renders its "not found" page for
 * anything else, and the server sends that page with HTTP 404, so search engines and monitors
 * see a missing page as missing.
 */
export type AddressCheck = (app: FastifyInstance, pathname: string) => Promise<boolean> | boolean;

/** A page of the market's route table (`shared/src/routing/page-paths.ts`); a product address names one product. */
const routeTablePage: AddressCheck = (app, pathname) => {
  const match = matchPage(app.config.market, pathname);
  if (!match) return false;
  return match.page !== 'product' || match.segments.length === 1;
};

/** A category listing at the address the menu links (only shown categories). */
const categoryListing: AddressCheck = async (app, pathname) => {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (await loadCategoryTree(app.database.db, app.config.market)).byUrlPath(path) !== undefined;
};

/**
 * Every kind of address the shell routes. A branch that adds a page outside the route table
 * appends its check here; an address passes when any check knows it.
 */
export const ADDRESS_CHECKS: readonly AddressCheck[] = [routeTablePage, categoryListing];

export async function isKnownAddress(app: FastifyInstance, pathname: string): Promise<boolean> {
  for (const check of ADDRESS_CHECKS) {
    if (await check(app, pathname)) return true;
  }
  return false;
}
