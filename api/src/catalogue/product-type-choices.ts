import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { ChoicesResponse, Locale } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import { productTypes } from '../db/schema/catalog';

type Flow = 'buyout' | 'service';

/**
 * The first step of the selector: `value` is the type's slug in the shop's market (phones:
 * `mobilni-telefony` in CZ, `telefoane-mobile` in RO), `label` its name in the request's
 * language, and `url` the flow's page with nothing selected yet (`/vykup/`, `/rascumparare/`, ...).
 */
export async function productTypeChoices(app: FastifyInstance, flow: Flow, locale: Locale): Promise<ChoicesResponse> {
  const offered = flow === 'buyout' ? productTypes.forBuyout : productTypes.forService;
  const rows = await app.database.db.select().from(productTypes).where(eq(offered, true)).orderBy(asc(productTypes.position), asc(productTypes.id));
  const market = app.config.market;
  return {
    choices: rows.map((row) => ({ value: market === 'CZ' ? row.slugCz : row.slugRo, label: locale === 'cs' ? row.nameCs : row.nameRo })),
    url: pagePath(market, flow),
  };
}
