import type { Db } from '../database';

export interface SeedAccounts {
  staffEmail: string;
  staffPassword: string | undefined;
  customerEmail: string;
  customerPassword: string | undefined;
  /** The Romanian market's accounts; unset, the defaults of api/README.md (tests leave it out). */
  romanian?: Omit<SeedAccounts, 'romanian'>;
}

export interface SeedContext {
  accounts: SeedAccounts;
  /** Passwords a step generated because none was configured; printed once by the caller. */
  generatedLogins: { email: string; password: string; role: string }[];
}

/**
 * One named part of the seed. Each step runs once per database (recorded in seed_steps),
 * inside a transaction, so a step added later still runs on a database seeded before it existed.
 */
export interface SeedStep {
  name: string;
  run(tx: Db, context: SeedContext): Promise<void>;
}
