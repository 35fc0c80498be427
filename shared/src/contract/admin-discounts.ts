import * as v from 'valibot';
import { DISCOUNT_CODE_LENGTH } from './cart';
import { IdNumberSchema, IdParamSchema, INTEGER_MAX, IsoDateSchema, wholeNumber } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// Staff discount grid, detail, bulk generation and CSV import (issue #11, AT-D1..D6). The rows are
// the cart's own `discount_codes`, so a code saved here is what the cart applies. Decisions: docs/admin-commerce.md.

/** Spec 5 / 9: a percentage discount of 80 % or more shows a warning that can be ignored after confirming. */
export const HIGH_PERCENT_WARNING = 80;
/** Codes one bulk generation may create. */
export const GENERATE_COUNT_MAX = 500;
/** Rows one CSV import may hold (the file travels as JSON text, under the server's 1 MiB body limit). */
export const IMPORT_ROWS_MAX = 2000;
export const IMPORT_TEXT_MAX = 900_000;
/** Letters and digits without look-alikes (0/O, 1/I/L): a code read aloud or retyped from paper stays the same code. */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Codes typed by staff: 10 letters or digits, stored upper-case (the cart compares upper-case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{10}$/;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export const DiscountKindSchema = v.picklist(DISCOUNT_KINDS, 'must_be_literal');
export type DiscountKind = v.InferOutput<typeof DiscountKindSchema>;

const DiscountCodeSchema = v.pipe(
  textInput,
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('required'),
  v.length(DISCOUNT_CODE_LENGTH, 'min_length'),
  v.regex(DISCOUNT_CODE_PATTERN, 'invalid_characters'),
);

const optionalLimit = v.optional(v.nullable(wholeNumber(1)), null);
const idList = v.optional(v.pipe(v.array(IdNumberSchema), v.maxLength(200, 'max_length')), []);

/** Everything of a discount but its code: what a bulk generation gives every code it makes. */
const discountTermsEntries = {
  kind: DiscountKindSchema,
  /** Percent (1-100) or an amount in the market's currency (whole Kč / Lei). */
  value: wholeNumber(1),
  valid_from: IsoDateSchema,
  /** Inclusive: the code works until the end of this day in the market's time zone. */
  valid_to: IsoDateSchema,
  max_uses: optionalLimit,
  max_uses_per_customer: optionalLimit,
  minimum_order: v.optional(wholeNumber(0), 0),
  product_ids: idList,
  category_ids: idList,
  /** Brands the code is for; with products and categories empty too, the whole cart. */
  manufacturer_ids: idList,
  stackable: v.optional(v.boolean(), false),
  /** Set after staff saw the ≥ 80 % warning; without it such a save answers 400 on this field. */
  confirm_high_percent: v.optional(v.boolean(), false),
};

type Terms = { kind: DiscountKind; value: number; valid_from: string; valid_to: string };
const percentInRange = (terms: Terms) => terms.kind !== 'percent' || terms.value <= 100;
const datesInOrder = (terms: Terms) => terms.valid_to >= terms.valid_from;

/**
 * The validity on its own: the import checks the order of two readable dates even when another cell of the row is
 * wrong, so one report names every error of the file (issue #33).
 */
export const DiscountDatesSchema = v.pipe(
  v.object({ valid_from: IsoDateSchema, valid_to: IsoDateSchema }),
  v.forward(v.check((terms) => terms.valid_to >= terms.valid_from, 'dates_out_of_order'), ['valid_to']),
);

export const DiscountInputSchema = v.pipe(
  v.object({ code: DiscountCodeSchema, ...discountTermsEntries }),
  v.forward(v.check((terms) => percentInRange(terms), 'max_value'), ['value']),
  v.forward(v.check((terms) => datesInOrder(terms), 'dates_out_of_order'), ['valid_to']),
);
export type DiscountInput = v.InferOutput<typeof DiscountInputSchema>;

/** Whether saving these terms needs the staff's confirmation first (AT-D3). */
export function needsHighPercentConfirmation(terms: { kind: DiscountKind; value: number }): boolean {
  return terms.kind === 'percent' && terms.value >= HIGH_PERCENT_WARNING;
}

export const DiscountSchema = v.object({
  id: v.number(),
  code: v.string(),
  kind: DiscountKindSchema,
  value: v.number(),
  valid_from: v.string(),
  valid_to: v.string(),
  max_uses: v.nullable(v.number()),
  max_uses_per_customer: v.nullable(v.number()),
  used_count: v.number(),
  minimum_order: v.number(),
  product_ids: v.array(v.number()),
  category_ids: v.array(v.number()),
  manufacturer_ids: v.array(v.number()),
  stackable: v.boolean(),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

export const DISCOUNT_ORDERINGS = ['id', '-id', 'code', '-code', 'valid_to', '-valid_to', 'used_count', '-used_count'] as const;
export const DiscountStateSchema = v.picklist(['active', 'upcoming', 'expired'], 'must_be_literal');

/** The market's discounts a page at a time (student-card rows are not staff-editable codes and stay out). */
export const adminDiscountList = defineRoute({
  name: 'admin-discounts.list',
  method: 'GET',
  path: '/api/new/admin/discounts/',
  auth: 'staff',
  query: pagedQuerySchema(DISCOUNT_ORDERINGS, {
    search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(DISCOUNT_CODE_LENGTH, 'max_length'))),
    kind: v.optional(DiscountKindSchema),
    state: v.optional(DiscountStateSchema),
  }),
  response: pagedResponseSchema(DiscountSchema),
});

const idParams = v.object({ id: IdParamSchema });

export const adminDiscountDetail = defineRoute({
  name: 'admin-discounts.detail',
  method: 'GET',
  path: '/api/new/admin/discounts/:id/',
  auth: 'staff',
  params: idParams,
  response: DiscountSchema,
});

/** 201; 400 `code` when the market has it already, `confirm_high_percent` for an unconfirmed ≥ 80 %. */
export const adminDiscountCreate = defineRoute({
  name: 'admin-discounts.create',
  method: 'POST',
  path: '/api/new/admin/discounts/',
  auth: 'staff',
  body: DiscountInputSchema,
  response: DiscountSchema,
});

export const adminDiscountUpdate = defineRoute({
  name: 'admin-discounts.update',
  method: 'PATCH',
  path: '/api/new/admin/discounts/:id/',
  auth: 'staff',
  params: idParams,
  body: DiscountInputSchema,
  response: DiscountSchema,
});

/** 409 once an order used the code: its uses are the order's history. */
export const adminDiscountDelete = defineRoute({
  name: 'admin-discounts.delete',
  method: 'DELETE',
  path: '/api/new/admin/discounts/:id/',
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});

/** Rows one export may hold: a whole grid of bulk-generated codes, still a file Excel opens at once. */
export const EXPORT_ROWS_MAX = 20_000;
/** Rows one bulk action may change. */
export const BULK_IDS_MAX = 500;

/** Ids of chosen rows in a query string, `1,2,3`. */
const IdListParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'not_positive_number'),
  v.transform((text) => text.split(',').map(Number)),
  v.maxLength(BULK_IDS_MAX, 'max_length'),
  v.check((ids) => ids.every((id) => id <= INTEGER_MAX), 'max_value'),
);

/**
 * The grid as a CSV in the import's format (issue #33): the same filters and ordering as the list, every page (at
 * most `EXPORT_ROWS_MAX` rows), or only the chosen `ids`. It travels as JSON text, as the price list export does.
 */
export const adminDiscountExport = defineRoute({
  name: 'admin-discounts.export',
  method: 'GET',
  path: '/api/new/admin/discounts/export/',
  auth: 'staff',
  query: v.object({
    ordering: v.optional(v.picklist(DISCOUNT_ORDERINGS, 'must_be_literal')),
    search: v.optional(v.pipe(textInput, v.trim(), v.maxLength(DISCOUNT_CODE_LENGTH, 'max_length'))),
    kind: v.optional(DiscountKindSchema),
    state: v.optional(DiscountStateSchema),
    ids: v.optional(IdListParamSchema),
  }),
  response: v.object({ file_name: v.string(), content: v.string(), rows: v.number(), truncated: v.boolean() }),
});

export const DISCOUNT_BULK_ACTIONS = ['deactivate', 'delete'] as const;

/**
 * One action on the chosen rows of the grid (issue #33). `deactivate` ends their validity now (a code still valid
 * later stops working at once); `delete` deletes those no order used and keeps the others, named in `kept`, as a
 * single delete would refuse them (409). Rows of another market or unknown ids are ignored.
 */
export const adminDiscountBulk = defineRoute({
  name: 'admin-discounts.bulk',
  method: 'POST',
  path: '/api/new/admin/discounts/bulk/',
  auth: 'staff',
  body: v.object({
    action: v.picklist(DISCOUNT_BULK_ACTIONS, 'must_be_literal'),
    ids: v.pipe(v.array(IdNumberSchema), v.minLength(1, 'required'), v.maxLength(BULK_IDS_MAX, 'max_length')),
  }),
  response: v.object({ changed: v.array(v.number()), kept: v.array(v.string()) }),
});

/** `count` new random codes of 10 characters, unique in the market, all with the same terms. */
export const adminDiscountGenerate = defineRoute({
  name: 'admin-discounts.generate',
  method: 'POST',
  path: '/api/new/admin/discounts/generate/',
  auth: 'staff',
  body: v.pipe(
    v.object({ count: wholeNumber(1, GENERATE_COUNT_MAX), ...discountTermsEntries }),
    v.forward(v.check((terms) => percentInRange(terms), 'max_value'), ['value']),
    v.forward(v.check((terms) => datesInOrder(terms), 'dates_out_of_order'), ['valid_to']),
  ),
  response: v.object({ codes: v.array(v.string()) }),
});

/**
 * The CSV columns (header row, any order, names case-insensitive): every one is required. `kind` is one of
 * `DISCOUNT_KINDS`; `max_uses`, `max_uses_per_customer` may be empty (no limit); dates as `DISCOUNT_CSV_DATE_FORMATS`.
 * The export writes the same columns, so an exported file can be edited and imported again.
 */
/** How a CSV date may be written: ISO, or day.month.year as Czech and Romanian Excel save it (`31.12.2026`, `1. 2. 2026`). */
export const DISCOUNT_CSV_DATE_FORMATS = ['YYYY-MM-DD', 'D.M.YYYY'] as const;

/** A CSV date cell as the ISO day the schemas check; anything else is passed on as typed, to be refused. */
export function csvDateToIso(text: string): string {
  const dotted = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(text.trim());
  if (!dotted) return text.trim();
  const [, day, month, year] = dotted;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

export const DISCOUNT_CSV_COLUMNS = ['code', 'kind', 'value', 'valid_from', 'valid_to', 'max_uses', 'max_uses_per_customer', 'minimum_order'] as const;

/**
 * CSV import, all or nothing. The browser sends the chosen file's name, type and text. 400
 * `file` "invalid file type" / "missing columns"; 400 `rows` with the row-by-row report when
 * any row is wrong (nothing saved): `{ rows: { "<line>": { <column>: [messages] } } }`, the
 * header being line 1. Rows of ≥ 80 % need `confirm_high_percent` like a single save.
 */
export const adminDiscountImport = defineRoute({
  name: 'admin-discounts.import',
  method: 'POST',
  path: '/api/new/admin/discounts/import/',
  auth: 'staff',
  body: v.object({
    file_name: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(255, 'max_length')),
    content_type: v.optional(v.pipe(v.string(), v.maxLength(255, 'max_length')), ''),
    content: v.pipe(v.string('required'), v.maxLength(IMPORT_TEXT_MAX, 'max_length')),
    confirm_high_percent: v.optional(v.boolean(), false),
  }),
  response: v.object({ created: v.number(), codes: v.array(v.string()) }),
});
