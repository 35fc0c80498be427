import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameToken } from './tokens';

/** Set at each login: this browser has logged in to this account before. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** An HMAC of the account under SECRET_KEY: only the server makes it, and it names no account in the cookie. */
function deviceProof(secretKey: string, email: string): string {
  return createHmac('sha256', secretKey).update(`known-device:${email.trim().toLowerCase()}`).digest('base64url');
}

export function rememberDevice(reply: FastifyReply, email: string): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, deviceProof(reply.server.config.secretKey, email), {
    path: '/api/new/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}

/** Whether this browser logged in to `email` before (the last account it logged in to). */
export function isKnownDevice(request: FastifyRequest, email: string): boolean {
  const cookie = request.cookies[KNOWN_DEVICE_COOKIE];
  return cookie !== undefined && sameToken(cookie, deviceProof(request.server.config.secretKey, email));
}
