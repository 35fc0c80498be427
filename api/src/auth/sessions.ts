import { and, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '@shop/shared/contract/auth';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema/users';
import { SESSION_MAX_AGE_SECONDS } from './cookies';
import { randomToken, sessionCsrfToken, tokenDigest } from './tokens';

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface ActiveSession {
  user: AuthUser;
  csrfToken: string;
}

export interface NewSession extends ActiveSession {
  /** The `sessionid` cookie value; only its digest is stored. */
  token: string;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export async function createSession(db: Db, secretKey: string, user: AuthUser): Promise<NewSession> {
  const token = randomToken();
  const now = Date.now();
  // Housekeeping on login keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await db.insert(sessions).values({
    id: tokenDigest(token),
    userId: user.id,
    expiresAt: new Date(now + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return { token, csrfToken: sessionCsrfToken(secretKey, token), user };
}

export async function findSession(db: Db, secretKey: string, token: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated account's sessions are deleted when it is deactivated; the check holds meanwhile too.
    .where(and(eq(sessions.id, tokenDigest(token)), gt(sessions.expiresAt, new Date()), eq(users.active, true)));
  return row ? { user: row.user, csrfToken: sessionCsrfToken(secretKey, token) } : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenDigest(token)));
}

export async function findUserWithPassword(db: Db, email: string): Promise<(AuthUser & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    // A deactivated account is as good as unknown: no login, no reset link, no password change.
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.active, true)));
  return row ?? null;
}
