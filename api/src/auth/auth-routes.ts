import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authLogin, authLogout, authMe, type User } from '@shop/shared/contract/auth';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { CSRF_COOKIE, SESSION_COOKIE, clearSessionCookie, setCsrfCookie, setSessionCookie } from './cookies';
import { isKnownDevice, rememberDevice } from './known-device';
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure } from './login-backoff';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession, findUserWithPassword, type AuthUser } from './sessions';
import { randomToken } from './tokens';

export function userBody(user: AuthUser): User {
  return { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, role: user.role };
}

/** Keeps the browser's token (or makes one) and makes sure the cookie carries it. */
function anonymousCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  const token = existing && /^[\w-]{20,}$/.test(existing) ? existing : randomToken();
  setCsrfCookie(reply, token);
  return token;
}

// Checked against when the e-mail is unknown, so the answer takes as long as for a wrong password.
const unknownUserHash = hashPassword(randomToken());

export function registerAuthRoutes(app: FastifyInstance): void {
  registerRoute(app, authMe, ({ session, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    if (session) {
      setCsrfCookie(reply, session.csrfToken);
      return { user: userBody(session.user), csrf_token: session.csrfToken };
    }
    return { user: null, csrf_token: anonymousCsrfToken(request, reply) };
  });

  registerRoute(
    app,
    authLogin,
    async ({ body, locale, request, reply }) => {
      const db = app.database.db;
      // Unknown e-mails back off like known ones, so the answer does not tell which exist.
      const attempt = { email: body.email, address: request.ip, knownDevice: isKnownDevice(request, body.email) };
      const waitSeconds = await loginWaitSeconds(db, attempt, app.config.limits.loginFailuresBeforeBackoff);
      if (waitSeconds > 0) throw detailError(429, translate(locale, 'api.login_backoff', { seconds: waitSeconds }));
      const found = await findUserWithPassword(db, body.email);
      const passwordOk = await verifyPassword(body.password, found?.passwordHash ?? (await unknownUserHash));
      if (!found || !passwordOk) {
        await recordLoginFailure(db, attempt);
        throw validationError({ non_field_errors: [translate(locale, 'api.invalid_credentials')] });
      }
      await clearLoginFailures(db, attempt);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.database.db, previous);
      const { passwordHash: _hash, ...user } = found;
      const session = await createSession(app.database.db, app.config.secretKey, user);
      setSessionCookie(reply, session.token);
      rememberDevice(reply, user.email);
      // A new token on login: one planted before login is worth nothing after it.
      setCsrfCookie(reply, session.csrfToken);
      reply.header('Cache-Control', 'no-store');
      return { user: userBody(user), csrf_token: session.csrfToken };
    },
    { rateLimit: app.config.loginRateLimit },
  );

  registerRoute(app, authLogout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.database.db, token);
    clearSessionCookie(reply);
    const csrfToken = randomToken();
    setCsrfCookie(reply, csrfToken);
    reply.header('Cache-Control', 'no-store');
    return { user: null, csrf_token: csrfToken };
  });
}
