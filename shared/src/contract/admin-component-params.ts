import * as v from 'valibot';
import { HomeBannerSchema } from '../component-params/component-params';
import { SellerIdentityShapeSchema } from '../seller/seller-identity';
import { defineRoute } from './route';

// Component params (issue #11, AT-A4a "GET component params", AT-A4b "POST component params").
// Staff read and save them; the shop reads the public subset. docs/admin-tools.md.

const BASE = '/api/new/admin/component-params';

export const ComponentParamsValuesSchema = v.object({ home_banner: HomeBannerSchema, seller: SellerIdentityShapeSchema });

export const ComponentParamSchema = v.object({
  key: v.string(),
  value: v.unknown(),
  /** True while no one has saved it: the market's default applies. */
  is_default: v.boolean(),
  updated_at: v.nullable(v.string()),
  updated_by_email: v.nullable(v.string()),
});
export type ComponentParam = v.InferOutput<typeof ComponentParamSchema>;

/** AT-A4a: every param of the market with its current value. */
export const componentParamList = defineRoute({
  name: 'admin-component-params.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'staff',
  response: v.object({ results: v.array(ComponentParamSchema) }),
});

/** One save: the key picks the value's schema, so a bad value is a 400 at `value.<field>`. */
export const ComponentParamSaveSchema = v.variant(
  'key',
  [
    v.object({ key: v.literal('home_banner'), value: HomeBannerSchema }),
    // The shape only: the server checks the market's rules (IČO or CUI, county, Reg. Com.) and answers 400 at `value.<field>`.
    v.object({ key: v.literal('seller'), value: SellerIdentityShapeSchema }),
  ],
  'must_be_literal',
);
export type ComponentParamSave = v.InferInput<typeof ComponentParamSaveSchema>;

/** AT-A4b: saves one param (audited) and purges the shop's cached answer carrying it. */
export const componentParamSave = defineRoute({
  name: 'admin-component-params.save',
  method: 'POST',
  path: `${BASE}/`,
  auth: 'staff',
  body: ComponentParamSaveSchema,
  response: ComponentParamSchema,
});

/** What the shop reads: the market's params, cached by the CDN under `component-params`. */
export const shopComponentParams = defineRoute({
  name: 'component-params.shop',
  method: 'GET',
  path: '/api/new/component-params/',
  auth: 'public',
  response: ComponentParamsValuesSchema,
});
