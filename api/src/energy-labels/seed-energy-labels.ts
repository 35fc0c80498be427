import { eq, inArray } from 'drizzle-orm';
import { ENERGY_CLASSES, RELIABILITY_CLASSES } from '@shop/shared/energy-labels/energy-class';
import { masterProducts, typeDevices } from '../db/schema/catalogue';
import { manufacturers } from '../db/schema/catalog';
import { energyLabels } from '../db/schema/energy-labels';
import { hashText, seededRandom } from '../db/seed/random';
import type { SeedStep } from '../db/seed/seed-step';

/** The kinds of goods Regulation (EU) 2023/1669 labels: smartphones and slate tablets. */
export const LABELLED_TYPE_DEVICES = ['phones', 'tablets'] as const;

const pick = <T>(random: () => number, items: readonly T[], from: number, to: number): T => items[from + Math.floor(random() * (to - from + 1))]!;

/**
 * A label per phone and tablet model, the same in both markets (drawn from the model's name, as EPREL has one
 * registration per model): phones mostly A-C, tablets B-E, endurance and cycles in the ranges published labels show.
 */
export const seedEnergyLabels: SeedStep = {
  name: 'energy-labels',
  async run(tx) {
    const models = await tx
      .select({ id: masterProducts.id, name: masterProducts.name, manufacturer: manufacturers.name, type: typeDevices.code })
      .from(masterProducts)
      .innerJoin(typeDevices, eq(typeDevices.id, masterProducts.typeDeviceId))
      .innerJoin(manufacturers, eq(manufacturers.id, masterProducts.manufacturerId))
      .where(inArray(typeDevices.code, [...LABELLED_TYPE_DEVICES]));
    if (models.length === 0) return;
    await tx.insert(energyLabels).values(
      models.map((model) => {
        const random = seededRandom(hashText(`energy-label:${model.name}`));
        const tablet = model.type === 'tablets';
        return {
          masterProductId: model.id,
          energyClass: pick(random, ENERGY_CLASSES, tablet ? 1 : 0, tablet ? 4 : 2),
          eprelRegistrationNumber: String(1_800_000 + (hashText(`eprel:${model.name}`) % 900_000)),
          supplierName: model.manufacturer,
          modelIdentifier: model.name.toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 24),
          enduranceMinutes: (tablet ? 40 : 35) * 60 + Math.floor(random() * 30) * 60 + Math.floor(random() * 4) * 15,
          batteryCycles: pick(random, [800, 1000, 1200, 1400, 1600], 0, 4),
          freeFallClass: pick(random, RELIABILITY_CLASSES, 0, tablet ? 3 : 2),
          repairabilityClass: pick(random, RELIABILITY_CLASSES, 0, 3),
          ipRating: tablet ? pick(random, ['IP20', 'IP52', 'IP54', 'IP68'], 0, 3) : pick(random, ['IP54', 'IP67', 'IP68'], 0, 2),
          batteryCapacityMah: tablet ? 6000 + Math.floor(random() * 40) * 100 : 3200 + Math.floor(random() * 20) * 100,
          updateYears: pick(random, [5, 6, 7], 0, 2),
        };
      }),
    );
  },
};
