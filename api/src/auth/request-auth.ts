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
    session = token ? findSession(request.server.database.db, token) : Promise.resolve(null);
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
 * Double submit: X-CSRFToken must equal the csrftoken cookie, which another site can neither
 * read nor set. A widget on a partner origin cannot read our cookie either, so it may echo
 * its session's token instead (it learns it from auth.me).
 */
export function csrfAccepted(request: FastifyRequest, session: ActiveSession | null): boolean {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header.length === 0) return false;
  return sameToken(header, request.cookies[CSRF_COOKIE]) || sameToken(header, session?.csrfToken) || (session === null && fromPartnerPage(request));
}
