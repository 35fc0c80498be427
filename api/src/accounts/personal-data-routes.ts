import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accountPersonalData, accountPersonalDataUpdate, personalDataBodySchema, type PersonalData } from '@shop/shared/contract/account';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';
import { validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { registerRoute } from '../http/register-route';

const personalColumns = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  phone: users.phone,
  email_confirmed: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

async function personalData(db: Db, userId: number): Promise<PersonalData> {
  const [row] = await db.select(personalColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} of a live session is missing`);
  return row;
}

export function registerPersonalDataRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  registerRoute(app, accountPersonalData, ({ user }) => personalData(db(), user!.id));

  registerRoute(app, accountPersonalDataUpdate, async ({ body, user, locale }) => {
    const parsed = v.safeParse(personalDataBodySchema(app.config.market), body, { abortPipeEarly: true });
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
    const [row] = await db()
      .update(users)
      .set({ firstName: parsed.output.first_name, lastName: parsed.output.last_name, phone: parsed.output.phone })
      .where(eq(users.id, user!.id))
      .returning(personalColumns);
    return row ?? personalData(db(), user!.id);
  });
}
