import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attributeNameChoices, attributeTypeDevices, attributeUnits } from '@shop/shared/contract/admin-attributes';
import { attributeDefinitions, products, productAttributeValues, typeDevices } from '../db/schema/catalogue';
import { registerRoute } from '../http/register-route';
import { registerAttributeDefinitionRoutes } from './attribute-definition-routes';

export function registerAdminAttributeRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  registerAttributeDefinitionRoutes(app);

  registerRoute(app, attributeNameChoices, async ({ query, locale }) => {
    const where = query.type_device === undefined ? undefined : eq(attributeDefinitions.typeDeviceId, query.type_device);
    const definitions = await db()
      .select()
      .from(attributeDefinitions)
      .where(where)
      .orderBy(asc(attributeDefinitions.typeDeviceId), asc(attributeDefinitions.position), asc(attributeDefinitions.id));
    // The market's values only: a Romanian product's value is no choice in the Czech admin.
    const values = await db()
      .selectDistinct({ attributeId: productAttributeValues.attributeId, value: productAttributeValues.value })
      .from(productAttributeValues)
      .innerJoin(products, eq(products.id, productAttributeValues.productId))
      .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, productAttributeValues.attributeId))
      .where(and(eq(products.market, app.config.market), where))
      .orderBy(asc(productAttributeValues.value));
    const choices = new Map<number, string[]>();
    for (const row of values) choices.set(row.attributeId, [...(choices.get(row.attributeId) ?? []), row.value]);
    return {
      results: definitions.map((definition) => ({
        id: definition.id,
        code: definition.code,
        name: locale === 'ro' ? definition.nameRo : definition.nameCs,
        unit: definition.unit,
        type_device: definition.typeDeviceId,
        filterable: definition.filterable,
        // Fixed choices, when staff set them, are the only values a product may take.
        choices: definition.fixedChoices.length > 0 ? definition.fixedChoices : (choices.get(definition.id) ?? []),
      })),
    };
  });

  registerRoute(app, attributeTypeDevices, async ({ locale }) => {
    const name = locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs;
    return { results: await db().select({ id: typeDevices.id, code: typeDevices.code, name }).from(typeDevices).orderBy(asc(name)) };
  });

  registerRoute(app, attributeUnits, async () => ({
    results: (await db().selectDistinct({ unit: attributeDefinitions.unit }).from(attributeDefinitions).where(ne(attributeDefinitions.unit, '')).orderBy(asc(attributeDefinitions.unit))).map((row) => row.unit),
  }));
}
