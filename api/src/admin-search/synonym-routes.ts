import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  searchSynonymCreate,
  searchSynonymDelete,
  searchSynonymList,
  searchSynonymUpdate,
  SYNONYM_TERMS_MAX,
  type SynonymGroup,
  type SynonymInput,
} from '@shop/shared/contract/admin-search';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { typeDevices } from '../db/schema/catalogue';
import { searchSynonyms } from '../db/schema/search';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';

function selectGroups(db: Db, locale: Locale) {
  return db
    .select({
      id: searchSynonyms.id,
      terms: searchSynonyms.terms,
      type_device: searchSynonyms.typeDeviceId,
      type_device_name: locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs,
      version: searchSynonyms.version,
    })
    .from(searchSynonyms)
    .leftJoin(typeDevices, eq(typeDevices.id, searchSynonyms.typeDeviceId));
}

async function readGroup(db: Db, market: Market, locale: Locale, id: number): Promise<SynonymGroup> {
  const [group] = await selectGroups(db, locale).where(and(eq(searchSynonyms.market, market), eq(searchSynonyms.id, id)));
  if (!group) throw detailError(404, translate(locale, 'api.not_found'));
  return group;
}

/** The terms once each (case aside), at most SYNONYM_TERMS_MAX; the kind must exist. 400 on the field otherwise. */
async function checkedColumns(db: Db, body: SynonymInput, locale: Locale) {
  const terms = body.terms.filter((term, index) => body.terms.findIndex((other) => other.toLocaleLowerCase() === term.toLocaleLowerCase()) === index);
  if (terms.length > SYNONYM_TERMS_MAX) throw validationError({ terms: [translate(locale, 'admin_search.too_many_terms', { max: SYNONYM_TERMS_MAX })] });
  if (body.type_device !== null && (await db.select({ id: typeDevices.id }).from(typeDevices).where(eq(typeDevices.id, body.type_device))).length === 0) {
    throw validationError({ type_device: [translate(locale, 'api.invalid_type')] });
  }
  return { terms, typeDeviceId: body.type_device };
}

/**
 * The market's synonym groups (docs/search.md). A search reads them on every query, so a save
 * applies at once; the cached search answers are purged with it.
 */
export function registerSynonymRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = app.config.market;
  const purgeSearches = () => app.responseCache.purge({ target: { keys: ['catalogue-search'] }, soft: false });

  registerRoute(app, searchSynonymList, async ({ locale }) => ({
    results: await selectGroups(db(), locale).where(eq(searchSynonyms.market, market)).orderBy(asc(searchSynonyms.id)),
  }));

  registerRoute(app, searchSynonymCreate, async ({ body, locale, reply }) => {
    const [row] = await db()
      .insert(searchSynonyms)
      .values({ market, ...(await checkedColumns(db(), body, locale)) })
      .returning({ id: searchSynonyms.id });
    await purgeSearches();
    reply.code(201);
    return readGroup(db(), market, locale, row!.id);
  });

  registerRoute(app, searchSynonymUpdate, async ({ params, body, locale }) => {
    await readGroup(db(), market, locale, params.id);
    const updated = await db()
      .update(searchSynonyms)
      .set({ ...(await checkedColumns(db(), body, locale)), version: sql`${searchSynonyms.version} + 1`, updatedAt: new Date() })
      .where(and(eq(searchSynonyms.market, market), eq(searchSynonyms.id, params.id), eq(searchSynonyms.version, body.version)))
      .returning({ id: searchSynonyms.id });
    if (updated.length === 0) throw detailError(409, translate(locale, 'admin_search.stale'));
    await purgeSearches();
    return readGroup(db(), market, locale, params.id);
  });

  registerRoute(app, searchSynonymDelete, async ({ params, locale }) => {
    const deleted = await db()
      .delete(searchSynonyms)
      .where(and(eq(searchSynonyms.market, market), eq(searchSynonyms.id, params.id)))
      .returning({ id: searchSynonyms.id });
    if (deleted.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    await purgeSearches();
    return { id: params.id };
  });
}
