import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildPath } from '@shop/shared/contract/route';
import { serviceSearchProductData, serviceSlots, serviceSmartSearch } from '@shop/shared/contract/service';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { pickDevice } from '../../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../../buyout/test-support/sellers';
import { send } from '../../test-support/public-request';

/** The last path segment before the trailing slash of a `location`: the access token. */
function tokenOf(location: string): string {
  return new URL(location, 'http://shop.test').pathname.split('/').at(-2)!;
}

/** The last free slot of the first day from `daysAhead` on that has one: the center is closed on some days (Sundays). */
async function freeSlotFrom(app: FastifyInstance, centerId: number, daysAhead: number): Promise<string> {
  for (let offset = daysAhead; offset < daysAhead + 14; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = (await app.inject({ url: `${buildPath(serviceSlots.path, { center_id: centerId })}?date=${day}` })).json() as { slots: { id: string; capacity_left: number }[] };
    const free = answer.slots.filter((slot) => slot.capacity_left > 0).at(-1);
    if (free) return free.id;
  }
  throw new Error(`no free service slot in the 14 days from ${daysAhead} days ahead`);
}

/** A booking the server accepts as it is, `daysAhead` from today, so tests can break one field at a time. */
export async function validBooking(app: FastifyInstance, { daysAhead = 3, email = 'jana@example.cz' } = {}) {
  const search = (await app.inject({ url: `${serviceSmartSearch.path}?term=iphone%2015%20pro` })).json() as { result: { id: number }[] };
  const data = (await app.inject({ url: buildPath(serviceSearchProductData.path, { id: search.result[0]!.id }) })).json() as {
    choices: { service_operations: { id: number }[] };
  };
  const centers = v.parse(storesServiceBuyoutCenters.response, (await app.inject({ url: storesServiceBuyoutCenters.path })).json());
  const center = centers.find((item) => item.is_service)!;
  return {
    operations: [data.choices.service_operations[0]!.id],
    product_color: null,
    center: center.id,
    slot: await freeSlotFrom(app, center.id, daysAhead),
    first_name: 'Jana',
    last_name: 'Nováková',
    e_mail: email,
    phone_number: '601 123 456',
    note: '',
  };
}

/** A sold buyout: the path params its token routes take. */
export async function soldBuyout(app: FastifyInstance, note: string): Promise<Record<string, string>> {
  const response = await send(app, '/api/new/buyout/sell-online/', sellOnlineBody(await pickDevice(app), czechSeller, { note }));
  if (response.statusCode !== 201) throw new Error(`sell-online: ${response.statusCode} ${response.body}`);
  const { id, location } = response.json() as { id: number; location: string };
  return { id: String(id), token: tokenOf(location) };
}

/** A booked repair: the path params its token routes take. */
export async function bookedRepair(app: FastifyInstance, daysAhead: number): Promise<Record<string, string>> {
  const response = await send(app, '/api/new/service/orders/', await validBooking(app, { daysAhead, email: `owner${daysAhead}@example.cz` }));
  if (response.statusCode !== 201) throw new Error(`book a repair: ${response.statusCode} ${response.body}`);
  const { order_number, location } = response.json() as { order_number: string; location: string };
  return { order_number, token: tokenOf(location) };
}

/**
 * How to make two objects of each kind a token route serves, keyed by the route's other path
 * params. A new token route with other params fails the suite until it is added here.
 */
export const OBJECT_MAKERS: Record<string, (app: FastifyInstance, which: 0 | 1) => Promise<Record<string, string>>> = {
  id: (app, which) => soldBuyout(app, `object ${which}`),
  order_number: (app, which) => bookedRepair(app, 3 + which),
};
