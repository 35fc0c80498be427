import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../schema/users';
import type { SeedStep } from '../seed-step';
import { ROMANIAN_ACCOUNT_DEFAULTS } from './seed-romanian-users';

/**
 * Staff lists are per market (issue #33): the seeded Czech staff member works for CZ, the Romanian one for RO. A step
 * of its own, so databases seeded before `users.market` existed get it too; an account someone already gave a market
 * keeps it.
 */
export const seedStaffMarkets: SeedStep = {
  name: 'users-staff-markets',
  async run(tx, context) {
    const romanian = context.accounts.romanian ?? ROMANIAN_ACCOUNT_DEFAULTS;
    for (const [email, market] of [
      [context.accounts.staffEmail, 'CZ'],
      [romanian.staffEmail, 'RO'],
    ] as const) {
      await tx.update(users).set({ market }).where(and(eq(users.email, email), isNull(users.market)));
    }
  },
};
