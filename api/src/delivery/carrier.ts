import { and, asc, eq, like } from 'drizzle-orm';
import type { DispensingPlace } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { pickupPoints } from '../db/schema/cart';
import { searchText } from './search-text';

/**
 * The carriers' side of pickup points, as a real carrier API would offer it (Zásilkovna, PPL,
 * Sameday, FAN): search by text, find by code. The stand-in reads the seeded points.
 */
export interface CarrierClient {
  searchPoints(market: Market, term: string, limit: number): Promise<DispensingPlace[]>;
  findPoint(market: Market, code: string): Promise<DispensingPlace | undefined>;
}

function toPlace(row: typeof pickupPoints.$inferSelect): DispensingPlace {
  return {
    id: row.id,
    code: row.code,
    carrier: row.carrier,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    congested: row.congested,
  };
}

/** LIKE's own characters in a term are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function seededCarrier(db: Db): CarrierClient {
  return {
    async searchPoints(market, term, limit) {
      const rows = await db
        .select()
        .from(pickupPoints)
        .where(and(eq(pickupPoints.market, market), like(pickupPoints.searchText, likePattern(searchText(term)))))
        .orderBy(asc(pickupPoints.city), asc(pickupPoints.name))
        .limit(limit);
      return rows.map(toPlace);
    },
    async findPoint(market, code) {
      const [row] = await db.select().from(pickupPoints).where(and(eq(pickupPoints.market, market), eq(pickupPoints.code, code)));
      return row ? toPlace(row) : undefined;
    },
  };
}
