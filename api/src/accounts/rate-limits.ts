// Per client address. Registration and reset requests are rare for a person; more is a script.
export const REGISTER_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };
export const RESET_REQUEST_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };
// A reset token is 256 random bits, so this bounds load rather than guessing.
export const RESET_CONFIRM_RATE_LIMIT = { max: 20, timeWindowMs: 60 * 60_000 };
export const PASSWORD_CHANGE_RATE_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 };
