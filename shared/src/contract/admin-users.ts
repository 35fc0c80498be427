import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { IdNumberSchema } from './input';
import { MarketSchema } from './common';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// Staff users admin (issue #11, AT-A4c "GET active users", AT-A4d "POST save user"). Saving users is
// admin-only (AT-X2); the active-users lookup feeds staff pickers (task assignee), so staff may read it.
// Passwords are never sent or shown: a new user gets the e-mailed set-password link. docs/admin-tools.md.

const BASE = '/api/new/admin/users';

export const StaffRoleSchema = v.picklist(['staff', 'admin'], 'must_be_literal');
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

export const StaffUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: StaffRoleSchema,
  active: v.boolean(),
  /** The market the user works for; null: every market. */
  market: v.nullable(MarketSchema),
});
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;

/** One active staff member as a picker shows it. */
export const ActiveUserSchema = v.object({ id: v.number(), name: v.string(), email: v.string() });
export type ActiveUser = v.InferOutput<typeof ActiveUserSchema>;

/**
 * Whose staff a list shows (issue #33): `own`, the default, those of the market the shop runs (and those of every
 * market); `all` every market's, which only an admin may ask for (403 for staff).
 */
export const StaffMarketsSchema = v.optional(v.picklist(['own', 'all'], 'must_be_literal'), 'own');

/** AT-A4c: the active staff and admin accounts, by name. */
export const adminActiveUsers = defineRoute({
  name: 'admin-users.active',
  method: 'GET',
  path: `${BASE}/active/`,
  auth: 'staff',
  query: v.object({ markets: StaffMarketsSchema }),
  response: v.object({ results: v.array(ActiveUserSchema) }),
});

export const STAFF_USER_ORDERINGS = ['email', '-email', 'last_name', '-last_name', 'id', '-id'] as const;

/** The staff-user grid: `state` active (default) / inactive / all, `search` in name or e-mail. */
export const adminUserList = defineRoute({
  name: 'admin-users.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'admin',
  query: pagedQuerySchema(STAFF_USER_ORDERINGS, {
    state: v.optional(v.picklist(['active', 'inactive', 'all'], 'must_be_literal'), 'active'),
    search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length')), ''),
    markets: StaffMarketsSchema,
  }),
  response: pagedResponseSchema(StaffUserSchema),
});

const nameField = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(100, 'max_length'));

export const SaveUserBodySchema = v.object({
  /** Absent or null: a new user, who is mailed a link to set a password. */
  id: v.optional(v.nullable(IdNumberSchema), null),
  email: v.pipe(textInput, v.trim(), v.toLowerCase(), v.nonEmpty('required'), v.maxLength(254, 'max_length'), v.email('invalid_email')),
  first_name: nameField,
  last_name: nameField,
  role: StaffRoleSchema,
  active: v.optional(v.boolean('must_be_literal'), true),
});
export type SaveUserBody = v.InferInput<typeof SaveUserBodySchema>;

/** AT-A4d: creates (201) or updates a staff user. Deactivating ends the user's sessions; nobody deactivates or demotes themselves. */
export const adminSaveUser = defineRoute({
  name: 'admin-users.save',
  method: 'POST',
  path: `${BASE}/save/`,
  auth: 'admin',
  body: SaveUserBodySchema,
  response: StaffUserSchema,
});
