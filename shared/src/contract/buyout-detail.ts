import * as v from 'valibot';
import { BuyoutStatusSchema, COUNTER_OFFER_DECISIONS, STAFF_TARGET_STATUSES, type CounterOfferDecision } from '../buyout/status';
import { QualitySchema } from '../buyout/quality';
import { genderSchema } from '../validation/gender';
import { textInput } from '../validation/storable-text';
import { AppraisalSchema, PriceSchema } from './buyout-appraisal';
import { ChoiceSchema } from './common';
import { IdParamSchema, wholeNumber } from './input';
import { defineRoute } from './route';

// A sold buyout: its detail and the calls on it (the customer's counter-offer answer, the staff's status change and
// re-grade). Apart from buyout.ts, which re-exports all of it, so that the buyout's first screen (the partner embed's
// first load) does not carry what only the sold buyout's page and the staff desk use (issue 14); the build marks
// this file free of side effects (shared/build/webpack-config.cjs), so a bundle that uses none of it leaves it out.

const storedAddressEntries = {
  district: v.string(),
  street: v.string(),
  city: v.string(),
  postcode: v.string(),
  country: v.number(),
};

/** A pickup address as stored: what `pickupAddressSchema(market)` outputs. */
export const StoredAddressSchema = v.object(storedAddressEntries);

/** The seller's data as stored: what `customerDataSchema(market)` outputs (dates as YYYY-MM-DD). */
export const StoredCustomerDataSchema = v.object({
  ...storedAddressEntries,
  personal_identification_number: v.string(),
  identity_card_number: v.string(),
  identity_released_by: v.string(),
  identity_valid_to: v.string(),
  degree_before_name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  gender: genderSchema,
  phone_number: v.string(),
  nationality: v.number(),
  place_of_birth: v.string(),
  e_mail: v.string(),
  bank_account_full_number: v.string(),
  bank_code: v.string(),
});
export type StoredCustomerData = v.InferOutput<typeof StoredCustomerDataSchema>;

/** The sold device as stored: what `buyoutDeviceSchema()` outputs. */
export const StoredBuyoutDeviceSchema = v.object({ imei: v.string(), serial_number: v.string(), note: v.string() });

/**
 * Buyout detail and the customer's counter-offer answer are public calls bound to one buyout
 * by a secret token in the path: the customer sells without an account and comes back through
 * the `location` after selling or the link in the confirmation e-mail, both carrying id and token.
 * The server makes the token when it stores the buyout (32 random bytes as base64url, 43
 * characters), keeps only its SHA-256 hash, compares in constant time, and answers the same 404
 * for an unknown id and a wrong token, so neither ids nor tokens can be probed one by one.
 */
export const BUYOUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const BuyoutAccessParamsSchema = v.object({
  id: IdParamSchema,
  token: v.pipe(textInput, v.regex(BUYOUT_TOKEN_PATTERN)),
});

/**
 * A re-grade at inspection: the grade the customer's answers reached and the price they were
 * offered, and the grade staff found with the price the server computed for it from the
 * appraisal as sold. A lower price became a counter-offer; the price in force never rises.
 */
export const RegradeSchema = v.object({
  from_quality: QualitySchema,
  to_quality: QualitySchema,
  from_price: PriceSchema,
  to_price: PriceSchema,
});
export type Regrade = v.InferOutput<typeof RegradeSchema>;

export const StatusHistoryEntrySchema = v.object({
  status: BuyoutStatusSchema,
  changed_at: v.pipe(v.string(), v.isoTimestamp()),
  /** The price this step set: the sale's on `created`, the new one on `counter_offer` and `counter_offer_accepted`. */
  price: v.nullable(PriceSchema),
  /** Set on the `inspected` step when staff re-graded the device: the grade and price before and after. */
  regrade: v.nullable(RegradeSchema),
});

/** The result the answers reached, kept with the buyout as it was when sold. */
export const ReachedAppraisalResultSchema = v.object({
  id: v.number(),
  quality: QualitySchema,
  price: PriceSchema,
  url: v.string(),
});

/**
 * A sold buyout as stored: the selection as labelled choices, the appraisal as it was at
 * sale time with `device_conditions[*].value` holding the customer's answers (so the widget
 * shows it in review mode with the appraisal form), the reached result, the price paid or
 * offered, and the status timeline, oldest first.
 */
export const BuyoutDetailSchema = v.object({
  id: v.number(),
  product_type_choice: ChoiceSchema,
  manufacturer_choice: ChoiceSchema,
  product_model_choice: ChoiceSchema,
  product_color_choice: ChoiceSchema,
  ...AppraisalSchema.entries,
  conditions_appraisal_result: ReachedAppraisalResultSchema,
  customer_data: StoredCustomerDataSchema,
  pickup_address: v.nullable(StoredAddressSchema),
  buyout_device: StoredBuyoutDeviceSchema,
  status: BuyoutStatusSchema,
  status_history: v.array(StatusHistoryEntrySchema),
  /** The price in force: the sale's, or the accepted counter-offer's. */
  price: PriceSchema,
  /** The price the device was sold for online. */
  original_price: PriceSchema,
  /** Set once staff make a counter-offer after inspection. */
  counter_offer_price: v.nullable(PriceSchema),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type BuyoutDetail = v.InferOutput<typeof BuyoutDetailSchema>;

export const buyoutDetail = defineRoute({
  name: 'buyout.detail',
  method: 'GET',
  path: '/api/new/buyout/buyouts/:id/:token/',
  auth: 'public',
  params: BuyoutAccessParamsSchema,
  response: BuyoutDetailSchema,
});

export const CounterOfferAnswerBodySchema = v.object(
  { decision: v.picklist(Object.keys(COUNTER_OFFER_DECISIONS) as CounterOfferDecision[], 'required') },
  'required',
);

/** 409 unless the buyout is waiting for an answer to a counter-offer. */
export const buyoutCounterOfferAnswer = defineRoute({
  name: 'buyout.counter-offer-answer',
  method: 'POST',
  path: '/api/new/buyout/buyouts/:id/:token/counter-offer/',
  auth: 'public',
  params: BuyoutAccessParamsSchema,
  body: CounterOfferAnswerBodySchema,
  response: BuyoutDetailSchema,
});

const CounterOfferPriceSchema = wholeNumber(1);

/** A counter-offer needs its new price; every other status is set alone. */
export const StatusChangeBodySchema = v.variant(
  'status',
  [
    v.object({ status: v.literal('counter_offer'), counter_offer_price: CounterOfferPriceSchema }, 'required'),
    v.object({ status: v.picklist(STAFF_TARGET_STATUSES.filter((status) => status !== 'counter_offer')) }, 'required'),
  ],
  'required',
);

/** 409 when `canTransition` refuses the move from the current status. */
export const buyoutStatusChange = defineRoute({
  name: 'buyout.status-change',
  method: 'PATCH',
  path: '/api/new/buyout/staff/buyouts/:id/status/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  body: StatusChangeBodySchema,
  response: BuyoutDetailSchema,
});

/**
 * The grade is checked by the server against the grades of the buyout's own appraisal (a grade
 * it has no price for is as unknown as a typo), so the field error names the grade either way.
 */
export const RegradeBodySchema = v.object({ quality: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(10, 'max_length')) }, 'required');

/**
 * Inspection with a re-grade (issue #9): staff give the grade they found; the server prices it
 * from the appraisal the customer was priced with. A lower price becomes a counter-offer (mailed
 * like one), otherwise the buyout is inspected at its price. 409 unless the buyout is `received`.
 */
export const buyoutRegrade = defineRoute({
  name: 'buyout.regrade',
  method: 'POST',
  path: '/api/new/buyout/staff/buyouts/:id/regrade/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  body: RegradeBodySchema,
  response: BuyoutDetailSchema,
});
