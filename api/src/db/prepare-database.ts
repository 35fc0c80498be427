import type { Config } from '../config';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { seedDatabase, type SeedReport } from './seed/run-seed';
import { seedAccountsFrom } from './seed-accounts';

export interface PreparedDatabase {
  database: Database;
  seed: SeedReport;
}

/** Opens the configured database, applies pending migrations and seed steps, telling `say` what it does. */
export async function prepareDatabase(config: Config, say: (line: string) => void): Promise<PreparedDatabase> {
  say(config.databaseUrl ? 'Opening PostgreSQL (DATABASE_URL)…' : `Opening the embedded database in ${config.pgliteDir}…`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    say('Applying migrations…');
    await database.migrate();
    say('Seeding (steps that have not run yet)…');
    const seed = await seedDatabase(database.db, seedAccountsFrom(config));
    say(seed.applied.length ? `Seeded: ${seed.applied.join(', ')}.` : 'Database already seeded.');
    for (const login of seed.generatedLogins) {
      say(`Created ${login.role} login ${login.email} with password ${login.password} (shown only now; set STAFF_PASSWORD / CUSTOMER_PASSWORD, for the Romanian logins STAFF_PASSWORD_RO / CUSTOMER_PASSWORD_RO, to choose it).`);
    }
    return { database, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
