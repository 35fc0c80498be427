import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shop/shared/contract/common';
import type { Quality } from '@shop/shared/buyout/quality';
import { NEUTRAL_PICTURE_COLOUR, productPictureUrl, type PictureKind } from '@shop/shared/catalogue/product-picture';
import type { Db } from '../db/database';
import { buyouts } from '../db/schema/buyout';
import { cartItems } from '../db/schema/cart';
import { manufacturers } from '../db/schema/catalog';
import { masterProducts, products, typeDevices } from '../db/schema/catalogue';

/** A cart line with what pricing needs of its product, read fresh: the browser's numbers are never used. */
export interface LoadedLine {
  id: number;
  parentId: number | null;
  quantity: number;
  priceWhenAdded: number;
  generalInsuranceId: number | null;
  screenInsuranceId: number | null;
  warrantyMonths: number | null;
  prolongWarrantyCode: string | null;
  installmentId: number | null;
  buyoutId: number | null;
  buyoutQuality: Quality | null;
  product: {
    id: number;
    code: string;
    seoName: string;
    longName: string;
    shortName: string;
    price: number;
    commonPrice: number | null;
    lowestPrice30Days: number | null;
    vatRate: number;
    isELicence: boolean;
    isDevice: boolean;
    ownStock: number;
    supplierDeliveryDays: number | null;
    typeDeviceId: number;
    typeDeviceName: string;
    manufacturerId: number;
    manufacturerName: string;
    quality: string | null;
    buyoutBonusPercent: number | null;
    picture: string;
  };
}

export async function loadLines(db: Db, cartId: number, locale: Locale): Promise<LoadedLine[]> {
  const rows = await db
    .select({
      item: cartItems,
      product: products,
      isDevice: masterProducts.modelId,
      typeNameCs: typeDevices.nameCs,
      typeNameRo: typeDevices.nameRo,
      pictureKind: typeDevices.pictureKind,
      bonusPercent: typeDevices.buyoutBonusPercent,
      manufacturerName: manufacturers.name,
      // The model's name picks its drawing, so the cart shows the picture the tile showed.
      modelName: masterProducts.name,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  const buyoutIds = rows.map((row) => row.item.buyoutId).filter((id): id is number => id !== null);
  const buyoutRows = buyoutIds.length ? await db.select({ id: buyouts.id, quality: buyouts.quality }).from(buyouts).where(inArray(buyouts.id, buyoutIds)) : [];
  const buyoutQuality = new Map(buyoutRows.map((row) => [row.id, row.quality]));
  return rows.map(({ item, product, ...row }) => ({
    id: item.id,
    parentId: item.parentId,
    quantity: item.quantity,
    priceWhenAdded: item.priceWhenAdded,
    generalInsuranceId: item.generalInsuranceId,
    screenInsuranceId: item.screenInsuranceId,
    warrantyMonths: item.warrantyMonths,
    prolongWarrantyCode: item.prolongWarrantyCode,
    installmentId: item.installmentId,
    buyoutId: item.buyoutId,
    buyoutQuality: item.buyoutId === null ? null : (buyoutQuality.get(item.buyoutId) ?? null),
    product: {
      id: product.id,
      code: product.code,
      seoName: product.seoName,
      longName: product.longName,
      shortName: product.shortName,
      price: product.price,
      commonPrice: product.commonPrice,
      lowestPrice30Days: product.lowestPrice30Days,
      vatRate: product.vatRate,
      isELicence: product.isELicence,
      isDevice: row.isDevice !== null,
      ownStock: product.storeQuantity + product.warehouseQuantity,
      supplierDeliveryDays: product.supplierDeliveryDays,
      typeDeviceId: product.typeDeviceId,
      typeDeviceName: locale === 'ro' ? row.typeNameRo : row.typeNameCs,
      manufacturerId: product.manufacturerId,
      manufacturerName: row.manufacturerName,
      quality: product.quality,
      buyoutBonusPercent: row.bonusPercent,
      picture: productPictureUrl({ kind: row.pictureKind as PictureKind, colourHex: product.colourHex ?? NEUTRAL_PICTURE_COLOUR, label: row.manufacturerName, model: row.modelName }),
    },
  }));
}
