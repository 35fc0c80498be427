import { asc, count, desc, eq, and, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bonusCreate,
  bonusDelete,
  bonusList,
  bonusManufacturers,
  bonusQualityTypes,
  bonusTypesDevices,
  bonusUpdate,
  type Bonus,
  type BonusInput,
} from '@shop/shared/contract/admin-bonuses';
import { QUALITIES } from '@shop/shared/buyout/quality';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { manufacturers } from '../db/schema/catalog';
import { typeDevices } from '../db/schema/catalogue';
import { buyoutBonuses } from '../db/schema/cart';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { MARKET_TIME_ZONES } from '../i18n/market-clock';
import { dayEnd, dayStart } from '../admin-discounts/discount-rows';

function bonusSelection(market: Market, locale: Locale) {
  const zone = MARKET_TIME_ZONES[market];
  return {
    id: buyoutBonuses.id,
    manufacturer: buyoutBonuses.manufacturerId,
    manufacturer_name: manufacturers.name,
    type_device: buyoutBonuses.typeDeviceId,
    type_device_name: locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs,
    quality: buyoutBonuses.quality,
    percent: buyoutBonuses.percent,
    valid_from: sql<string | null>`to_char(${buyoutBonuses.validFrom} at time zone ${zone}, 'YYYY-MM-DD')`,
    valid_to: sql<string | null>`to_char(${buyoutBonuses.validTo} at time zone ${zone}, 'YYYY-MM-DD')`,
  };
}

function selectBonuses(db: Db, market: Market, locale: Locale) {
  return db
    .select(bonusSelection(market, locale))
    .from(buyoutBonuses)
    .leftJoin(manufacturers, eq(manufacturers.id, buyoutBonuses.manufacturerId))
    .leftJoin(typeDevices, eq(typeDevices.id, buyoutBonuses.typeDeviceId));
}

async function readBonus(db: Db, market: Market, id: number, locale: Locale): Promise<Bonus> {
  const row = (await selectBonuses(db, market, locale).where(and(eq(buyoutBonuses.market, market), eq(buyoutBonuses.id, id))))[0];
  if (!row) throw detailError(404, translate(locale, 'api.not_found'));
  return row;
}

/** The picked manufacturer and type device must exist: 400 on the field, not a foreign-key 500. */
async function checkedColumns(db: Db, market: Market, body: BonusInput, locale: Locale) {
  if (body.manufacturer !== null && (await db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, body.manufacturer))).length === 0) {
    throw validationError({ manufacturer: [translate(locale, 'api.invalid_type')] });
  }
  if (body.type_device !== null && (await db.select({ id: typeDevices.id }).from(typeDevices).where(eq(typeDevices.id, body.type_device))).length === 0) {
    throw validationError({ type_device: [translate(locale, 'api.invalid_type')] });
  }
  return {
    market,
    manufacturerId: body.manufacturer,
    typeDeviceId: body.type_device,
    quality: body.quality,
    percent: body.percent,
    validFrom: body.valid_from === null ? null : dayStart(market, body.valid_from),
    validTo: body.valid_to === null ? null : dayEnd(market, body.valid_to),
  };
}

export function registerAdminBonusRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, bonusManufacturers, async () => ({
    results: await db().select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
  }));

  registerRoute(app, bonusQualityTypes, () => ({ results: QUALITIES.map((quality) => ({ id: quality, name: quality })) }));

  registerRoute(app, bonusTypesDevices, async ({ locale }) => {
    const name = locale === 'ro' ? typeDevices.nameRo : typeDevices.nameCs;
    return { results: await db().select({ id: typeDevices.id, name }).from(typeDevices).orderBy(asc(name)) };
  });

  registerRoute(app, bonusList, ({ query, locale }) => {
    const where = and(eq(buyoutBonuses.market, market()), query.quality ? eq(buyoutBonuses.quality, query.quality) : undefined);
    const ordering = query.ordering ?? 'id';
    const direction = ordering.startsWith('-') ? desc : asc;
    const column = ordering.endsWith('percent') ? buyoutBonuses.percent : buyoutBonuses.id;
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(buyoutBonuses).where(where))[0]?.rows ?? 0,
      (limit, offset) => selectBonuses(db(), market(), locale).where(where).orderBy(direction(column), direction(buyoutBonuses.id)).limit(limit).offset(offset),
    );
  });

  /** Product pages show "bonus up to N %" from these rows (AT-B4): a change shows at once, not after the page's minute. */
  const purgeProductPages = () => app.responseCache.purge({ target: { keys: ['catalogue-product'] }, soft: false });

  registerRoute(app, bonusCreate, async ({ body, locale, reply }) => {
    const [row] = await db().insert(buyoutBonuses).values(await checkedColumns(db(), market(), body, locale)).returning({ id: buyoutBonuses.id });
    await purgeProductPages();
    reply.code(201);
    return readBonus(db(), market(), row!.id, locale);
  });

  registerRoute(app, bonusUpdate, async ({ params, body, locale }) => {
    const columns = await checkedColumns(db(), market(), body, locale);
    const updated = await db().update(buyoutBonuses).set(columns).where(and(eq(buyoutBonuses.market, market()), eq(buyoutBonuses.id, params.id))).returning({ id: buyoutBonuses.id });
    if (updated.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    await purgeProductPages();
    return readBonus(db(), market(), params.id, locale);
  });

  registerRoute(app, bonusDelete, async ({ params, locale }) => {
    const deleted = await db().delete(buyoutBonuses).where(and(eq(buyoutBonuses.market, market()), eq(buyoutBonuses.id, params.id))).returning({ id: buyoutBonuses.id });
    if (deleted.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    await purgeProductPages();
    return { id: params.id };
  });
}
