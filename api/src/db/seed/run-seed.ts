import { seedSteps as seedStepsTable } from '../schema/seed';
import type { Db } from '../database';
import type { SeedAccounts, SeedContext, SeedStep } from './seed-step';
import { seedSteps } from './steps';

export interface SeedReport {
  applied: string[];
  generatedLogins: SeedContext['generatedLogins'];
}

/** Runs each step that has not run on this database yet; a seeded database is left as it is. */
export async function seedDatabase(db: Db, accounts: SeedAccounts, steps: readonly SeedStep[] = seedSteps): Promise<SeedReport> {
  const done = new Set((await db.select({ name: seedStepsTable.name }).from(seedStepsTable)).map((row) => row.name));
  const context: SeedContext = { accounts, generatedLogins: [] };
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx, context);
      await tx.insert(seedStepsTable).values({ name: step.name });
    });
    applied.push(step.name);
  }
  return { applied, generatedLogins: context.generatedLogins };
}
