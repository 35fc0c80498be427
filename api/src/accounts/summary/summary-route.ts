import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SUMMARY_SECTION_LIMIT, accountSummary } from '@shop/shared/contract/account';
import { users } from '../../db/schema/users';
import { registerRoute } from '../../http/register-route';
import { summarySources } from './summary-sources';

export function registerSummaryRoute(app: FastifyInstance): void {
  registerRoute(app, accountSummary, async ({ user, locale, reply }) => {
    const db = app.database.db;
    const [row] = await db
      .select({ email: users.email, emailConfirmed: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.id, user!.id));
    const owner = { userId: user!.id, email: row?.email ?? user!.email, emailConfirmed: row?.emailConfirmed ?? false };
    const query = { db, market: app.config.market, locale, owner, limit: SUMMARY_SECTION_LIMIT };
    const sections = await Promise.all(summarySources.map(async (source) => ({ kind: source.kind, items: await source.items(query) })));
    reply.header('Cache-Control', 'no-store');
    return { sections };
  });
}
