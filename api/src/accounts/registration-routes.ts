import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { accountEmailConfirm, accountRegister } from '@shop/shared/contract/account';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema/users';
import { validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { confirmationLink, welcomeMail } from './account-mail';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { REGISTER_RATE_LIMIT, RESET_CONFIRM_RATE_LIMIT } from './rate-limits';
import { startSession } from './start-session';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  registerRoute(
    app,
    accountRegister,
    async ({ body, locale, request, reply }) => {
      const origin = publicOrigin(request, locale);
      const passwordHash = await hashPassword(body.password);
      // The unique index decides, so two registrations of one e-mail at once cannot both succeed.
      const [created] = await db()
        .insert(users)
        .values({ email: body.email.toLowerCase(), passwordHash, firstName: body.first_name, lastName: body.last_name, role: 'customer' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role });
      if (!created) throw validationError({ email: [translate(locale, 'account.email_taken')] });
      const token = await issueAccountToken(db(), created.id, 'email_confirmation');
      try {
        await app.mailer.sendMail(welcomeMail(created.email, locale, confirmationLink(origin, app.config.market, token)));
      } catch (error) {
        // The account stands; a password reset mails a link that confirms the address as well.
        request.log.error({ err: error }, 'welcome mail failed');
      }
      reply.code(201);
      return startSession(app, request, reply, created);
    },
    { rateLimit: REGISTER_RATE_LIMIT },
  );

  registerRoute(
    app,
    accountEmailConfirm,
    async ({ body, locale }) => {
      const userId = await consumeAccountToken(db(), body.token, 'email_confirmation');
      if (userId === null) throw validationError({ token: [translate(locale, 'account.confirmation_link_invalid')] });
      await db()
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId));
      return { detail: translate(locale, 'account.email_confirmed') };
    },
    { rateLimit: RESET_CONFIRM_RATE_LIMIT },
  );
}
