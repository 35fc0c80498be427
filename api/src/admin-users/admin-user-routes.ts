import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { adminActiveUsers, adminSaveUser, adminUserList, type StaffUser } from '@shop/shared/contract/admin-users';
import { resetLink } from '../accounts/account-mail';
import { issueAccountToken } from '../accounts/account-tokens';
import { endAllSessions } from '../accounts/start-session';
import { hashPassword } from '../auth/password';
import { randomToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { staffInviteMail } from './staff-invite-mail';

const STAFF_ROLES = ['staff', 'admin'] as const;

const staffColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  active: users.active,
  market: users.market,
};

async function readStaffUser(db: Db, id: number): Promise<StaffUser | null> {
  const [row] = await db.select(staffColumns).from(users).where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)));
  return row ? { ...row, role: row.role === 'admin' ? 'admin' : 'staff' } : null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Two saves of one e-mail at once: the loser gets the same 400 as the check before would have given. */
function emailTakenError(locale: Locale) {
  return (error: unknown): never => {
    if (violatedUniqueConstraint(error) !== null) throw validationError({ email: [translate(locale, 'admin_users.email_taken')] });
    throw error;
  };
}

export function registerAdminUserRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  /** The market's own staff and those of every market; an admin may ask for every market's (issue #33). */
  const ofMarkets = (markets: 'own' | 'all', role: string | undefined, locale: Locale) => {
    if (markets === 'own') return or(eq(users.market, app.config.market), isNull(users.market));
    if (role !== 'admin') throw detailError(403, translate(locale, 'admin_users.all_markets_admin_only'));
    return undefined;
  };

  registerRoute(app, adminActiveUsers, async ({ query, user, locale }) => {
    const rows = await db()
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(inArray(users.role, STAFF_ROLES), eq(users.active, true), ofMarkets(query.markets, user?.role, locale)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
    return { results: rows.map((row) => ({ id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() || row.email })) };
  });

  registerRoute(app, adminUserList, ({ query, user, locale }) => {
    const where = and(
      inArray(users.role, STAFF_ROLES),
      ofMarkets(query.markets, user?.role, locale),
      query.state === 'all' ? undefined : eq(users.active, query.state === 'active'),
      query.search ? or(ilike(users.email, likePattern(query.search)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search))) : undefined,
    );
    const ordering = query.ordering ?? 'email';
    const direction = ordering.startsWith('-') ? desc : asc;
    const column = { email: users.email, last_name: users.lastName, id: users.id }[ordering.replace(/^-/, '') as 'email' | 'last_name' | 'id'];
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(users).where(where))[0]?.rows ?? 0,
      async (limit, offset) =>
        (await db().select(staffColumns).from(users).where(where).orderBy(direction(column), asc(users.id)).limit(limit).offset(offset)).map((row) => ({
          ...row,
          role: row.role === 'admin' ? ('admin' as const) : ('staff' as const),
        })),
    );
  });

  registerRoute(app, adminSaveUser, async ({ body, user, locale, request, reply }) => {
    const me = user!;
    const [taken] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), body.id === null ? undefined : ne(users.id, body.id)));
    if (taken) throw validationError({ email: [translate(locale, 'admin_users.email_taken')] });

    if (body.id === null) {
      // Checked before the insert: a bad Host must not leave an account whose invitation never went out.
      const origin = publicOrigin(request, locale);
      // A random password nobody knows: the account is usable only after the mailed link sets one.
      const passwordHash = await hashPassword(randomToken());
      const [created] = await db()
        .insert(users)
        .values({ email: body.email, passwordHash, firstName: body.first_name, lastName: body.last_name, role: body.role, active: body.active, market: app.config.market })
        .returning({ id: users.id })
        .catch(emailTakenError(locale));
      const token = await issueAccountToken(db(), created!.id, 'password_reset');
      await app.mailer.sendMail(staffInviteMail(body.email, locale, resetLink(origin, app.config.market, token)));
      reply.code(201);
      return (await readStaffUser(db(), created!.id))!;
    }

    const existing = await readStaffUser(db(), body.id);
    // Customers are not staff users: their accounts are not edited here.
    if (!existing) throw detailError(404, translate(locale, 'api.not_found'));
    if (existing.id === me.id && !body.active) throw validationError({ active: [translate(locale, 'admin_users.not_self_deactivate')] });
    if (existing.id === me.id && body.role !== 'admin') throw validationError({ role: [translate(locale, 'admin_users.not_self_demote')] });
    await db()
      .update(users)
      .set({ email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role, active: body.active })
      .where(eq(users.id, body.id))
      .catch(emailTakenError(locale));
    // A deactivated user is logged out everywhere at once, not at their session's expiry.
    if (!body.active) await endAllSessions(db(), body.id);
    return (await readStaffUser(db(), body.id))!;
  });
}
