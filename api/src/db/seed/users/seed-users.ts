import { generatePassword, hashPassword } from '../../../auth/password';
import { users } from '../../schema/users';
import type { SeedContext, SeedStep } from '../seed-step';

async function account(context: SeedContext, email: string, configured: string | undefined, role: 'staff' | 'customer') {
  const password = configured ?? generatePassword();
  if (!configured) context.generatedLogins.push({ email, password, role });
  return { email, passwordHash: await hashPassword(password), role };
}

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
