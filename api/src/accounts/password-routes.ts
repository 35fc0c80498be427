import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, accountPasswordChange, accountPasswordResetConfirm, accountPasswordResetRequest } from '@shop/shared/contract/account';
import { clearLoginFailures } from '../auth/login-backoff';
import { hashPassword, verifyPassword } from '../auth/password';
import { findUserWithPassword, type AuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { guardedPublicWrite } from '../limits/public-write';
import { publicOrigin } from '../mail/public-links';
import { PASSWORD_CHANGE_RATE_LIMIT, RESET_CONFIRM_RATE_LIMIT, RESET_REQUEST_RATE_LIMIT } from './rate-limits';
import { resetLink, resetMail } from './account-mail';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { endAllSessions, startSession } from './start-session';

/** `emailProven`: the request came through a mailed link, which confirms the address too. */
async function setPassword(db: Db, userId: number, password: string, emailProven: boolean): Promise<AuthUser | null> {
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .update(users)
    .set(emailProven ? { passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : { passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role });
  return user ?? null;
}

export function registerPasswordRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  registerRoute(
    app,
    accountPasswordResetRequest,
    guardedPublicWrite(app, accountPasswordResetRequest, (body) => body.email, async ({ body, locale, request, reply }) => {
      const origin = publicOrigin(request, locale);
      const user = await findUserWithPassword(db(), body.email);
      if (user) {
        const token = await issueAccountToken(db(), user.id, 'password_reset');
        await app.mailer.sendMail(resetMail(user.email, locale, resetLink(origin, app.config.market, token)));
      }
      reply.code(202);
      return { detail: translate(locale, 'account.reset_requested', { minutes: PASSWORD_RESET_TTL_MINUTES }) };
    }),
    { rateLimit: RESET_REQUEST_RATE_LIMIT },
  );

  registerRoute(
    app,
    accountPasswordResetConfirm,
    async ({ body, locale, request, reply }) => {
      const userId = await consumeAccountToken(db(), body.token, 'password_reset');
      const user = userId === null ? null : await setPassword(db(), userId, body.password, true);
      if (!user) throw validationError({ token: [translate(locale, 'account.reset_link_invalid')] });
      await endAllSessions(db(), user.id);
      // The mailed link proves the owner: strangers' guesses no longer hold the account back.
      await clearLoginFailures(db(), { email: user.email, address: request.ip });
      return startSession(app, request, reply, user);
    },
    { rateLimit: RESET_CONFIRM_RATE_LIMIT },
  );

  registerRoute(
    app,
    accountPasswordChange,
    async ({ body, session, locale, request, reply }) => {
      if (!session) throw detailError(401, translate(locale, 'account.password_change_not_logged_in'));
      const found = await findUserWithPassword(db(), session.user.email);
      if (!found || !(await verifyPassword(body.current_password, found.passwordHash))) {
        throw validationError({ current_password: [translate(locale, 'account.current_password_wrong')] });
      }
      const user = await setPassword(db(), found.id, body.password, false);
      if (!user) throw detailError(401, translate(locale, 'account.password_change_not_logged_in'));
      await endAllSessions(db(), user.id);
      return startSession(app, request, reply, user);
    },
    { rateLimit: PASSWORD_CHANGE_RATE_LIMIT },
  );
}
