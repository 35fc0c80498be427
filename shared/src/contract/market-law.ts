import * as v from 'valibot';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';
import { ORDER_NUMBER_PATTERN } from './checkout';
import { PriceSchema } from './cart';
import { OrderAccessParamsSchema } from './payments';

// What Czech and Romanian law asks of an order after it is placed (docs/markets.md).

/** The QR Platba of a Czech bank-transfer order, and the same data written out for manual entry. */
export const QrPlatbaSchema = v.object({
  /** The SPD 1.0 string the code holds. */
  spd: v.string(),
  /** The code as an SVG image, drawn by the server. */
  svg: v.string(),
  /** The shop's account, grouped by four for reading: "CZ65 0800 0000 1920 0014 5399". */
  iban: v.string(),
  amount: PriceSchema,
  currency: v.literal('CZK'),
  variable_symbol: v.string(),
  message: v.string(),
});
export type QrPlatba = v.InferOutput<typeof QrPlatbaSchema>;

/**
 * A bank-transfer order's payment written out, in both markets: the shop's IBAN grouped by four, the amount and the
 * reference the bank statement is matched by (CZ the variable symbol, RO the order number).
 */
export const BankTransferSchema = v.object({
  iban: v.string(),
  amount: PriceSchema,
  currency: v.picklist(['CZK', 'RON']),
  reference: v.string(),
});
export type BankTransfer = v.InferOutput<typeof BankTransferSchema>;

/**
 * `qr_platba` is null for an order that is not paid by bank transfer in CZ (or is paid already); `bank_transfer` is
 * null for any order not owing a bank transfer, and optional so a shell still on the older contract reads the answer.
 */
export const orderQrPlatba = defineRoute({
  name: 'orders.qr-platba',
  method: 'GET',
  path: '/api/new/orders/qr-platba/:order_number/:access/',
  auth: 'public',
  params: OrderAccessParamsSchema,
  response: v.object({ qr_platba: v.nullable(QrPlatbaSchema), bank_transfer: v.optional(v.nullable(BankTransferSchema)) }),
});

export const EFacturaStateSchema = v.picklist(['pending', 'sent', 'accepted', 'failed']);

export const EFacturaSubmissionSchema = v.object({
  invoice_number: v.string(),
  state: EFacturaStateSchema,
  attempts: v.number(),
  last_error: v.nullable(v.string()),
  /** ANAF's upload index, once the invoice was uploaded. */
  upload_index: v.nullable(v.string()),
  /** ISO 8601: the 5th working day after the invoice's issue. */
  due_at: v.string(),
  updated_at: v.string(),
});
export type EFacturaSubmission = v.InferOutput<typeof EFacturaSubmissionSchema>;

/** Staff: every e-Factura submission of an order's invoices (Romanian orders; empty elsewhere), for the order desk. */
export const orderEFacturaSubmissions = defineRoute({
  name: 'orders.e-factura-submissions',
  method: 'GET',
  path: '/api/new/orders/e-factura/:order_number/',
  auth: 'staff',
  params: v.object({ order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')) }),
  response: v.object({ submissions: v.array(EFacturaSubmissionSchema) }),
});
