import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare-database';
import { users } from '../db/schema/users';

// `pnpm -C api make-admin <e-mail>`: gives an existing staff account the admin role. The seed makes
// staff accounts only, and only an admin can make admins in the users screen (AT-X2), so the first
// admin of a shop comes from here, run by whoever runs the server.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: make-admin <e-mail of a staff account>');
  process.exit(2);
}
const { database } = await prepareDatabase(loadConfig(), () => undefined);
try {
  const promoted = await database.db
    .update(users)
    .set({ role: 'admin', active: true })
    .where(and(eq(users.email, email), inArray(users.role, ['staff', 'admin'])))
    .returning({ id: users.id });
  if (promoted.length === 0) {
    console.error(`No staff account ${email}.`);
    process.exitCode = 1;
  } else console.log(`${email} is an admin now.`);
} finally {
  await database.close();
}
