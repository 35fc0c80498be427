import * as v from 'valibot';
import type { Market } from '../contract/common';
import { EMPTY_SELLER_IDENTITY, SellerIdentityShapeSchema } from '../seller/seller-identity';
import { textInput } from '../validation/storable-text';

// Component params (issue #11, AT-A4a/b): per-market settings of shop components that staff change
// without a deploy. Each has a typed schema (the server validates a save with it, the admin form is
// built from it) and a default per market used until staff first save it. Only params a component
// really reads are listed here: a param nobody reads would be a setting that silently does nothing.

const bannerText = v.pipe(textInput, v.trim(), v.maxLength(200, 'max_length'));

/** The home page's announcement strip: shown when `active` and the text of the page's language is not empty. */
export const HomeBannerSchema = v.object({
  active: v.boolean('must_be_literal'),
  text_cs: bannerText,
  text_ro: bannerText,
});
export type HomeBanner = v.InferOutput<typeof HomeBannerSchema>;

export const componentParamSchemas = {
  home_banner: HomeBannerSchema,
  /** The shop operator (issue 32): the server checks a save by the market's rules (seller-identity.ts) and defaults to the environment's. */
  seller: SellerIdentityShapeSchema,
} as const;

export type ComponentParamKey = keyof typeof componentParamSchemas;
export type ComponentParamValue<K extends ComponentParamKey> = v.InferOutput<(typeof componentParamSchemas)[K]>;
export type ComponentParamValues = { [K in ComponentParamKey]: ComponentParamValue<K> };

export const COMPONENT_PARAM_KEYS = Object.keys(componentParamSchemas) as ComponentParamKey[];

export const componentParamDefaults: Record<Market, ComponentParamValues> = {
  CZ: { home_banner: { active: false, text_cs: '', text_ro: '' }, seller: EMPTY_SELLER_IDENTITY },
  RO: { home_banner: { active: false, text_cs: '', text_ro: '' }, seller: EMPTY_SELLER_IDENTITY },
};

/** Surrogate key of the public answer carrying the params, purged on every save. */
export const COMPONENT_PARAMS_SURROGATE_KEY = 'component-params';
