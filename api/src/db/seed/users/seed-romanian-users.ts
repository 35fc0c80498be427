import { users } from '../../schema/users';
import type { SeedStep } from '../seed-step';
import { seedAccount } from './seed-account';

export const ROMANIAN_ACCOUNT_DEFAULTS = {
  staffEmail: 'personal@example.ro',
  staffPassword: undefined,
  customerEmail: 'client@example.ro',
  customerPassword: undefined,
};

/**
 * The Romanian shop's staff member and customer to try it with, with Romanian names: the first
 * accounts (seed-users.ts) carry Czech names, which the Romanian shop showed on its account pages.
 * A step of its own, so databases seeded before it get the accounts too.
 */
export const seedRomanianUsers: SeedStep = {
  name: 'users-ro',
  async run(tx, context) {
    const { staffEmail, staffPassword, customerEmail, customerPassword } = context.accounts.romanian ?? ROMANIAN_ACCOUNT_DEFAULTS;
    await tx.insert(users).values([
      { ...(await seedAccount(context, staffEmail, staffPassword, 'staff')), firstName: 'Andreea', lastName: 'Ionescu' },
      { ...(await seedAccount(context, customerEmail, customerPassword, 'customer')), firstName: 'Ioana', lastName: 'Popescu' },
    ]);
  },
};
