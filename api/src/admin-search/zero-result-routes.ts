import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchZeroResults, ZERO_RESULTS_DAYS, ZERO_RESULTS_LIMIT } from '@shop/shared/contract/admin-search';
import { rawRows } from '../catalogue/raw-rows';
import { registerRoute } from '../http/register-route';
import { MARKET_TIME_ZONES } from '../i18n/market-clock';

export function registerZeroResultRoutes(app: FastifyInstance): void {
  const market = app.config.market;
  registerRoute(app, searchZeroResults, async () => {
    const rows = await rawRows<{ term: string; count: number; last_day: string }>(
      app.database.db,
      sql`SELECT term, sum(count)::int AS count, to_char(max(day), 'YYYY-MM-DD') AS last_day FROM search_zero_result_counts
        WHERE market = ${market} AND day > (now() AT TIME ZONE ${MARKET_TIME_ZONES[market]})::date - ${ZERO_RESULTS_DAYS}::int
        GROUP BY term ORDER BY count DESC, max(day) DESC, term LIMIT ${ZERO_RESULTS_LIMIT}`,
    );
    return { results: rows };
  });
}
