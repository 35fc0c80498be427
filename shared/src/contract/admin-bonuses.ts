import * as v from 'valibot';
import { QualitySchema } from '../buyout/quality';
import { IdParamSchema, IsoDateSchema, wholeNumber } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// Buy-and-sell bonus admin (issue #11, AT-B1..B5): the rows are the cart's `buyout_bonuses`, so what
// staff save here is the buyout bonus the cart gives. Decisions: docs/admin-commerce.md.

const BASE = '/api/new/product/admin-bonuses-for-used-product';

/** A lookup option of the bonus form: `id` is what a bonus stores (manufacturer / type device id, or the grade). */
export const BonusOptionSchema = v.object({ id: v.union([v.number(), v.string()]), name: v.string() });
const optionsResponse = v.object({ results: v.array(BonusOptionSchema) });

/** Spec 7 (L164), path verbatim: the manufacturers a bonus can name. */
export const bonusManufacturers = defineRoute({
  name: 'admin-bonuses.manufacturers',
  method: 'GET',
  path: `${BASE}/bonuses_manufacturers`,
  auth: 'staff',
  response: optionsResponse,
});

/** Spec 7 (L164), path verbatim: the buyout quality grades A+..D. */
export const bonusQualityTypes = defineRoute({
  name: 'admin-bonuses.quality-types',
  method: 'GET',
  path: `${BASE}/quality_types`,
  auth: 'staff',
  response: optionsResponse,
});

/** Spec 7 (L164), path verbatim: the device types, named in the request's language. */
export const bonusTypesDevices = defineRoute({
  name: 'admin-bonuses.types-devices',
  method: 'GET',
  path: `${BASE}/types_devices`,
  auth: 'staff',
  response: optionsResponse,
});

export const BonusInputSchema = v.pipe(
  v.object({
    /** null: every manufacturer. */
    manufacturer: v.optional(v.nullable(wholeNumber(1)), null),
    /** null: every device type. */
    type_device: v.optional(v.nullable(wholeNumber(1)), null),
    quality: v.picklist(QualitySchema.options, 'must_be_literal'),
    /** Percent of the new device's price; a row for any type device is capped by each type's percent, one naming the type is not. */
    percent: wholeNumber(1, 100),
    /** Inclusive market days; null: open-ended. */
    valid_from: v.optional(v.nullable(IsoDateSchema), null),
    valid_to: v.optional(v.nullable(IsoDateSchema), null),
  }),
  v.forward(
    v.check((bonus) => bonus.valid_from === null || bonus.valid_to === null || bonus.valid_to >= bonus.valid_from, 'dates_out_of_order'),
    ['valid_to'],
  ),
);
export type BonusInput = v.InferOutput<typeof BonusInputSchema>;

export const BonusSchema = v.object({
  id: v.number(),
  manufacturer: v.nullable(v.number()),
  manufacturer_name: v.nullable(v.string()),
  type_device: v.nullable(v.number()),
  type_device_name: v.nullable(v.string()),
  quality: QualitySchema,
  percent: v.number(),
  valid_from: v.nullable(v.string()),
  valid_to: v.nullable(v.string()),
});
export type Bonus = v.InferOutput<typeof BonusSchema>;

export const BONUS_ORDERINGS = ['id', '-id', 'percent', '-percent'] as const;

export const bonusList = defineRoute({
  name: 'admin-bonuses.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'staff',
  query: pagedQuerySchema(BONUS_ORDERINGS, { quality: v.optional(v.picklist(QualitySchema.options, 'must_be_literal')) }),
  response: pagedResponseSchema(BonusSchema),
});

export const bonusCreate = defineRoute({
  name: 'admin-bonuses.create',
  method: 'POST',
  path: `${BASE}/`,
  auth: 'staff',
  body: BonusInputSchema,
  response: BonusSchema,
});

const idParams = v.object({ id: IdParamSchema });

export const bonusUpdate = defineRoute({
  name: 'admin-bonuses.update',
  method: 'PATCH',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  body: BonusInputSchema,
  response: BonusSchema,
});

export const bonusDelete = defineRoute({
  name: 'admin-bonuses.delete',
  method: 'DELETE',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  response: v.object({ id: v.number() }),
});
