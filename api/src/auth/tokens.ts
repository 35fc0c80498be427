import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps instead of the cookie value. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares in constant time, so a guessed CSRF token reveals nothing through timing. */
export function sameToken(given: string, expected: string | undefined): boolean {
  if (expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
