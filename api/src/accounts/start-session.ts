import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { User } from '@shop/shared/contract/auth';
import { userBody } from '../auth/auth-routes';
import { SESSION_COOKIE, setCsrfCookie, setSessionCookie } from '../auth/cookies';
import { rememberDevice } from '../auth/known-device';
import { createSession, deleteSession, type AuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { sessions } from '../db/schema/users';

/**
 * Logs the user in as auth.login does: the browser's previous session ends, a new session
 * cookie and a new CSRF token replace it, and the browser is remembered as the account's device.
 */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<{ user: User; csrf_token: string }> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(app.database.db, previous);
  const session = await createSession(app.database.db, app.config.secretKey, user);
  setSessionCookie(reply, session.token);
  rememberDevice(reply, user.email);
  setCsrfCookie(reply, session.csrfToken);
  reply.header('Cache-Control', 'no-store');
  return { user: userBody(user), csrf_token: session.csrfToken };
}

/** After a password change or reset every session of the account ends: a thief's session too. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
