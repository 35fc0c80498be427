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
 * Double submit: X-CSRFToken must equal the csrftoken cookie, which another site can neither
 * read nor set. A widget on a partner origin cannot read our cookie either, so it may echo
 * its session's token instead (it learns it from auth.me).
 */
export function csrfAccepted(request: FastifyRequest, session: ActiveSession | null): boolean {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header.length === 0) return false;
  return sameToken(header, request.cookies[CSRF_COOKIE]) || sameToken(header, session?.csrfToken);
}
