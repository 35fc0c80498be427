import { sql } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { rawRows } from '../raw-rows';

export interface BuyoutExample {
  model: string;
  up_to: number;
}

export interface ServiceExample {
  model: string;
  repair: string;
  price: number;
}

/**
 * A real price for the buyout teaser: the newest model the market buys, at its best grade's price ("iPhone 15 až za
 * 14 000 Kč"). Null before the buyout has prices.
 */
export async function buyoutExample(db: Db, market: Market): Promise<BuyoutExample | null> {
  const [row] = await rawRows<{ model: string; up_to: number }>(
    db,
    sql`SELECT ma.name || ' ' || m.name AS model, max(r.price) AS up_to
      FROM buyout_appraisals a JOIN models m ON m.id = a.model_id JOIN manufacturers ma ON ma.id = m.manufacturer_id
      JOIN buyout_appraisal_results r ON r.appraisal_id = a.id
      WHERE a.market = ${market} AND r.quality IS NOT NULL
      GROUP BY a.id, ma.name, m.name, m.release_year ORDER BY m.release_year DESC, max(r.price) DESC, a.id LIMIT 1`,
  );
  return row ?? null;
}

/** A real price for the service teaser: the first kind of repair (the service's own order) of the newest model it repairs. */
export async function serviceExample(db: Db, market: Market, locale: Locale): Promise<ServiceExample | null> {
  const [row] = await rawRows<ServiceExample>(
    db,
    sql`SELECT ma.name || ' ' || m.name AS model, ${locale === 'cs' ? sql`t.name_cs` : sql`t.name_ro`} AS repair, o.price
      FROM service_operations o JOIN models m ON m.id = o.model_id JOIN manufacturers ma ON ma.id = m.manufacturer_id
      JOIN service_operation_types t ON t.id = o.type_id
      WHERE o.market = ${market} ORDER BY m.release_year DESC, t.position, o.id LIMIT 1`,
  );
  return row ?? null;
}
