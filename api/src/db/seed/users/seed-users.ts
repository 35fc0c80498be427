import { users } from '../../schema/users';
import type { SeedStep } from '../seed-step';
import { seedAccount as account } from './seed-account';

/** The staff account and a customer to try the shop with; only the scrypt hashes are stored. */
export const seedUsers: SeedStep = {
  name: 'users',
  async run(tx, context) {
    const { staffEmail, staffPassword, customerEmail, customerPassword } = context.accounts;
    await tx.insert(users).values([
      { ...(await account(context, staffEmail, staffPassword, 'staff')), firstName: 'Petra', lastName: 'Správcová' },
      { ...(await account(context, customerEmail, customerPassword, 'customer')), firstName: 'Jan', lastName: 'Novák' },
    ]);
  },
};
