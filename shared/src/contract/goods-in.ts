import * as v from 'valibot';
import { normalizeImei } from '../validation/imei';
import { textInput } from '../validation/storable-text';
import { IdNumberSchema } from './input';
import { SCANNED_CODE_PATTERN } from './order-packaging';
import { defineRoute } from './route';

// Goods-in of serialised pieces at the staff desk (issue #9): staff choose a product counted piece by piece
// (phones, tablets, watches) and where the pieces go (warehouse or a store), scan each S/N (phones also the
// IMEI) and save them in one transaction: `stock_pieces` rows and the stock counts the catalogue shows go up.
// Staff only, the save needs CSRF. Decisions: docs/packing.md.

const GOODS_IN = '/api/new/orders/staff/goods-in/';

/** One delivery note's worth; a bigger delivery is received in more saves. */
export const GOODS_IN_MAX_PIECES = 200;

const serialNumber = v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.regex(SCANNED_CODE_PATTERN, 'invalid_serial_number'));
/** Blank for goods without a cellular modem; the server asks for it on phones. */
const imei = v.pipe(
  textInput,
  v.trim(),
  v.check((text) => text === '' || normalizeImei(text) !== null, 'invalid_imei'),
);

export const GoodsInPieceSchema = v.object({ serial_number: serialNumber, imei }, 'required');
export type GoodsInPiece = v.InferInput<typeof GoodsInPieceSchema>;

export const GoodsInProductSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  /** Phones: each piece is received with its IMEI too. */
  needs_imei: v.boolean(),
  warehouse_quantity: v.number(),
  /** Every store of the market, with this product's count on its shelf. */
  stores: v.array(v.object({ id: v.number(), name: v.string(), quantity: v.number() })),
});
export type GoodsInProduct = v.InferOutput<typeof GoodsInProductSchema>;

/** The product to receive, by its code; 404 when the market has no such product counted piece by piece. */
export const goodsInProduct = defineRoute({
  name: 'goods-in.product',
  method: 'GET',
  path: `${GOODS_IN}products/:code/`,
  auth: 'staff',
  params: v.object({ code: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(64, 'max_length')) }),
  response: GoodsInProductSchema,
});

/** One scanned piece checked before it joins the list: 400 on the field when its S/N or IMEI is already in stock. */
export const goodsInCheck = defineRoute({
  name: 'goods-in.check',
  method: 'GET',
  path: `${GOODS_IN}pieces/check/`,
  auth: 'staff',
  query: GoodsInPieceSchema,
  response: v.object({ serial_number: v.string(), imei: v.nullable(v.string()) }),
});

/** All scanned pieces saved at once; 400 with errors per piece (`pieces.<index>.serial_number`) and nothing saved. */
export const goodsInReceive = defineRoute({
  name: 'goods-in.receive',
  method: 'POST',
  path: GOODS_IN,
  auth: 'staff',
  body: v.object(
    {
      product_code: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(64, 'max_length')),
      /** null: the central warehouse. */
      store_id: v.nullable(IdNumberSchema),
      pieces: v.pipe(v.array(GoodsInPieceSchema), v.minLength(1, 'required'), v.maxLength(GOODS_IN_MAX_PIECES, 'max_length')),
    },
    'required',
  ),
  response: v.object({ received: v.number(), product: GoodsInProductSchema }),
});
