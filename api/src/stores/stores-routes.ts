import type { FastifyInstance } from 'fastify';
import { and, asc, eq, or } from 'drizzle-orm';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { stores } from '../db/schema/stores';
import { registerRoute } from '../http/register-route';

export function registerStoresRoutes(app: FastifyInstance): void {
  /** Shops of the current market that repair or buy devices. */
  registerRoute(
    app,
    storesServiceBuyoutCenters,
    async () => {
      const rows = await app.database.db
        .select()
        .from(stores)
        .where(and(eq(stores.market, app.config.market), or(eq(stores.isService, true), eq(stores.isBuyout, true))))
        .orderBy(asc(stores.city), asc(stores.name));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        street: row.street,
        city: row.city,
        postcode: row.postcode,
        phone: row.phone,
        opening_hours: row.openingHours,
        is_service: row.isService,
        is_buyout: row.isBuyout,
        latitude: row.latitude,
        longitude: row.longitude,
      }));
    },
    { cdnCache: { maxAge: 600, keys: ['stores', 'service-buyout-centers'] } },
  );
}
