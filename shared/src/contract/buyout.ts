import * as v from 'valibot';
import { defineRoute } from './route';
import { IdParamSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';
import { ChoiceSchema, ChoicesResponseSchema } from './common';
import { QualitySchema } from '../buyout/quality';
import { SaleTokenSchema } from '../buyout/sale-token';
import {
  BuyoutStatusSchema,
  COUNTER_OFFER_DECISIONS,
  STAFF_TARGET_STATUSES,
  type CounterOfferDecision,
} from '../buyout/status';
import { SelectedChoicesSchema, SelectionQuerySchema, SelectorChoicesSchema } from '../selector/selector-data';
import { emailSchema } from '../validation/email';
import { NOTE_MAX_LENGTH, optionalBoundedText, requiredText } from '../validation/field';
import { genderSchema } from '../validation/gender';
import type { sellOnlineBodySchema } from './buyout-sell-online';

// The buyout type-choices call lives in catalog.ts beside the service one.
//
// Model and colour values are unique within a market: a colour's value is its model's slug
// plus the colour's own slug (`apple-iphone-13-cerna`), so the colour-choices call takes the
// model alone, and the chosen colour alone is the `device_identifier` the appraisal posts.
//
// Addresses (`url` fields, the offer e-mail's link, the sell-online `Location`) are built by
// `shared/src/buyout/buyout-links.ts`: `/vykup/<type>/<manufacturer>/<model>/<colour>/`,
// `?answers=<condition id>:<choice value>,...` for the answers, `/vykup/stav/<id>/<token>/`
// for a sold buyout (RO: `/rascumparare/...`, `/rascumparare/stare/...`).

/** Whole currency units: both markets show prices without decimals. */
const PriceSchema = v.pipe(v.number(), v.integer());

/** One grade row of a model's appraisal table. `quality` null means "not bought out". */
export const AppraisalResultSchema = v.object({
  quality: v.nullable(QualitySchema),
  price: PriceSchema,
  /** Page describing what the grade means. */
  url: v.string(),
});
export type AppraisalResult = v.InferOutput<typeof AppraisalResultSchema>;

/**
 * What a question is for, which decides how it prices and defaults:
 * - `quality`: its answers decide the grade; it starts empty when no default matches and can be reset to empty;
 * - `accessory` (e.g. the original box): also counts for the grade, starts at its first choice when no default matches;
 * - `charger`, `battery`: price corrections only, ignored when working out the grade (spec section 9).
 */
export const DeviceConditionTypeSchema = v.picklist(['quality', 'accessory', 'charger', 'battery']);
export type DeviceConditionType = v.InferOutput<typeof DeviceConditionTypeSchema>;

export const DeviceConditionChoiceSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** Id of the appraisal result this answer leads to; null when the answer rules the buyout out. */
  appraisal_result: v.nullable(v.number()),
  /** Added to the grade's price when this answer is chosen; negative lowers it. */
  price_correction: PriceSchema,
});
export type DeviceConditionChoice = v.InferOutput<typeof DeviceConditionChoiceSchema>;

export const DeviceConditionSchema = v.object({
  id: v.number(),
  type: DeviceConditionTypeSchema,
  /** The question, in the request's language. */
  name: v.string(),
  /**
   * The default answers, most wanted first: choice values, possibly none. A stored offer or
   * buyout sends the answer it was made with here, so the same defaulting rule restores it.
   */
  value: v.array(v.string()),
  /** Shown with its default answer, not changeable by the customer. */
  disabled: v.boolean(),
  choices: v.array(DeviceConditionChoiceSchema),
});
export type DeviceCondition = v.InferOutput<typeof DeviceConditionSchema>;

/**
 * A model's appraisal. Both tables are keyed by id (the JSON keys are the ids as strings);
 * conditions are shown in ascending id order, which is how JavaScript orders integer keys.
 * `version` changes whenever anything here changes and is posted back as `appraisal_version`.
 */
export const AppraisalSchema = v.object({
  appraisal_result: v.record(v.string(), AppraisalResultSchema),
  device_conditions: v.record(v.string(), DeviceConditionSchema),
  version: v.pipe(v.string(), v.nonEmpty()),
  minimal_buyout_price: PriceSchema,
});
export type Appraisal = v.InferOutput<typeof AppraisalSchema>;

export const buyoutProductSelectorData = defineRoute({
  name: 'buyout.product-selector-data',
  method: 'GET',
  path: '/api/new/buyout/product-selector/data/',
  auth: 'public',
  /**
   * Either the slugs of a selection in the address, or `code`, the code of a stored offer
   * (send-to-email answers it as `code`): then the selection is the offer's, and the
   * appraisal's `device_conditions[*].value` hold the offer's answers, so the defaulting
   * rule restores them. An unknown code or slug gets 404.
   */
  query: v.object({ ...SelectionQuerySchema.entries, code: v.optional(v.pipe(textInput, v.maxLength(100, 'max_length'))) }),
  response: v.object({
    selected_choices: SelectedChoicesSchema,
    choices: SelectorChoicesSchema,
    /** Null until a colour is chosen. */
    appraisal: v.nullable(AppraisalSchema),
  }),
});

export const buyoutManufacturerChoices = defineRoute({
  name: 'buyout.manufacturer-choices',
  method: 'GET',
  path: '/api/new/buyout/product-selector/manufacturer-choices/:product_type/',
  auth: 'public',
  params: v.object({ product_type: textInput }),
  response: ChoicesResponseSchema,
});

export const buyoutModelChoices = defineRoute({
  name: 'buyout.model-choices',
  method: 'GET',
  path: '/api/new/buyout/product-selector/model-choices/:product_type/:product_manufacturer/',
  auth: 'public',
  params: v.object({ product_type: textInput, product_manufacturer: textInput }),
  response: ChoicesResponseSchema,
});

export const buyoutColorChoices = defineRoute({
  name: 'buyout.color-choices',
  method: 'GET',
  path: '/api/new/buyout/product-selector/color-choices/:product_model/',
  auth: 'public',
  params: v.object({ product_model: textInput }),
  response: ChoicesResponseSchema,
});

export const buyoutSelectorUrl = defineRoute({
  name: 'buyout.selector-url',
  method: 'GET',
  path: '/api/new/buyout/product-selector/url/',
  auth: 'public',
  query: SelectionQuerySchema,
  response: v.object({ url: v.string() }),
});

/** A 400 here carries the server's message, which the widget shows in place of the price. */
export const buyoutAppraisalForm = defineRoute({
  name: 'buyout.appraisal-form',
  method: 'GET',
  path: '/api/new/buyout/appraisal-form/:product_color/',
  auth: 'public',
  params: v.object({ product_color: textInput }),
  /** `url` replaces the address in the browser. */
  response: v.object({ url: v.string(), appraisal: AppraisalSchema }),
});

/**
 * The spec's appraisal post data, market-independent. Objects carry 'required' as their
 * message because valibot reports a missing key with it. The server recomputes grade and
 * price from its own data: a version other than the current one gets 409, an answer it
 * cannot price gets 400.
 */
export const appraisalPostEntries = {
  /** The chosen colour's slug. */
  device_identifier: requiredText,
  appraisal_version: requiredText,
  /** Condition id -> chosen choice value. */
  device_condition_choices: v.record(textInput, textInput, 'required'),
  note: optionalBoundedText(NOTE_MAX_LENGTH),
};
export const AppraisalPostDataSchema = v.object(appraisalPostEntries, 'required');
export type AppraisalPostData = v.InferInput<typeof AppraisalPostDataSchema>;

/** The send-to-email payload's own field; the route adds the appraisal fields. */
export const sendToEmailBodyFieldsSchema = v.object({ e_mail: emailSchema }, 'required');

/** E-mail validation is the same in both markets, so the route's body is the whole rule. */
export const SendToEmailBodySchema = v.object({ ...sendToEmailBodyFieldsSchema.entries, ...appraisalPostEntries }, 'required');

/**
 * Stores the offer and mails it with a link reopening the same selection and answers;
 * answers 201 with the offer's id and code (400: field errors, or `non_field_errors` when
 * the answers reach no quality; 409: stale version; 429; 503 with `detail` when the e-mail
 * cannot be sent, the offer then not kept).
 */
export const buyoutSendToEmail = defineRoute({
  name: 'buyout.send-to-email',
  method: 'POST',
  path: '/api/new/buyout/send-to-email/',
  auth: 'public',
  body: SendToEmailBodySchema,
  response: v.object({ id: v.number(), code: v.string() }),
});

// The full sell-online rule of one market (phone, IBAN, birth number...) is `sellOnlineBodySchema` in
// buyout-sell-online.ts: only the sell-online form and the server use it, so the buyout's first screen and the
// partner embed do not load the phone and IBAN libraries with this contract (issue 14).
type SellOnlineBodyInput = v.InferInput<ReturnType<typeof sellOnlineBodySchema>>;

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * The route checks only that each group is an object, so one route serves both markets;
 * the groups are typed as the market rules take them, for the widget building the call.
 */
function formGroup<TInput>() {
  return v.custom<TInput>(isPlainObject, 'required');
}

/**
 * Answers 201 with a `Location` header equal to `location`, the detail page the browser
 * goes to (400: errors grouped under buyout_device, customer_data, pickup_address; an IMEI with
 * an open buyout under buyout_device.imei; a `sale_token` already used under non_field_errors;
 * 409: stale version; 429). The body is checked with `sellOnlineBodySchema(market)`.
 */
export const buyoutSellOnline = defineRoute({
  name: 'buyout.sell-online',
  method: 'POST',
  path: '/api/new/buyout/sell-online/',
  auth: 'public',
  body: v.object(
    {
      customer_data: formGroup<SellOnlineBodyInput['customer_data']>(),
      pickup_address: v.nullable(formGroup<NonNullable<SellOnlineBodyInput['pickup_address']>>()),
      buyout_device: formGroup<SellOnlineBodyInput['buyout_device']>(),
      ...appraisalPostEntries,
      sale_token: SaleTokenSchema,
    },
    'required',
  ),
  response: v.object({ id: v.number(), location: v.string() }),
});

/**
 * A country of the address selects; `value` is the id the personal data posts as `country` and
 * `nationality` (ISO 3166-1 numeric; the list and each market's default, `DEFAULT_COUNTRY_ID`,
 * are in `shared/src/buyout/countries.ts`). An id not in the list gets 'required'.
 */
export const CountryOptionSchema = v.object({ value: v.number(), label: v.string() });

/** Labels in the request's language. */
export const buyoutCountryOptions = defineRoute({
  name: 'buyout.country-options',
  method: 'GET',
  path: '/api/new/buyout/country-options/',
  auth: 'public',
  response: v.array(CountryOptionSchema),
});

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
