import * as v from 'valibot';
import { emailSchema } from '../validation/email';
import { ADDRESS_TEXT_MAX_LENGTH } from '../validation/personal-info';
import { boundedText } from '../validation/field';
import { newPasswordEntries, passwordsMatch } from '../validation/password';
import { personNameSchema } from '../validation/person-name';
import { phoneSchema } from '../validation/phone';
import { postcodeSchema } from '../validation/postcode';
import { districtMatchesPostcode, districtSchema } from '../validation/ro-county';
import { textInput } from '../validation/storable-text';
import { MeResponseSchema } from './auth';
import type { Market } from './common';
import { IdNumberSchema, IdParamSchema } from './input';
import { defineRoute } from './route';

// Customer accounts (issue #9): registration, password reset and change, personal data, saved
// addresses and the summary of what the customer has with the shop. Decisions: docs/accounts.md.

/** How long an e-mailed password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long the e-mail confirmation link of a new account works: 7 days. */
export const EMAIL_CONFIRMATION_TTL_MINUTES = 7 * 24 * 60;
/** 32 random bytes, base64url: the secret of a reset link (only its hash is stored). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Saved addresses per account: enough for home, work and a few relatives. */
export const MAX_ADDRESSES = 10;

/** The login's password field: anything storable, bounded like the login route. */
const currentPasswordSchema = v.pipe(textInput, v.nonEmpty('required'), v.maxLength(1024, 'max_length'));

const registerEntries = {
  email: emailSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  ...newPasswordEntries,
};
const RegisterObjectSchema = v.object(registerEntries, 'required');
export const RegisterBodySchema = v.pipe(RegisterObjectSchema, passwordsMatch<v.InferOutput<typeof RegisterObjectSchema>>());
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

/** Creates a customer account and logs it in (201, the session as auth.me returns it). 400: field errors, also a taken e-mail. */
export const accountRegister = defineRoute({
  name: 'account.register',
  method: 'POST',
  path: '/api/new/account/register/',
  auth: 'public',
  body: RegisterBodySchema,
  response: MeResponseSchema,
});

export const DetailResponseSchema = v.object({ detail: v.string() });

/**
 * Confirms the account's e-mail with the token of the welcome mail's link. Until then the
 * summary does not list buyouts and service orders found by the e-mail (anyone can register
 * any address). 400 on `token` when the link is unknown, used or expired.
 */
export const accountEmailConfirm = defineRoute({
  name: 'account.email-confirm',
  method: 'POST',
  path: '/api/new/account/email-confirmation/',
  auth: 'public',
  body: v.object({ token: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(100, 'max_length')) }, 'required'),
  response: DetailResponseSchema,
});

/**
 * Mails a single-use reset link when the e-mail has an account. The answer is the same either
 * way (202), so the form does not tell who has an account.
 */
export const accountPasswordResetRequest = defineRoute({
  name: 'account.password-reset-request',
  method: 'POST',
  path: '/api/new/account/password-reset/',
  auth: 'public',
  body: v.object({ email: emailSchema }, 'required'),
  response: DetailResponseSchema,
});

const resetEntries = { token: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(100, 'max_length')), ...newPasswordEntries };
const ResetObjectSchema = v.object(resetEntries, 'required');

/** Sets a new password with the link's token and logs in; every other session of the account ends. 400: rules, or a used/expired link on `token`. */
export const accountPasswordResetConfirm = defineRoute({
  name: 'account.password-reset-confirm',
  method: 'POST',
  path: '/api/new/account/password-reset/confirm/',
  auth: 'public',
  body: v.pipe(ResetObjectSchema, passwordsMatch<v.InferOutput<typeof ResetObjectSchema>>()),
  response: MeResponseSchema,
});

const changeEntries = { current_password: currentPasswordSchema, ...newPasswordEntries };
const ChangeObjectSchema = v.object(changeEntries, 'required');

/**
 * Changes the password of the logged-in user (a new session; others end). Public in the contract
 * so an anonymous call gets the spec's own 401 text ("a user not logged in cannot change password").
 */
export const accountPasswordChange = defineRoute({
  name: 'account.password-change',
  method: 'POST',
  path: '/api/new/account/password/',
  auth: 'public',
  body: v.pipe(ChangeObjectSchema, passwordsMatch<v.InferOutput<typeof ChangeObjectSchema>>()),
  response: MeResponseSchema,
});

/** The customer's own data; the e-mail is the login and is shown, not edited here. */
export const PersonalDataSchema = v.object({
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** International form (`+420601123456`) or ''. */
  phone: v.string(),
  /** Whether the e-mail was confirmed by a mailed link (welcome mail or password reset). */
  email_confirmed: v.boolean(),
});
export type PersonalData = v.InferOutput<typeof PersonalDataSchema>;

/** The editable fields with the market's phone rule (optional); the server validates with this. */
export function personalDataBodySchema(market: Market) {
  return v.object(
    {
      first_name: personNameSchema,
      last_name: personNameSchema,
      phone: v.union([v.literal(''), phoneSchema(market)], 'invalid_phone'),
    },
    'required',
  );
}

export const accountPersonalData = defineRoute({
  name: 'account.personal-data',
  method: 'GET',
  path: '/api/new/account/personal-data/',
  auth: 'session',
  response: PersonalDataSchema,
});

/** 403 "a shop account cannot edit personal info" for staff accounts (their data is the shop's). */
export const accountPersonalDataUpdate = defineRoute({
  name: 'account.personal-data-update',
  method: 'PATCH',
  path: '/api/new/account/personal-data/',
  auth: 'customer',
  body: v.object({ first_name: textInput, last_name: textInput, phone: textInput }, 'required'),
  response: PersonalDataSchema,
});

/** A saved delivery/billing address in the market's format (in RO the district is a county or Bucharest sector of the list, required). */
export function addressBodySchema(market: Market) {
  return v.pipe(
    v.object(
      {
        first_name: personNameSchema,
        last_name: personNameSchema,
        street: boundedText(ADDRESS_TEXT_MAX_LENGTH),
        city: boundedText(ADDRESS_TEXT_MAX_LENGTH),
        district: districtSchema(market, ADDRESS_TEXT_MAX_LENGTH),
        postcode: postcodeSchema(market),
        phone: phoneSchema(market),
        is_default: v.optional(v.boolean('required'), false),
      },
      'required',
    ),
    districtMatchesPostcode(market),
  );
}
export type AddressBody = v.InferInput<ReturnType<typeof addressBodySchema>>;

// The route takes any text for the market-dependent fields; the handler checks with addressBodySchema(market).
const AddressRouteBodySchema = v.object(
  {
    first_name: textInput,
    last_name: textInput,
    street: textInput,
    city: textInput,
    district: v.optional(textInput, ''),
    postcode: textInput,
    phone: textInput,
    is_default: v.optional(v.boolean('required'), false),
  },
  'required',
);

export const AddressSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  street: v.string(),
  city: v.string(),
  district: v.string(),
  postcode: v.string(),
  phone: v.string(),
  is_default: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const accountAddresses = defineRoute({
  name: 'account.addresses',
  method: 'GET',
  path: '/api/new/account/addresses/',
  auth: 'session',
  response: v.object({ results: v.array(AddressSchema) }),
});

/** 201. 409 when the account already has MAX_ADDRESSES. */
export const accountAddressCreate = defineRoute({
  name: 'account.address-create',
  method: 'POST',
  path: '/api/new/account/addresses/',
  auth: 'session',
  body: AddressRouteBodySchema,
  response: AddressSchema,
});

/** 404 for another customer's address, as for one that does not exist. */
export const accountAddressUpdate = defineRoute({
  name: 'account.address-update',
  method: 'PUT',
  path: '/api/new/account/addresses/:id/',
  auth: 'session',
  params: v.object({ id: IdParamSchema }),
  body: AddressRouteBodySchema,
  response: AddressSchema,
});

export const accountAddressDelete = defineRoute({
  name: 'account.address-delete',
  method: 'DELETE',
  path: '/api/new/account/addresses/:id/',
  auth: 'session',
  params: v.object({ id: IdParamSchema }),
  response: v.object({ id: IdNumberSchema }),
});

/**
 * One thing the customer has with the shop in the summary. `kind` names its section: `buyout`,
 * `service_order`, and `order` once orders exist; `url` opens its detail when one exists.
 */
export const SummaryItemSchema = v.object({
  kind: v.string(),
  reference: v.string(),
  status: v.string(),
  status_label: v.string(),
  created_at: v.string(),
  /** Whole currency units of the market, or null when the item has no price yet. */
  total: v.nullable(v.number()),
  url: v.nullable(v.string()),
});
export type SummaryItem = v.InferOutput<typeof SummaryItemSchema>;

export const SummarySectionSchema = v.object({ kind: v.string(), items: v.array(SummaryItemSchema) });

/** The user summary: a section per kind, newest first, each with the latest SUMMARY_SECTION_LIMIT items. */
export const accountSummary = defineRoute({
  name: 'account.summary',
  method: 'GET',
  path: '/api/new/account/summary/',
  auth: 'session',
  response: v.object({ sections: v.array(SummarySectionSchema) }),
});

export const SUMMARY_SECTION_LIMIT = 20;
