import * as v from 'valibot';
import { IdParamSchema } from './input';
import { defineRoute } from './route';

// Credit notes for contract withdrawals (issue #9). The printable credit note is an HTML document like the invoice,
// outside the contract (GET /api/new/orders/credit-note/<order number>/<access>/<credit note number>/).
// Decisions: docs/invoices.md ("Credit notes").

export const CreditNoteSummarySchema = v.object({
  withdrawal_id: v.number(),
  order_number: v.string(),
  /** `D<year>-<6 digits>`, the market's own series for credit notes. */
  number: v.string(),
  /** The invoice it corrects. */
  invoice_number: v.string(),
  /** Whole units of the market's currency, negative. */
  total: v.pipe(v.number(), v.integer(), v.maxValue(0)),
  issued_at: v.pipe(v.string(), v.isoTimestamp()),
  /** Whole units actually sent back: at most what the customer paid, 0 for a never-paid order. */
  refunded: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** `bank_transfer` to the withdrawal's account, `none` when nothing had been paid. */
  refund_method: v.picklist(['bank_transfer', 'card', 'none']),
  /** The printable credit note, to open or send to the customer. */
  document_url: v.string(),
});
export type CreditNoteSummary = v.InferOutput<typeof CreditNoteSummarySchema>;

/**
 * Staff accept a withdrawal and refund it: the withdrawal's credit note is issued (once; again answers the same one),
 * paying back at most what came in. 404 for a withdrawal of another market, 409 when the order has no invoice yet (O-X6),
 * 400 (`non_field_errors`) when nothing was paid: such a withdrawal is closed without money.
 */
export const creditNotesRefundWithdrawal = defineRoute({
  name: 'credit-notes.refund-withdrawal',
  method: 'POST',
  path: '/api/new/orders/staff/withdrawals/:id/refund/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  response: CreditNoteSummarySchema,
});

/**
 * The withdrawal of an order that was never paid closes without money: its credit note corrects the invoice and states
 * that nothing goes back. 400 when money came in (refund it instead); 404 and 409 as for the refund.
 */
export const creditNotesCloseWithdrawal = defineRoute({
  name: 'credit-notes.close-withdrawal',
  method: 'POST',
  path: '/api/new/orders/staff/withdrawals/:id/close/',
  auth: 'staff',
  params: v.object({ id: IdParamSchema }),
  response: CreditNoteSummarySchema,
});
