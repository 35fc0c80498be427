import { eq } from 'drizzle-orm';
import { typeDevices } from '../../schema/catalogue';
import { searchSynonyms } from '../../schema/search';
import type { SeedStep } from '../seed-step';
import { typeDeviceSeeds } from '../catalogue/type-device-seeds';
import { synonymSeeds } from './synonym-seeds';

/**
 * The catalogue search's words (docs/search.md): the kinds' plurals (a database seeded before them
 * gets them here; the triggers then rebuild those products' documents) and the synonym groups.
 */
export const seedSearch: SeedStep = {
  name: 'search',
  async run(tx) {
    for (const seed of typeDeviceSeeds) {
      await tx.update(typeDevices).set({ pluralCs: seed.plurals.cs, pluralRo: seed.plurals.ro }).where(eq(typeDevices.code, seed.code));
    }
    const typeIds = new Map((await tx.select({ id: typeDevices.id, code: typeDevices.code }).from(typeDevices)).map((row) => [row.code, row.id]));
    await tx.insert(searchSynonyms).values(
      synonymSeeds.map((seed) => ({ market: seed.market, terms: seed.terms, typeDeviceId: seed.typeCode ? (typeIds.get(seed.typeCode) ?? null) : null })),
    );
  },
};
