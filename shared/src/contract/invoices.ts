import * as v from 'valibot';
import { defineRoute } from './route';
import { ORDER_NUMBER_PATTERN } from './checkout';
import { textInput } from '../validation/storable-text';
import { invoiceStatus } from '../orders/order-states';

// Invoices of shop orders (O-S15, O-R2). The printable invoice itself is an HTML document, not JSON, so it lives
// outside the contract (GET /api/new/orders/invoice/<number>/<access>/), like the energy labels.

const INVOICE_STAFF = '/api/new/orders/staff/invoices/';
const orderNumberParams = v.object({ order_number: v.pipe(textInput, v.regex(ORDER_NUMBER_PATTERN, 'required')) });

export const InvoiceSummarySchema = v.object({
  order_number: v.string(),
  number: v.string(),
  status: invoiceStatus,
  issued_at: v.pipe(v.string(), v.isoTimestamp()),
  last_sent_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>;

/** O-S15 "generate": issues the order's invoice now (idempotent); O-X5 when its lines do not add up to its total. */
export const invoicesIssue = defineRoute({
  name: 'invoices.issue',
  method: 'POST',
  path: `${INVOICE_STAFF}:order_number/issue/`,
  auth: 'staff',
  params: orderNumberParams,
  response: InvoiceSummarySchema,
});

/** O-R2 "an invoice can be re-sent": mails the invoice link to the order's e-mail again; O-X6 before one exists. */
export const invoicesResend = defineRoute({
  name: 'invoices.resend',
  method: 'POST',
  path: `${INVOICE_STAFF}:order_number/resend/`,
  auth: 'staff',
  params: orderNumberParams,
  response: InvoiceSummarySchema,
});
