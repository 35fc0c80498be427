import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const CSRF_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: reply.server.config.cookieSecure });
}

/** Readable by the page's scripts on purpose: they echo it in X-CSRFToken. */
export function setCsrfCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    maxAge: CSRF_MAX_AGE_SECONDS,
  });
}
