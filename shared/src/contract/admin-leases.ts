import * as v from 'valibot';
import { IdNumberSchema, IdParamSchema, IsoDateSchema, wholeNumber } from './input';
import { LeaseOfferSchema, MAX_LEASE_MONTHS } from './leases';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// Staff calls of the lease tabs and time-limited offers (issue #11 AT-T2, OT-C6; public side in ./leases.ts,
// apart so the home page does not carry the staff schemas). docs/leases.md.

// Every change answers the component as staff see it (all tabs, all offers, valid or not).

const ADMIN_BASE = '/api/new/admin/leases';

export const AdminLeaseOfferSchema = v.object({ ...LeaseOfferSchema.entries, position: v.number(), valid_now: v.boolean() });
export type AdminLeaseOffer = v.InferOutput<typeof AdminLeaseOfferSchema>;

export const AdminLeaseTabSchema = v.object({
  id: v.number(),
  name_cs: v.string(),
  name_ro: v.string(),
  position: v.number(),
  offers: v.array(AdminLeaseOfferSchema),
});
export type AdminLeaseTab = v.InferOutput<typeof AdminLeaseTabSchema>;

export const AdminLeaseComponentSchema = v.object({ id: v.number(), name: v.string(), tabs: v.array(AdminLeaseTabSchema) });
export type AdminLeaseComponent = v.InferOutput<typeof AdminLeaseComponentSchema>;

export const leaseComponentList = defineRoute({
  name: 'admin-leases.components',
  method: 'GET',
  path: `${ADMIN_BASE}/components/`,
  auth: 'staff',
  response: v.object({ results: v.array(v.object({ id: v.number(), name: v.string() })) }),
});

const componentParams = v.object({ id: IdParamSchema });

export const leaseComponentDetail = defineRoute({
  name: 'admin-leases.component',
  method: 'GET',
  path: `${ADMIN_BASE}/components/:id/`,
  auth: 'staff',
  params: componentParams,
  response: AdminLeaseComponentSchema,
});

const tabName = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(40, 'max_length'));

export const LeaseTabInputSchema = v.object({ name_cs: tabName, name_ro: tabName });
export type LeaseTabInput = v.InferInput<typeof LeaseTabInputSchema>;

export const leaseTabCreate = defineRoute({
  name: 'admin-leases.tab-create',
  method: 'POST',
  path: `${ADMIN_BASE}/components/:id/tabs/`,
  auth: 'staff',
  params: componentParams,
  body: LeaseTabInputSchema,
  response: AdminLeaseComponentSchema,
});

/** The component's tabs in their new order: every tab once. */
export const leaseTabReorder = defineRoute({
  name: 'admin-leases.tab-reorder',
  method: 'POST',
  path: `${ADMIN_BASE}/components/:id/tabs/order/`,
  auth: 'staff',
  params: componentParams,
  body: v.object({ ids: v.pipe(v.array(IdNumberSchema), v.maxLength(100, 'max_length')) }),
  response: AdminLeaseComponentSchema,
});

const tabParams = v.object({ tab_id: IdParamSchema });

export const leaseTabUpdate = defineRoute({
  name: 'admin-leases.tab-update',
  method: 'PUT',
  path: `${ADMIN_BASE}/tabs/:tab_id/`,
  auth: 'staff',
  params: tabParams,
  body: LeaseTabInputSchema,
  response: AdminLeaseComponentSchema,
});

/** Deletes the tab with its offers. */
export const leaseTabDelete = defineRoute({
  name: 'admin-leases.tab-delete',
  method: 'DELETE',
  path: `${ADMIN_BASE}/tabs/:tab_id/`,
  auth: 'staff',
  params: tabParams,
  response: AdminLeaseComponentSchema,
});

export const LeaseOfferInputSchema = v.pipe(
  v.object({
    /** The product's code in this market (staff know products by code); another market's code is a 400. */
    product_code: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(64, 'max_length')),
    months: wholeNumber(1, MAX_LEASE_MONTHS),
    /** Whole Kč or Lei, VAT included; more than zero. */
    monthly_price: wholeNumber(1),
    valid_from: IsoDateSchema,
    /** Inclusive: shown until the end of this day in the market's time zone. */
    valid_to: IsoDateSchema,
  }),
  v.forward(
    v.check((offer) => offer.valid_to >= offer.valid_from, 'invalid_date'),
    ['valid_to'],
  ),
);
export type LeaseOfferInput = v.InferInput<typeof LeaseOfferInputSchema>;

export const leaseOfferCreate = defineRoute({
  name: 'admin-leases.offer-create',
  method: 'POST',
  path: `${ADMIN_BASE}/tabs/:tab_id/offers/`,
  auth: 'staff',
  params: tabParams,
  body: LeaseOfferInputSchema,
  response: AdminLeaseComponentSchema,
});

/** The tab's offers in their new order: every offer once. */
export const leaseOfferReorder = defineRoute({
  name: 'admin-leases.offer-reorder',
  method: 'POST',
  path: `${ADMIN_BASE}/tabs/:tab_id/offers/order/`,
  auth: 'staff',
  params: tabParams,
  body: v.object({ ids: v.pipe(v.array(IdNumberSchema), v.maxLength(200, 'max_length')) }),
  response: AdminLeaseComponentSchema,
});

const offerParams = v.object({ offer_id: IdParamSchema });

export const leaseOfferUpdate = defineRoute({
  name: 'admin-leases.offer-update',
  method: 'PUT',
  path: `${ADMIN_BASE}/offers/:offer_id/`,
  auth: 'staff',
  params: offerParams,
  body: LeaseOfferInputSchema,
  response: AdminLeaseComponentSchema,
});

export const leaseOfferDelete = defineRoute({
  name: 'admin-leases.offer-delete',
  method: 'DELETE',
  path: `${ADMIN_BASE}/offers/:offer_id/`,
  auth: 'staff',
  params: offerParams,
  response: AdminLeaseComponentSchema,
});
