import * as v from 'valibot';

/**
 * A visitor's cookie and tracking choice. Strictly necessary storage (session, CSRF, cart, this choice)
 * needs no consent and has no switch; analytics and marketing start refused and only the visitor turns
 * them on (CZ §89(3) zákona 127/2005 Sb., RO Legea 506/2004; docs/markets.md).
 */
export const ConsentChoiceSchema = v.object({
  analytics: v.boolean(),
  marketing: v.boolean(),
});
export type ConsentChoice = v.InferOutput<typeof ConsentChoiceSchema>;

export const REFUSED_ALL: ConsentChoice = { analytics: false, marketing: false };
export const ACCEPTED_ALL: ConsentChoice = { analytics: true, marketing: true };
