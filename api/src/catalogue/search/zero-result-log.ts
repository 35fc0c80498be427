import { sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { MARKET_TIME_ZONES } from '../../i18n/market-clock';

/** A term that may carry someone's e-mail, phone or document number is not kept, even counted. */
const PERSONAL_LOOKING = /@|\d{6,}|\d{3}[ -]\d{3}[ -]\d{3}/;

/** Counts a search that found nothing under its folded term and the market's day. */
export async function countZeroResults(db: Db, market: Market, rawTerm: string): Promise<void> {
  if (PERSONAL_LOOKING.test(rawTerm)) return;
  await db.execute(sql`
    INSERT INTO search_zero_result_counts (market, term, day)
    VALUES (${market}, "shop_search_fold"(${rawTerm}), (now() AT TIME ZONE ${MARKET_TIME_ZONES[market]})::date)
    ON CONFLICT (market, term, day) DO UPDATE SET count = search_zero_result_counts.count + 1`);
}
