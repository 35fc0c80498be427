import * as v from 'valibot';
import { defineRoute } from './route';

export const CenterSchema = v.object({
  id: v.number(),
  name: v.string(),
  street: v.string(),
  city: v.string(),
  postcode: v.string(),
  phone: v.string(),
  opening_hours: v.string(),
  is_service: v.boolean(),
  is_buyout: v.boolean(),
  latitude: v.number(),
  longitude: v.number(),
});
export type Center = v.InferOutput<typeof CenterSchema>;

export const storesServiceBuyoutCenters = defineRoute({
  name: 'stores.service-buyout-centers',
  method: 'GET',
  path: '/api/new/stores/stores/service-center/service-buyout-centers/',
  auth: 'public',
  response: v.array(CenterSchema),
});
