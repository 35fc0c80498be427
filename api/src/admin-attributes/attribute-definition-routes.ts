import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attributeDefinitionCreate,
  attributeDefinitionDelete,
  attributeDefinitionList,
  attributeDefinitionUpdate,
  type AttributeDefinition,
  type AttributeDefinitionInput,
} from '@shop/shared/contract/admin-attributes';
import type { Locale } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { attributeDefinitions, productAttributeValues, typeDevices } from '../db/schema/catalogue';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { slugify } from '../db/seed/slugify';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';

/** Products of both markets with a value: definitions are shared, so a delete would take both markets' values. */
const productCount = sql<number>`(SELECT count(*)::int FROM ${productAttributeValues} WHERE ${productAttributeValues.attributeId} = ${attributeDefinitions.id})`;

async function listDefinitions(db: Db, locale: Locale, where: ReturnType<typeof eq> | undefined): Promise<AttributeDefinition[]> {
  const rows = await db
    .select({ definition: attributeDefinitions, typeDeviceName: locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs, productCount })
    .from(attributeDefinitions)
    .innerJoin(typeDevices, eq(typeDevices.id, attributeDefinitions.typeDeviceId))
    .where(where)
    .orderBy(asc(attributeDefinitions.typeDeviceId), asc(attributeDefinitions.position), asc(attributeDefinitions.id));
  return rows.map(({ definition, typeDeviceName, productCount: products }) => ({
    id: definition.id,
    code: definition.code,
    name_cs: definition.nameCs,
    name_ro: definition.nameRo,
    unit: definition.unit,
    type_device: definition.typeDeviceId,
    type_device_name: typeDeviceName,
    filterable: definition.filterable,
    position: definition.position,
    choices: definition.fixedChoices,
    product_count: Number(products),
    version: definition.version,
  }));
}

async function readDefinition(db: Db, locale: Locale, id: number): Promise<AttributeDefinition> {
  const [row] = await listDefinitions(db, locale, eq(attributeDefinitions.id, id));
  if (!row) throw detailError(404, translate(locale, 'admin_attributes.not_found'));
  return row;
}

/** The columns a form saves; an unknown type device is a 400 at its field, not a foreign-key 500. */
async function checkedColumns(db: Db, body: AttributeDefinitionInput, locale: Locale) {
  if ((await db.select({ id: typeDevices.id }).from(typeDevices).where(eq(typeDevices.id, body.type_device))).length === 0) {
    throw validationError({ type_device: [translate(locale, 'admin_products.type_device_unknown')] });
  }
  return {
    nameCs: body.name_cs,
    nameRo: body.name_ro,
    unit: body.unit,
    typeDeviceId: body.type_device,
    filterable: body.filterable,
    position: body.position,
    fixedChoices: [...new Set(body.choices.filter((choice) => choice !== ''))],
  };
}

/**
 * A rename shows on product pages and in listing filters at once: the catalogue's answers carry their kind
 * as a surrogate key, and which products have the attribute is not worth finding out for a rare edit.
 */
const CATALOGUE_KINDS = ['catalogue-product', 'catalogue-listing', 'catalogue-tiles', 'catalogue-accessories'];

/** AT-A1: the attribute definitions screen's list and writes (docs/admin-commerce.md, "Attributes"). */
export function registerAttributeDefinitionRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const purgeCatalogue = () => app.responseCache.purge({ target: { keys: CATALOGUE_KINDS }, soft: false });

  registerRoute(app, attributeDefinitionList, async ({ query, locale }) => ({
    results: await listDefinitions(db(), locale, query.type_device === undefined ? undefined : eq(attributeDefinitions.typeDeviceId, query.type_device)),
  }));

  registerRoute(app, attributeDefinitionCreate, async ({ body, locale, reply }) => {
    const columns = await checkedColumns(db(), body, locale);
    // The code is the listing filter's name in links (`attribute=<code>:<value>`, [a-z0-9_]{1,40}): made
    // once from the Czech name, kept on renames so shared filter links keep working.
    const code = slugify(body.name_cs).replace(/-/g, '_').slice(0, 40).replace(/_+$/, '') || 'parametr';
    const [row] = await db().insert(attributeDefinitions).values({ ...columns, code }).onConflictDoNothing().returning({ id: attributeDefinitions.id });
    if (!row) throw validationError({ name_cs: [translate(locale, 'admin_attributes.code_taken')] });
    await purgeCatalogue();
    reply.code(201);
    return readDefinition(db(), locale, row.id);
  });

  registerRoute(app, attributeDefinitionUpdate, async ({ params, body, locale }) => {
    const current = await readDefinition(db(), locale, params.id);
    const columns = await checkedColumns(db(), body, locale);
    // Values of products of the old type would hang on a definition their type lacks.
    if (columns.typeDeviceId !== current.type_device && current.product_count > 0) {
      throw validationError({ type_device: [translate(locale, 'admin_attributes.type_in_use')] });
    }
    const updated = await db()
      .update(attributeDefinitions)
      .set({ ...columns, version: sql`${attributeDefinitions.version} + 1` })
      .where(and(eq(attributeDefinitions.id, params.id), eq(attributeDefinitions.version, body.version)))
      .returning({ id: attributeDefinitions.id })
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) !== null) throw validationError({ type_device: [translate(locale, 'admin_attributes.code_taken')] });
        throw error;
      });
    if (updated.length === 0) throw detailError(409, translate(locale, 'admin_attributes.stale'));
    await purgeCatalogue();
    return readDefinition(db(), locale, params.id);
  });

  registerRoute(app, attributeDefinitionDelete, async ({ params, locale }) => {
    // Refused while used: a delete would silently take the value off every such product in both markets.
    const [used] = await db().select({ n: count() }).from(productAttributeValues).where(eq(productAttributeValues.attributeId, params.id));
    if ((used?.n ?? 0) > 0) throw detailError(409, translate(locale, 'admin_attributes.in_use', { count: used!.n }));
    const deleted = await db().delete(attributeDefinitions).where(eq(attributeDefinitions.id, params.id)).returning({ id: attributeDefinitions.id });
    // Nothing to purge: no product shows an attribute without a value.
    if (deleted.length === 0) throw detailError(404, translate(locale, 'admin_attributes.not_found'));
    return { id: params.id };
  });
}
