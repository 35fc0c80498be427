import * as v from 'valibot';
import { IdParamSchema, wholeNumber } from './input';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// Issue #11 admin tools (AT-A3, AT-A5, AT-T2): product feed export, the staff price list and the
// installment providers' settings. Decisions: docs/admin-commerce.md.

export const FEED_KINDS = ['heureka', 'google'] as const;
export const FeedKindSchema = v.picklist(FEED_KINDS, 'must_be_literal');
export type FeedKind = v.InferOutput<typeof FeedKindSchema>;

/** Public feed addresses (XML, outside the JSON contract): one process serves one market. */
export const FEED_PATHS: Record<FeedKind, string> = {
  heureka: '/api/new/feeds/heureka.xml',
  google: '/api/new/feeds/google-merchant.xml',
};

export const ProductFeedSchema = v.object({
  kind: FeedKindSchema,
  /** Absolute when the server knows its public address, else the path. */
  url: v.string(),
  product_count: v.number(),
  /** ISO time staff last regenerated it; null: never (the feed is still served, built on request). */
  generated_at: v.nullable(v.string()),
});
export type ProductFeed = v.InferOutput<typeof ProductFeedSchema>;

export const adminFeedList = defineRoute({
  name: 'admin-feeds.list',
  method: 'GET',
  path: '/api/new/admin/feeds/',
  auth: 'staff',
  response: v.object({ results: v.array(ProductFeedSchema) }),
});

/** Counts the feed's products, stamps the time and purges the cached copy, so the next read builds it afresh. */
export const adminFeedRegenerate = defineRoute({
  name: 'admin-feeds.regenerate',
  method: 'POST',
  path: '/api/new/admin/feeds/:kind/regenerate/',
  auth: 'staff',
  params: v.object({ kind: FeedKindSchema }),
  response: ProductFeedSchema,
});

// ---- price list ----

/** Columns of the price list CSV (UTF-8 with BOM, `;`): export writes all, import needs `code` and `price`. */
export const PRICE_LIST_COLUMNS = ['code', 'name', 'condition', 'price'] as const;
export const PRICE_LIST_REQUIRED_COLUMNS = ['code', 'price'] as const;
export const PRICE_LIST_ROWS_MAX = 20_000;
export const PRICE_LIST_TEXT_MAX = 900_000;

export const adminPriceListExport = defineRoute({
  name: 'admin-price-list.export',
  method: 'GET',
  path: '/api/new/admin/price-list/export/',
  auth: 'staff',
  response: v.object({ file_name: v.string(), content: v.string(), rows: v.number() }),
});

export const PriceChangeSchema = v.object({
  line: v.number(),
  product_id: v.number(),
  code: v.string(),
  name: v.string(),
  old_price: v.number(),
  new_price: v.number(),
});
export type PriceChange = v.InferOutput<typeof PriceChangeSchema>;

/**
 * Import of price changes, all or nothing like the discount import. `apply: false` answers the preview
 * (only rows whose price differs); `apply: true` saves them in one transaction, audits the import and purges
 * the changed products. 400 `file` (invalid file type, missing columns) or `rows` `{ "<line>": { <column>: [..] } }`.
 */
export const adminPriceListImport = defineRoute({
  name: 'admin-price-list.import',
  method: 'POST',
  path: '/api/new/admin/price-list/import/',
  auth: 'staff',
  body: v.object({
    file_name: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(255, 'max_length')),
    content_type: v.optional(v.pipe(v.string(), v.maxLength(255, 'max_length')), ''),
    content: v.pipe(v.string('required'), v.maxLength(PRICE_LIST_TEXT_MAX, 'max_length')),
    apply: v.optional(v.boolean(), false),
  }),
  response: v.object({ applied: v.boolean(), changes: v.array(PriceChangeSchema), unchanged: v.number() }),
});

// ---- installment providers ----

export const INSTALLMENT_MONTH_CHOICES = [3, 6, 10, 12, 18, 24, 36, 48, 60] as const;

const percent = v.pipe(v.number('not_a_number'), v.minValue(0, 'min_value'), v.maxValue(99.99, 'max_value'));

export const InstallmentSettingsInputSchema = v.pipe(
  v.object({
    enabled: v.boolean(),
    min_amount: wholeNumber(1),
    max_amount: v.nullable(wholeNumber(1)),
    months: v.pipe(
      v.array(v.pipe(v.number('not_a_number'), v.integer('not_a_number'), v.check((months) => (INSTALLMENT_MONTH_CHOICES as readonly number[]).includes(months), 'must_be_literal'))),
      v.minLength(1, 'required'),
    ),
    rate: percent,
    rpsn: percent,
    down_payment_percent: wholeNumber(0, 90),
  }),
  v.forward(v.check((input) => input.max_amount === null || input.max_amount >= input.min_amount, 'min_value'), ['max_amount']),
  v.forward(v.check((input) => input.rpsn >= input.rate, 'min_value'), ['rpsn']),
);
export type InstallmentSettingsInput = v.InferOutput<typeof InstallmentSettingsInputSchema>;

export const InstallmentProviderSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  arrange_type: v.picklist(['on-store', 'online']),
  enabled: v.boolean(),
  min_amount: v.number(),
  max_amount: v.nullable(v.number()),
  months: v.array(v.number()),
  rate: v.number(),
  rpsn: v.number(),
  down_payment_percent: v.number(),
});
export type InstallmentProvider = v.InferOutput<typeof InstallmentProviderSchema>;

export const adminInstallmentProviderList = defineRoute({
  name: 'admin-installments.list',
  method: 'GET',
  path: '/api/new/admin/installment-providers/',
  auth: 'staff',
  response: v.object({ results: v.array(InstallmentProviderSchema) }),
});

export const adminInstallmentProviderUpdate = defineRoute({
  name: 'admin-installments.update',
  method: 'PATCH',
  path: '/api/new/admin/installment-providers/:id/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  body: InstallmentSettingsInputSchema,
  response: InstallmentProviderSchema,
});
