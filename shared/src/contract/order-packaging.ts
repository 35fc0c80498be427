import * as v from 'valibot';
import { deliveryStatus, orderStatus } from '../orders/order-states';
import { textInput } from '../validation/storable-text';
import { ORDER_NUMBER_PATTERN } from './checkout';
import { IdParamSchema, wholeNumber } from './input';
import { defineRoute } from './route';

// O-S13 packaging at the staff desk (issue #9): scan every serialised piece's S/N or IMEI against the
// order's lines (O-X3, O-X4), confirm the other goods by count, then weigh and measure the parcel; the
// order becomes `packed` when all of it is done. Staff only, changes need CSRF. Decisions: docs/packing.md.

const PACKAGING = '/api/new/orders/staff/orders/:order_number/packaging/';

const orderNumberParams = v.object({ order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')) });

/** What a keyboard-wedge scanner types: a serial number or an IMEI, with the spaces and dashes of a label. */
export const SCANNED_CODE_PATTERN = /^[A-Za-z0-9 -]{4,40}$/;

/** A parcel the carriers take: up to 50 kg (to 3 decimals, kitchen-scale grams) and 200 cm a side. */
export const PACKAGE_LIMITS = { weightKgMax: 50, sideCmMax: 200 } as const;

const weightKg = v.pipe(
  v.number((issue) => (issue.input === undefined || issue.input === null ? 'required' : 'not_a_number')),
  v.check((value) => Number.isFinite(value) && value > 0, 'not_positive_number'),
  v.maxValue(PACKAGE_LIMITS.weightKgMax, 'max_value'),
  v.transform((value) => Math.round(value * 1000) / 1000),
);
const sideCm = wholeNumber(1, PACKAGE_LIMITS.sideCmMax);

export const PackageMeasuresSchema = v.object({ weight_kg: weightKg, width_cm: sideCm, height_cm: sideCm, depth_cm: sideCm }, 'required');
export type PackageMeasures = v.InferOutput<typeof PackageMeasuresSchema>;

export const PackagingLineSchema = v.object({
  id: v.number(),
  product_code: v.string(),
  name: v.string(),
  quantity: v.number(),
  /** Scanned piece by piece (phones, tablets, watches); the rest is confirmed by count. */
  serialised: v.boolean(),
  /** Pieces scanned or confirmed so far. */
  packed_quantity: v.number(),
  /** `id` names the piece for an undo of a wrong scan. */
  pieces: v.array(v.object({ id: v.number(), serial_number: v.string(), imei: v.nullable(v.string()) })),
});
export type PackagingLine = v.InferOutput<typeof PackagingLineSchema>;

export const PackagingStateSchema = v.object({
  order_number: v.string(),
  status: orderStatus,
  crate: v.nullable(v.string()),
  /** The goods packed at this table: the lines of the order's own-stock package. */
  lines: v.array(PackagingLineSchema),
  package: v.nullable(
    v.object({
      id: v.number(),
      status: deliveryStatus,
      measures: v.nullable(v.object({ weight_kg: v.number(), width_cm: v.number(), height_cm: v.number(), depth_cm: v.number() })),
    }),
  ),
  /** Goods of the order's `external` packages: the supplier sends them straight to the customer, so they are not in this parcel. */
  supplier_lines: v.array(v.object({ product_code: v.string(), name: v.string(), quantity: v.number() })),
  all_items_packed: v.boolean(),
  /** A scanned piece can be taken off its line until the parcel is handed over (new, processing, packed). */
  can_unscan: v.boolean(),
  /** Scans and counts are taken while the order is new or being processed. */
  can_pack: v.boolean(),
});
export type PackagingState = v.InferOutput<typeof PackagingStateSchema>;

/** The order's packing table: lines with what is scanned, the parcel and its measures. 404 (O-X7) outside the market. */
export const packagingState = defineRoute({
  name: 'order-packaging.state',
  method: 'GET',
  path: PACKAGING,
  auth: 'staff',
  params: orderNumberParams,
  response: PackagingStateSchema,
});

/** One scan: the piece with this S/N or IMEI is tied to its line; 400 on `code` "item already scanned" (O-X3) or "S/N mismatch or not found" (O-X4). */
export const packagingScan = defineRoute({
  name: 'order-packaging.scan',
  method: 'POST',
  path: `${PACKAGING}scans/`,
  auth: 'staff',
  params: orderNumberParams,
  body: v.object({ code: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.regex(SCANNED_CODE_PATTERN, 'invalid_serial_number')) }, 'required'),
  response: PackagingStateSchema,
});

/** A goods line without serial numbers confirmed by count (0 up to the line's quantity). */
export const packagingCount = defineRoute({
  name: 'order-packaging.count',
  method: 'PUT',
  path: `${PACKAGING}lines/:line_id/`,
  auth: 'staff',
  params: v.object({ ...orderNumberParams.entries, line_id: IdParamSchema }),
  body: v.object({ packed_quantity: wholeNumber(0, 999) }, 'required'),
  response: PackagingStateSchema,
});

/** The parcel's weight and size; with every item packed the order moves to `packed`. */
export const packagingMeasure = defineRoute({
  name: 'order-packaging.measure',
  method: 'PUT',
  path: `${PACKAGING}package/`,
  auth: 'staff',
  params: orderNumberParams,
  body: PackageMeasuresSchema,
  response: PackagingStateSchema,
});

/**
 * Undo of a wrong scan: the piece leaves its line and is back on the shelf, free for another scan. Until the
 * hand-over (a packed order goes back to processing); afterwards 400 on `non_field_errors`. 404 (O-X8) for a
 * piece not on this order, also when another packer took it off first.
 */
export const packagingUnscan = defineRoute({
  name: 'order-packaging.unscan',
  method: 'DELETE',
  path: `${PACKAGING}pieces/:piece_id/`,
  auth: 'staff',
  params: v.object({ ...orderNumberParams.entries, piece_id: IdParamSchema }),
  response: PackagingStateSchema,
});
