import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { defineRoute } from './route';

export const RoleSchema = v.picklist(['customer', 'staff', 'admin']);
export type Role = v.InferOutput<typeof RoleSchema>;

export const UserSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: RoleSchema,
});
export type User = v.InferOutput<typeof UserSchema>;

/** Also the way a widget on another origin learns the CSRF token it must echo in X-CSRFToken. */
export const MeResponseSchema = v.object({
  user: v.nullable(UserSchema),
  csrf_token: v.string(),
});

export const authMe = defineRoute({
  name: 'auth.me',
  method: 'GET',
  path: '/api/new/auth/me/',
  auth: 'public',
  response: MeResponseSchema,
});

export const LoginBodySchema = v.object({
  email: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(254, 'max_length'), v.email('invalid_email')),
  password: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(1024, 'max_length')),
});

export const authLogin = defineRoute({
  name: 'auth.login',
  method: 'POST',
  path: '/api/new/auth/login/',
  auth: 'public',
  body: LoginBodySchema,
  response: MeResponseSchema,
});

export const authLogout = defineRoute({
  name: 'auth.logout',
  method: 'POST',
  path: '/api/new/auth/logout/',
  auth: 'public',
  response: MeResponseSchema,
});
