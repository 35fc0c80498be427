/**
 * Per-client (IP) limits of the service order writes. The lookup limit also stops guessing
 * order numbers: a wrong number or contact answers 404, and after a handful of tries, 429.
 */
export const BOOKING_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };
export const LOOKUP_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };
