import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps instead of the cookie value. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token of one session: an HMAC of the session id under SECRET_KEY (the signed double
 * submit). Only the server can make it, a new session at login makes a new one, and a token
 * planted in the csrftoken cookie matches no session.
 */
export function sessionCsrfToken(secretKey: string, sessionToken: string): string {
  return createHmac('sha256', secretKey).update(`csrf:${tokenDigest(sessionToken)}`).digest('base64url');
}

/** Compares in constant time, so a guessed CSRF token reveals nothing through timing. */
export function sameToken(given: string, expected: string | undefined): boolean {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
