import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../../../auth/password';
import { openTestDatabase } from '../../../test-support/test-database';
import type { Database } from '../../database';
import { seedSteps } from '../../schema/seed';
import { users } from '../../schema/users';
import { seedDatabase } from '../run-seed';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.close();
});

test('the Romanian shop gets its own staff member and customer with Romanian names', async () => {
  const rows = await database.db
    .select({ email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.email, ['personal@example.ro', 'client@example.ro']));
  assert.deepEqual(
    rows.sort((a, b) => a.email.localeCompare(b.email)),
    [
      { email: 'client@example.ro', role: 'customer', firstName: 'Ioana', lastName: 'Popescu' },
      { email: 'personal@example.ro', role: 'staff', firstName: 'Andreea', lastName: 'Ionescu' },
    ],
  );
});

test('a database seeded before the step gets the configured Romanian accounts once', async () => {
  await database.db.delete(users).where(inArray(users.email, ['personal@example.ro', 'client@example.ro']));
  await database.db.delete(seedSteps).where(eq(seedSteps.name, 'users-ro'));
  const romanian = { staffEmail: 'sef@magazin.ro', staffPassword: 'Parola-Sef-1!', customerEmail: 'ana@magazin.ro', customerPassword: undefined };
  const report = await seedDatabase(database.db, { staffEmail: 'x@example.com', staffPassword: undefined, customerEmail: 'y@example.com', customerPassword: undefined, romanian });
  assert.deepEqual(report.applied, ['users-ro']);
  assert.deepEqual(report.generatedLogins.map((login) => login.email), ['ana@magazin.ro']);
  const [staff] = await database.db.select().from(users).where(eq(users.email, 'sef@magazin.ro'));
  assert.equal(staff?.lastName, 'Ionescu');
  assert.equal(await verifyPassword('Parola-Sef-1!', staff!.passwordHash), true);
});
