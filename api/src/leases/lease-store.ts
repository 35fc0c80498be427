import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { NEUTRAL_PICTURE_COLOUR, PICTURE_KINDS, productPictureUrl, type PictureKind } from '@shop/shared/catalogue/product-picture';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { AdminLeaseComponent, AdminLeaseOffer } from '@shop/shared/contract/admin-leases';
import type { LeaseOffer, LimitedOffers } from '@shop/shared/contract/leases';
import { formatPrice, marketConfig } from '@shop/shared/i18n/market';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { Db } from '../db/database';
import { manufacturers } from '../db/schema/catalog';
import { masterProducts, products, typeDevices } from '../db/schema/catalogue';
import { leaseComponents, leaseOffers, leaseTabs } from '../db/schema/leases';
import { localMoment } from '../i18n/market-clock';

/** Today in the market's time zone: an offer is valid from its first day's start to its last day's end there. */
export function marketToday(market: Market): string {
  return localMoment(market).date;
}

export async function findComponent(db: Db, market: Market, id: number) {
  const [row] = await db
    .select()
    .from(leaseComponents)
    .where(and(eq(leaseComponents.id, id), eq(leaseComponents.market, market)));
  return row ?? null;
}

/** A tab with its component, only when that component is of this market. */
export async function findTab(db: Db, market: Market, tabId: number) {
  const [row] = await db
    .select({ id: leaseTabs.id, componentId: leaseTabs.componentId })
    .from(leaseTabs)
    .innerJoin(leaseComponents, eq(leaseComponents.id, leaseTabs.componentId))
    .where(and(eq(leaseTabs.id, tabId), eq(leaseComponents.market, market)));
  return row ?? null;
}

/** An offer with its tab and component, only when that component is of this market. */
export async function findOffer(db: Db, market: Market, offerId: number) {
  const [row] = await db
    .select({ id: leaseOffers.id, tabId: leaseOffers.tabId, componentId: leaseTabs.componentId })
    .from(leaseOffers)
    .innerJoin(leaseTabs, eq(leaseTabs.id, leaseOffers.tabId))
    .innerJoin(leaseComponents, eq(leaseComponents.id, leaseTabs.componentId))
    .where(and(eq(leaseOffers.id, offerId), eq(leaseComponents.market, market)));
  return row ?? null;
}

/** The product of this market with that code, or null (another market's code included). */
export async function findProductByCode(db: Db, market: Market, code: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.market, market), eq(products.code, code)));
  return row ?? null;
}

function selectOffers(db: Db, tabIds: number[]) {
  return db
    .select({
      id: leaseOffers.id,
      tabId: leaseOffers.tabId,
      months: leaseOffers.months,
      monthlyPrice: leaseOffers.monthlyPrice,
      validFrom: leaseOffers.validFrom,
      validTo: leaseOffers.validTo,
      position: leaseOffers.position,
      productId: products.id,
      code: products.code,
      seoName: products.seoName,
      longName: products.longName,
      colourHex: products.colourHex,
      pictureKind: typeDevices.pictureKind,
      manufacturer: manufacturers.name,
      // The model's name picks its drawing, as on the product's tile.
      modelName: masterProducts.name,
      imageUrl: sql<string | null>`(SELECT i.url FROM product_images i WHERE i.product_id = ${products.id} ORDER BY i.position LIMIT 1)`,
    })
    .from(leaseOffers)
    .innerJoin(products, eq(products.id, leaseOffers.productId))
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(leaseOffers.tabId, tabIds))
    .orderBy(asc(leaseOffers.position), asc(leaseOffers.id));
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

function offerBody(market: Market, row: OfferRow): LeaseOffer {
  const kind = (PICTURE_KINDS as readonly string[]).includes(row.pictureKind) ? (row.pictureKind as PictureKind) : 'phone';
  return {
    id: row.id,
    product: {
      id: row.productId,
      code: row.code,
      name: row.longName,
      image_url: row.imageUrl ?? productPictureUrl({ kind, colourHex: row.colourHex ?? NEUTRAL_PICTURE_COLOUR, label: row.manufacturer, model: row.modelName }),
      url: pagePath(market, 'product', [row.seoName]),
    },
    months: row.months,
    monthly_price: { amount: row.monthlyPrice, currency: marketConfig(market).currency, formatted: formatPrice(row.monthlyPrice, market) },
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
}

const isValidOn = (row: OfferRow, day: string) => row.validFrom <= day && day <= row.validTo;

async function tabsWithOffers(db: Db, componentId: number) {
  const tabs = await db.select().from(leaseTabs).where(eq(leaseTabs.componentId, componentId)).orderBy(asc(leaseTabs.position), asc(leaseTabs.id));
  const offers = tabs.length === 0 ? [] : await selectOffers(db, tabs.map((tab) => tab.id));
  return tabs.map((tab) => ({ tab, offers: offers.filter((offer) => offer.tabId === tab.id) }));
}

/** Everything of the component, as staff edit it: valid, future and past offers. */
export async function adminComponent(db: Db, market: Market, component: { id: number; name: string }): Promise<AdminLeaseComponent> {
  const today = marketToday(market);
  const tabs = await tabsWithOffers(db, component.id);
  return {
    id: component.id,
    name: component.name,
    tabs: tabs.map(({ tab, offers }) => ({
      id: tab.id,
      name_cs: tab.nameCs,
      name_ro: tab.nameRo,
      position: tab.position,
      offers: offers.map((row): AdminLeaseOffer => ({ ...offerBody(market, row), position: row.position, valid_now: isValidOn(row, today) })),
    })),
  };
}

/** What the shop shows: only offers valid today, and only tabs that have one, tab names in the page's language. */
export async function publicOffers(db: Db, market: Market, locale: Locale, componentId: number): Promise<LimitedOffers> {
  const today = marketToday(market);
  const tabs = await tabsWithOffers(db, componentId);
  return {
    component_pk: componentId,
    tabs: tabs.flatMap(({ tab, offers }) => {
      const valid = offers.filter((row) => isValidOn(row, today));
      return valid.length === 0 ? [] : [{ id: tab.id, name: locale === 'ro' ? tab.nameRo : tab.nameCs, offers: valid.map((row) => offerBody(market, row)) }];
    }),
  };
}
