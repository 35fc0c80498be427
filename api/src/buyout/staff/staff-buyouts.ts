import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Paged } from '@shop/shared/contract/paged';
import type { STAFF_BUYOUT_ORDERINGS, StaffBuyoutRow } from '@shop/shared/contract/buyout-staff';
import type { BuyoutStatus } from '@shop/shared/buyout/status';
import type { Db } from '../../db/database';
import { buyouts } from '../../db/schema/buyout';
import { colours, manufacturers, models } from '../../db/schema/catalog';
import { pagedList, type PageRequest } from '../../http/paged-list';

export interface StaffBuyoutQuery extends PageRequest {
  ordering?: (typeof STAFF_BUYOUT_ORDERINGS)[number] | undefined;
  status?: BuyoutStatus | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  search?: string | undefined;
}

/** `%` and `_` typed by staff are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Days are the shop's days: the market's time zone decides what "created on the 3rd" means. */
const MARKET_TIME_ZONE: Record<Market, string> = { CZ: 'Europe/Prague', RO: 'Europe/Bucharest' };

function conditions(market: Market, query: StaffBuyoutQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(buyouts.market, market)];
  const zone = MARKET_TIME_ZONE[market];
  if (query.status) where.push(eq(buyouts.status, query.status));
  if (query.created_from) where.push(gte(buyouts.createdAt, sql`(${query.created_from}::date)::timestamp at time zone ${zone}`));
  if (query.created_to) where.push(lt(buyouts.createdAt, sql`(${nextDay(query.created_to)}::date)::timestamp at time zone ${zone}`));
  if (query.search) {
    const number = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    const pattern = likePattern(query.search);
    // The customer's name lives in the stored seller data; staff type it as "first last".
    const name = sql`concat_ws(' ', ${buyouts.customerData}->>'first_name', ${buyouts.customerData}->>'last_name')`;
    where.push(or(ilike(buyouts.email, pattern), ilike(name, pattern), number === null ? undefined : eq(buyouts.id, number)));
  }
  return and(...where);
}

/** One page of the market's buyouts matching the query; each ordering ends with the id, so pages never overlap. */
export async function staffBuyouts(db: Db, market: Market, locale: Locale, query: StaffBuyoutQuery): Promise<Paged<StaffBuyoutRow>> {
  const where = conditions(market, query);
  const direction = query.ordering === 'created_at' ? asc : desc;
  return pagedList(
    query,
    async () => (await db.select({ rows: count() }).from(buyouts).where(where))[0]?.rows ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select({
          buyout: buyouts,
          manufacturer: manufacturers.name,
          model: models.name,
          colour: locale === 'ro' ? colours.nameRo : colours.nameCs,
        })
        .from(buyouts)
        .innerJoin(colours, eq(colours.id, buyouts.colourId))
        .innerJoin(models, eq(models.id, colours.modelId))
        .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
        .where(where)
        .orderBy(direction(buyouts.createdAt), direction(buyouts.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ buyout, manufacturer, model, colour }) => {
        const customer = buyout.customerData as { first_name?: string; last_name?: string };
        return {
          id: buyout.id,
          status: buyout.status,
          device: `${manufacturer} ${model}, ${colour}`,
          customer_name: `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim(),
          email: buyout.email,
          price: buyout.price,
          counter_offer_price: buyout.counterOfferPrice,
          created_at: buyout.createdAt.toISOString(),
        };
      });
    },
  );
}
