import { eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { MARKETS } from '@shop/shared/i18n/market';
import { manufacturers, models, productTypes } from '../../schema/catalog';
import { serviceCenterSchedules, serviceOperations, serviceOperationTypes } from '../../schema/service';
import { stores } from '../../schema/stores';
import type { ProductTypeCode } from '../catalog/product-types';
import { hashText, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';
import { intakeDays, slotCapacity } from './center-schedules';
import { operationKinds } from './operation-kinds';
import { repairPrice } from './repair-pricing';

/**
 * Repair operations for every model of the catalogue in both markets, and the intake
 * schedule of every service center. Reads the catalogue from the database, so it covers
 * whatever the catalogue step seeded.
 */
export const seedService: SeedStep = {
  name: 'service',
  async run(tx) {
    const typeRows = await tx
      .insert(serviceOperationTypes)
      .values(operationKinds.map((kind, position) => ({ code: kind.code, nameCs: kind.nameCs, nameRo: kind.nameRo, position })))
      .returning({ id: serviceOperationTypes.id, code: serviceOperationTypes.code });
    const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));

    const catalogue = await tx
      .select({ id: models.id, slug: models.slug, name: models.name, releaseYear: models.releaseYear, manufacturer: manufacturers.name, type: productTypes.code })
      .from(models)
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
      .innerJoin(productTypes, eq(productTypes.id, models.productTypeId));

    const operationValues = catalogue.flatMap((row) => {
      const model = { manufacturer: row.manufacturer, name: row.name, type: row.type as ProductTypeCode, releaseYear: row.releaseYear };
      // The same parts are on stock in both markets: one draw per model and kind.
      const random = seededRandom(hashText(`service ${row.slug}`));
      const offered = operationKinds.filter((kind) => kind.types.includes(model.type) && random() < (kind.offeredShare ?? 1));
      return (Object.keys(MARKETS) as Market[]).flatMap((market) =>
        offered.map((kind) => ({
          market,
          modelId: row.id,
          typeId: typeIds.get(kind.code)!,
          price: repairPrice(kind, model, market),
          durationMinutes: kind.durationMinutes,
          warrantyMonths: kind.warrantyMonths,
        })),
      );
    });
    // Thousands of rows: insert in chunks to stay far below PostgreSQL's parameter limit.
    for (let start = 0; start < operationValues.length; start += 1000) {
      await tx.insert(serviceOperations).values(operationValues.slice(start, start + 1000));
    }

    const centers = await tx.select().from(stores).where(eq(stores.isService, true));
    const scheduleValues = centers.flatMap((center) =>
      intakeDays(center.openingHours).map((day) => ({
        storeId: center.id,
        weekday: day.weekday,
        opensAt: day.opensAt,
        closesAt: day.closesAt,
        slotMinutes: 60,
        capacity: slotCapacity(center.city, day.weekday),
      })),
    );
    if (scheduleValues.length > 0) await tx.insert(serviceCenterSchedules).values(scheduleValues);
  },
};
