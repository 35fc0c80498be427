import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';

/** Longer than a seed takes on a busy machine; a seeder that died meanwhile leaves the waiters to seed themselves. */
const SEED_WAIT_MS = 300_000;

/** Whether another process holds the lock (a folder: `mkdir` is atomic); a lock older than a wait is stale. */
async function someoneElseSeeds(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    return false;
  } catch {
    return Date.now() - (await stat(lock).catch(() => ({ mtimeMs: 0 }))).mtimeMs < SEED_WAIT_MS;
  }
}

/**
 * `seed` builds `result` (a seeded template file or folder) unless it exists. Test processes and shops start together:
 * one seeds, the others wait for its result instead of seeding the same data at once.
 */
export async function seedOnce(result: string, seed: () => Promise<void>): Promise<void> {
  if (existsSync(result)) return;
  const lock = `${result}.lock`;
  if (await someoneElseSeeds(lock)) {
    for (let waited = 0; waited < SEED_WAIT_MS && !existsSync(result); waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
    if (existsSync(result)) return;
  }
  try {
    await seed();
  } catch (error) {
    await rm(lock, { recursive: true, force: true });
    throw error;
  }
}
