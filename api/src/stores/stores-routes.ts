import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { marketConfig } from '@shop/shared/i18n/market';
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
        .where(and(eq(stores.market, app.config.market), or(eq(stores.isService, true), eq(stores.isBuyout, true))));
      // The market's alphabet, not the database's byte order: "České Budějovice" before "Hradec Králové", "Ústí" before "Zlín".
      const collator = new Intl.Collator(marketConfig(app.config.market).defaultLocale);
      rows.sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name));
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
