import * as v from 'valibot';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';
import { ChoicesResponseSchema } from './common';
import { AppraisalSchema } from './buyout-appraisal';
import { SaleTokenSchema } from '../buyout/sale-token';
import { SelectedChoicesSchema, SelectionQuerySchema, SelectorChoicesSchema } from '../selector/selector-data';
import { emailSchema } from '../validation/email';
import { NOTE_MAX_LENGTH, optionalBoundedText, requiredText } from '../validation/field';
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

// The appraisal's schemas live in buyout-appraisal.ts (the sold buyout's detail builds on them too), the sold
// buyout's detail and staff calls in buyout-detail.ts, off the first screen. They are still exported here because the
// shell offers this module to remotes built against contract 2.0, which import them from it.
export {
  PriceSchema,
  AppraisalResultSchema,
  type AppraisalResult,
  DeviceConditionTypeSchema,
  type DeviceConditionType,
  DeviceConditionChoiceSchema,
  type DeviceConditionChoice,
  DeviceConditionSchema,
  type DeviceCondition,
  AppraisalSchema,
  type Appraisal,
} from './buyout-appraisal';

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

export {
  StoredAddressSchema,
  StoredCustomerDataSchema,
  type StoredCustomerData,
  StoredBuyoutDeviceSchema,
  BUYOUT_TOKEN_PATTERN,
  BuyoutAccessParamsSchema,
  RegradeSchema,
  type Regrade,
  StatusHistoryEntrySchema,
  ReachedAppraisalResultSchema,
  BuyoutDetailSchema,
  type BuyoutDetail,
  buyoutDetail,
  CounterOfferAnswerBodySchema,
  buyoutCounterOfferAnswer,
  StatusChangeBodySchema,
  buyoutStatusChange,
  RegradeBodySchema,
  buyoutRegrade,
} from './buyout-detail';
