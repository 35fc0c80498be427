/**
 * Per-client (IP) limits of the public writes. A customer fixing a long form sends it a few
 * times, so selling allows more tries than mailing an offer, which only needs one per device.
 */
export const SEND_TO_EMAIL_RATE_LIMIT = { max: 10, timeWindowMs: 10 * 60_000 };
export const SELL_ONLINE_RATE_LIMIT = { max: 20, timeWindowMs: 10 * 60_000 };
