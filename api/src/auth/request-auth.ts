import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { findSession, type ActiveSession } from './sessions';
import { sameToken } from './tokens';

const loaded = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

/** The request's session (once per request), or null when the cookie is missing, unknown or expired. */
export function requestSession(request: FastifyRequest): Promise<ActiveSession | null> {
  let session = loaded.get(request);
  if (!session) {
    const token = request.cookies[SESSION_COOKIE];
    session = token ? findSession(request.server.database.db, request.server.config.secretKey, token) : Promise.resolve(null);
    loaded.set(request, session);
  }
  return session;
}

/**
 * The embed on a partner's site (PARTNER_ORIGINS) is cross-site: browsers never send it our
 * SameSite cookies, so the double submit cannot work there. The browser sets Origin, which no
 * page script can forge, and the custom X-CSRFToken header makes the call need a CORS preflight,
 * which only partner origins pass. This holds only for anonymous calls: a call that does carry
 * one of our sessions (a partner on a sibling subdomain is same-site) must echo that session's token.
 */
function fromPartnerPage(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && request.server.config.partnerOrigins.includes(origin);
}

/**
 * With a session, X-CSRFToken must be that session's token (an HMAC of the session id, see
 * sessionCsrfToken): the csrftoken cookie carries it for the shop's pages, auth.me tells it to
 * a widget on a partner origin, and a cookie planted by a sibling subdomain is worth nothing.
 * Without a session, the plain double submit: the header equals the csrftoken cookie.
 */
export function csrfAccepted(request: FastifyRequest, session: ActiveSession | null): boolean {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header.length === 0) return false;
  if (session) return sameToken(header, session.csrfToken);
  return sameToken(header, request.cookies[CSRF_COOKIE]) || fromPartnerPage(request);
}
