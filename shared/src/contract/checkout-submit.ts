import * as v from 'valibot';
import type { Market } from './common';
import { orderSubmitEntries } from './checkout';
import { textInput } from '../validation/storable-text';
import { boundedText, optionalBoundedText } from '../validation/field';
import { emailSchema } from '../validation/email';
import { personNameSchema } from '../validation/person-name';
import { phoneSchema } from '../validation/phone';
import { postcodeSchema } from '../validation/postcode';
import { tinSchema, vatNumberSchema } from '../validation/company-id';
import { districtMatchesPostcode, districtSchema } from '../validation/ro-county';

// The order submit's market rules, apart from checkout.ts because phone validation brings libphonenumber-js: the
// add-to-cart button on every catalogue page loads the checkout contract for its cache keys, the checkout form and
// the server load this (issue 14).

const ADDRESS_MAX_LENGTH = 200;
const CITY_MAX_LENGTH = 100;
const COMPANY_MAX_LENGTH = 200;

/** Billing address with the market's postcode, phone, district (a county or Bucharest sector in RO) and company-number rules. */
export function orderBillingAddressSchema(market: Market) {
  const addresses = v.variant('invoice_on_company', [
    v.object({
      ...billingPersonEntries(market),
      invoice_on_company: v.literal(true),
      company: boundedText(COMPANY_MAX_LENGTH),
      tin: tinSchema(market),
      vatn: vatNumberSchema(market),
    }),
    v.object({
      ...billingPersonEntries(market),
      invoice_on_company: v.optional(v.literal(false), false),
      company: v.optional(v.pipe(v.nullish(textInput, ''), v.transform(() => ''))),
      tin: v.optional(v.pipe(v.nullish(textInput, ''), v.transform(() => ''))),
      vatn: v.optional(v.pipe(v.nullish(textInput, ''), v.transform(() => ''))),
    }),
  ]);
  return v.pipe(addresses, districtMatchesPostcode(market));
}

/** Who and where: the fields a billing and a delivery address share. */
function personAddressEntries(market: Market) {
  return {
    first_name: personNameSchema,
    last_name: personNameSchema,
    address: boundedText(ADDRESS_MAX_LENGTH),
    city: boundedText(CITY_MAX_LENGTH),
    // RO: a county or Bucharest sector of the list, required (couriers need it); CZ: optional free text (část obce).
    district: districtSchema(market, CITY_MAX_LENGTH),
    postcode: postcodeSchema(market),
    phone: phoneSchema(market),
  };
}

function billingPersonEntries(market: Market) {
  return { ...personAddressEntries(market), email: emailSchema };
}

export function orderDeliveryAddressSchema(market: Market) {
  return v.pipe(v.object({ ...personAddressEntries(market), company: optionalBoundedText(COMPANY_MAX_LENGTH) }, 'required'), districtMatchesPostcode(market));
}

/** The order submit payload (`orderSubmitEntries`) with the market's address rules; the server checks `orders.submit` with it. */
export function orderSubmitBodySchema(market: Market) {
  return v.object(
    {
      ...orderSubmitEntries,
      order_billing_address: orderBillingAddressSchema(market),
      order_delivery_address: v.nullish(orderDeliveryAddressSchema(market), null),
    },
    'required',
  );
}
export type OrderSubmitBody = v.InferInput<ReturnType<typeof orderSubmitBodySchema>>;
