import * as v from 'valibot';
import type { Market } from './common';
import { IdParamSchema } from './input';
import { defineRoute } from './route';

// Time-limited lease offers and lease tabs (issue #11 AT-T2, checklist OT-C6; spec L34, L121, L174).
// A page component shows tabs ("Telefony", "Notebooky"); each tab lists devices to rent for N months at a
// monthly price, each offer valid between two calendar days of the market. docs/leases.md.

/** The home page's lease component of each market: the migration `leases` creates them with these ids. */
export const HOME_LEASE_COMPONENT_PK: Readonly<Record<Market, number>> = { CZ: 1, RO: 2 };

/** Surrogate key of the public lease answers, purged by every staff change of tabs or offers (few components, one key). */
export const LEASES_SURROGATE_KEY = 'leases';

/** Longest lease offered: five years. */
export const MAX_LEASE_MONTHS = 60;

const MonthlyPriceSchema = v.object({
  /** Whole Kč or Lei, VAT included. */
  amount: v.number(),
  currency: v.picklist(['CZK', 'RON']),
  /** `1 299 Kč` / `1.299 Lei`, as the market prints prices; the page adds "/měsíc" or "/lună". */
  formatted: v.string(),
});

export const LeaseProductSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  /** The first picture, a path on this shop's origin. */
  image_url: v.string(),
  /** The product page. */
  url: v.string(),
});

export const LeaseOfferSchema = v.object({
  id: v.number(),
  product: LeaseProductSchema,
  months: v.number(),
  monthly_price: MonthlyPriceSchema,
  /** First and last day shown (`YYYY-MM-DD`, inclusive, the market's calendar). */
  valid_from: v.string(),
  valid_to: v.string(),
});
export type LeaseOffer = v.InferOutput<typeof LeaseOfferSchema>;

/** The public answer: the component's tabs that have an offer valid today, each with those offers, in order. */
export const LimitedOffersSchema = v.object({
  component_pk: v.number(),
  tabs: v.array(v.object({ id: v.number(), name: v.string(), offers: v.array(LeaseOfferSchema) })),
});
export type LimitedOffers = v.InferOutput<typeof LimitedOffersSchema>;

/** L174, public (L121 "limited lease offers"); cached by the CDN, purged when staff change the component. */
export const limitedOffersLease = defineRoute({
  name: 'leases.limited-offers',
  method: 'GET',
  path: '/api/new/leases/time-limited-offer/limited-offers-lease/:component_pk/',
  auth: 'public',
  params: v.object({ component_pk: IdParamSchema }),
  response: LimitedOffersSchema,
});
