import * as v from 'valibot';
import type { Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { serviceOrderBodySchema } from '@shop/shared/contract/service';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { issueMessageKey } from '@shop/shared/validation/issue-key';
import type { BookingInput } from '../store/booking-draft';

/** The order's body as the form has it: a center not chosen yet is null, which the rules report as required. */
export function bookingCandidate(input: BookingInput, operations: readonly number[], productColor: string | null) {
  return {
    operations: [...operations],
    product_color: productColor,
    center: input.center === '' ? null : Number(input.center),
    // Nothing chosen is a missing slot ("required"), not a malformed one.
    slot: input.slot === '' ? undefined : input.slot,
    first_name: input.first_name,
    last_name: input.last_name,
    e_mail: input.e_mail,
    phone_number: input.phone_number,
    note: input.note,
  };
}

export type BookingCheck = { valid: true; body: v.InferOutput<ReturnType<typeof serviceOrderBodySchema>> } | { valid: false; errors: FieldErrors };

/**
 * The same rules the server applies (`serviceOrderBodySchema` of the market), checked before
 * sending so the customer sees every mistake at once, in the shape of a 400 answer; the messages
 * are kinds, translated at render so they follow a language switch.
 */
export function checkBooking(candidate: ReturnType<typeof bookingCandidate>, market: Market): BookingCheck {
  const result = v.safeParse(serviceOrderBodySchema(market), candidate);
  if (result.success) return { valid: true, body: result.output };
  return { valid: false, errors: issuesToFieldErrors(result.issues, issueMessageKey) };
}
