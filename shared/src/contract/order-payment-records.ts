import * as v from 'valibot';
import { IsoDateSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';

// Payments staff record on an order (checklist O-R3): a bank transfer seen on the statement, cash at the
// counter, a card terminal. The order's payment state is derived from these and the gateway's results,
// never set by hand. Decisions: docs/order-desk.md ("Payments").

/** How the money came in; the gateway's own payments are listed as `gateway`, never recorded by staff. */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card_terminal', 'other'] as const;
export const PAYMENT_METHODS = [...RECORDED_PAYMENT_METHODS, 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The largest single payment staff may record, in whole units: above any order the shop takes. */
export const RECORDED_PAYMENT_MAX = 10_000_000;
export const PAYMENT_REFERENCE_MAX_LENGTH = 140;

export const RecordPaymentBodySchema = v.object(
  {
    /** Whole units of the market's currency, as every price of the order. */
    amount: wholeNumber(1, RECORDED_PAYMENT_MAX),
    /** The day the money arrived (the statement's booking day), not in the future. */
    received_on: IsoDateSchema,
    /** The statement's reference or variable symbol; may be empty for cash. */
    reference: v.pipe(textInput, v.trim(), v.maxLength(PAYMENT_REFERENCE_MAX_LENGTH, 'max_length')),
    method: v.picklist(RECORDED_PAYMENT_METHODS, 'must_be_literal'),
  },
  'required',
);

export const OrderPaymentSchema = v.object({
  /** `recorded-<id>` or `gateway-<id>`: two sources, one list. */
  key: v.string(),
  amount: v.number(),
  received_on: v.string(),
  reference: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  /** Who recorded it; null for the gateway or a deleted account. */
  recorded_by: v.nullable(v.string()),
});
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/** What came in and what went back, in whole units; `balance` > 0 is still owed, < 0 is an over-payment. */
export const PaymentBalanceSchema = v.object({
  paid: v.number(),
  refunded: v.number(),
  balance: v.number(),
});
export type PaymentBalance = v.InferOutput<typeof PaymentBalanceSchema>;
