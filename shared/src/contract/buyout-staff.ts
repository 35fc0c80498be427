import * as v from 'valibot';
import { BuyoutStatusSchema } from '../buyout/status';
import { BuyoutDetailSchema } from './buyout-detail';
import { IdParamSchema, IsoDateSchema } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// The staff buyout desk's reads (issue #9): a list to find buyouts and a detail by id. The moves
// themselves are buyout.status-change. Decisions: docs/buyout.md ("Staff desk calls").

/** A buyout in the staff list: enough to find it and see what is due. */
export const StaffBuyoutRowSchema = v.object({
  id: v.number(),
  status: BuyoutStatusSchema,
  /** "Apple iPhone 15, Black" in the request's language. */
  device: v.string(),
  customer_name: v.string(),
  email: v.string(),
  price: v.number(),
  counter_offer_price: v.nullable(v.number()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type StaffBuyoutRow = v.InferOutput<typeof StaffBuyoutRowSchema>;

export const STAFF_BUYOUT_ORDERINGS = ['created_at', '-created_at'] as const;

/**
 * The market's buyouts one page at a time, newest first unless asked otherwise, filtered by
 * status, creation day range (`created_from`/`created_to`, inclusive) and `search` (the buyout
 * number, or part of the customer's name or e-mail).
 */
export const buyoutStaffList = defineRoute({
  name: 'buyout.staff-list',
  method: 'GET',
  path: '/api/new/buyout/staff/buyouts/',
  auth: 'staff',
  query: pagedQuerySchema(STAFF_BUYOUT_ORDERINGS, {
    status: v.optional(BuyoutStatusSchema),
    created_from: v.optional(IsoDateSchema),
    created_to: v.optional(IsoDateSchema),
    search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length'))),
  }),
  response: pagedResponseSchema(StaffBuyoutRowSchema),
});

/** One buyout by id, as the customer's detail shows it (with the customer data staff need). 404 when not in the market. */
export const buyoutStaffDetail = defineRoute({
  name: 'buyout.staff-detail',
  method: 'GET',
  path: '/api/new/buyout/staff/buyouts/:id/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  response: BuyoutDetailSchema,
});
