import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DISPENSING_LIMIT_DEFAULT,
  deliveryAtc,
  deliveryDispensingPlaces,
  deliveryLiftagoCheck,
  deliveryPlaces,
  deliveryPlacesForAll,
} from '@shop/shared/contract/checkout';
import { cartOwner, findCartId } from '../cart/cart-identity';
import { loadLines } from '../cart/cart-lines';
import { priceCart } from '../cart/cart-pricing';
import { fieldError } from '../http/translated-errors';
import { stores } from '../db/schema/stores';
import { registerRoute } from '../http/register-route';
import { seededCarrier } from './carrier';
import { deliveryProblem, DELIVERY_CODES } from './delivery-rules';
import { standInLiftago } from './liftago';
import { storePlaces } from './store-pickup';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Working days from now, skipping weekends. */
function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date;
}

export function registerDeliveryRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const carrier = seededCarrier(app.database.db);

  registerRoute(app, deliveryPlaces, async ({ locale, request, user }) => {
    const cartId = await findCartId(db(), cartOwner(request, user));
    const lines = cartId === null ? [] : await loadLines(db(), cartId, locale);
    return storePlaces(db(), market(), lines, new Date());
  });

  registerRoute(app, deliveryPlacesForAll, async () => storePlaces(db(), market(), [], new Date()));

  registerRoute(app, deliveryDispensingPlaces, async ({ query }) => carrier.searchPoints(market(), query.term, query.limit ?? DISPENSING_LIMIT_DEFAULT));

  registerRoute(app, deliveryAtc, async ({ locale, request, user }) => {
    const { cart } = await priceCart(db(), await findCartId(db(), cartOwner(request, user)), market(), locale);
    const now = new Date();
    return cart.packages.flatMap((pack) =>
      DELIVERY_CODES.filter((code) => deliveryProblem(code, cart) === null).map((code) => {
        const sameDay = code === 'e_licence' || code === 'liftago' || (code === 'store' && pack.kind === 'own_stock');
        const days = sameDay ? 0 : (pack.delivery_days ?? 0) + 1;
        return { package_id: pack.id, type_delivery_code: code, date: isoDay(addWorkingDays(now, days)) };
      }),
    );
  });

  registerRoute(app, deliveryLiftagoCheck, async ({ body, locale }) => {
    const [store] = await db().select().from(stores).where(and(eq(stores.seoName, body.store_seo_name), eq(stores.market, market())));
    if (!store) throw fieldError(locale, 'store_seo_name', 'checkout.store_unknown');
    return standInLiftago.check(market(), store.postcode, body.delivery_address);
  });
}
