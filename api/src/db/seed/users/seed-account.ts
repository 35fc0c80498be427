import { generatePassword, hashPassword } from '../../../auth/password';
import type { SeedContext } from '../seed-step';

/** A seeded login: only the scrypt hash is stored; a generated password is printed once by the caller. */
export async function seedAccount(context: SeedContext, email: string, configured: string | undefined, role: 'staff' | 'customer') {
  const password = configured ?? generatePassword();
  if (!configured) context.generatedLogins.push({ email, password, role });
  return { email, passwordHash: await hashPassword(password), role };
}
