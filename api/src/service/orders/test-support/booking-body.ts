import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { serviceSearchProductData, serviceSlots, serviceSmartSearch } from '@shop/shared/contract/service';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { buildPath } from '@shop/shared/contract/route';

let slotDay = 2;
/** A booking for the first searched device in the first service center, each call on another free slot. */
export async function bookingBody(app: FastifyInstance, email: string) {
  const search = v.parse(serviceSmartSearch.response, (await app.inject({ url: `${serviceSmartSearch.path}?term=iphone` })).json());
  const data = v.parse(serviceSearchProductData.response, (await app.inject({ url: buildPath(serviceSearchProductData.path, { id: search.result[0]!.id }) })).json());
  const centers = v.parse(storesServiceBuyoutCenters.response, (await app.inject({ url: storesServiceBuyoutCenters.path })).json());
  const center = centers.find((candidate) => candidate.is_service)!;
  for (; slotDay < 28; slotDay++) {
    const date = new Date(Date.now() + slotDay * 86_400_000).toISOString().slice(0, 10);
    const slots = v.parse(serviceSlots.response, (await app.inject({ url: `${buildPath(serviceSlots.path, { center_id: center.id })}?date=${date}` })).json()).slots;
    const free = slots.find((slot) => slot.capacity_left === slot.capacity);
    if (free) {
      slotDay++;
      return {
        operations: [data.choices.service_operations[0]!.id],
        center: center.id,
        slot: free.id,
        first_name: 'Jana',
        last_name: 'Nováková',
        phone_number: `601 ${String(100 + slotDay).padStart(3, '0')} 456`,
        e_mail: email,
        note: '',
      };
    }
  }
  throw new Error('no free slot');
}
