import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CartAddBody } from '@shop/shared/contract/cart';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { BuyoutStatus } from '@shop/shared/buyout/status';
import type * as v from 'valibot';
import type { CartAddBodySchema } from '@shop/shared/contract/cart';
import type { Db } from '../db/database';
import { buyouts } from '../db/schema/buyout';
import { cartItems } from '../db/schema/cart';
import { masterProducts, products } from '../db/schema/catalogue';
import { findPlan, planCovers, type InstallmentPlan } from '../installments/calculator';
import { buyoutUsedInOrder } from '../orders/buyout-use';
import { findInsurance, findProlongWarranty, findWarranty } from './add-ons';
import { fieldError } from '../http/translated-errors';

export type AddBody = v.InferOutput<typeof CartAddBodySchema>;
export type { CartAddBody };

export interface ProductForCart {
  id: number;
  price: number;
  isDevice: boolean;
  isELicence: boolean;
  ownStock: number;
  supplierDeliveryDays: number | null;
}

export async function productForCart(db: Db, market: Market, productId: number): Promise<ProductForCart | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      price: products.price,
      modelId: masterProducts.modelId,
      isELicence: products.isELicence,
      storeQuantity: products.storeQuantity,
      warehouseQuantity: products.warehouseQuantity,
      supplierDeliveryDays: products.supplierDeliveryDays,
    })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .where(and(eq(products.id, productId), eq(products.market, market)));
  if (!row) return undefined;
  return {
    id: row.id,
    price: row.price,
    isDevice: row.modelId !== null,
    isELicence: row.isELicence,
    ownStock: row.storeQuantity + row.warehouseQuantity,
    supplierDeliveryDays: row.supplierDeliveryDays,
  };
}

/** Pieces that can be ordered: e-licences and supplier-carried products are not limited by own stock. */
export function orderable(product: ProductForCart): number {
  return product.isELicence || product.supplierDeliveryDays !== null ? 99 : product.ownStock;
}

export interface AddOnColumns {
  generalInsuranceId?: number | null;
  screenInsuranceId?: number | null;
  warrantyMonths?: number | null;
  prolongWarrantyCode?: string | null;
  installmentId?: number | null;
}

/** The add-ons of an add payload as columns, each checked against the server's offers (400 on its key). */
export function addOnsOf(body: AddBody, product: ProductForCart, plans: readonly InstallmentPlan[], locale: Locale): AddOnColumns {
  const wanted = body.generalTuito || body.screenTuito || body.mp_warranty || body.prolongWarranty || body.installment_id !== null;
  if (wanted && !product.isDevice) throw fieldError(locale, 'non_field_errors', 'cart.not_a_device');
  const columns: AddOnColumns = {};
  if (body.generalTuito) {
    if (findInsurance(body.generalTuito.id)?.kind !== 'general') throw fieldError(locale, 'generalTuito', 'cart.add_on_unknown');
    columns.generalInsuranceId = body.generalTuito.id;
  }
  if (body.screenTuito) {
    if (findInsurance(body.screenTuito.id)?.kind !== 'screen') throw fieldError(locale, 'screenTuito', 'cart.add_on_unknown');
    columns.screenInsuranceId = body.screenTuito.id;
  }
  if (body.mp_warranty) {
    if (!findWarranty(body.mp_warranty.month_count)) throw fieldError(locale, 'mp_warranty', 'cart.add_on_unknown');
    columns.warrantyMonths = body.mp_warranty.month_count;
  }
  if (body.prolongWarranty) {
    const offer = findProlongWarranty(body.prolongWarranty.code);
    if (!offer) throw fieldError(locale, 'prolongWarranty', 'cart.add_on_unknown');
    columns.prolongWarrantyCode = offer.code;
  }
  if (body.installment_id !== null) {
    const plan = findPlan(plans, body.installment_id);
    if (!plan || !planCovers(plan, product.price)) throw fieldError(locale, 'installment_id', 'cart.installment_failed');
    columns.installmentId = plan.id;
  }
  return columns;
}

/**
 * Adds the product to the cart, or raises the quantity of its line under the same parent,
 * after checking the pieces wanted in total against what can be ordered. Answers the line id.
 */
export async function addLine(tx: Db, cartId: number, product: ProductForCart, parentId: number | null, quantity: number, addOns: AddOnColumns, buyoutId: number | null, locale: Locale): Promise<number> {
  const [existing] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id), parentId === null ? isNull(cartItems.parentId) : eq(cartItems.parentId, parentId)));
  const total = (existing?.quantity ?? 0) + quantity;
  const available = orderable(product);
  if (total > available || total > 99) throw fieldError(locale, 'non_field_errors', 'cart.out_of_stock', { available });
  if (existing) {
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} + ${quantity}`, priceWhenAdded: product.price, ...addOns, ...(buyoutId !== null ? { buyoutId } : {}) })
      .where(eq(cartItems.id, existing.id));
    return existing.id;
  }
  const [line] = await tx
    .insert(cartItems)
    .values({ cartId, productId: product.id, parentId, quantity, priceWhenAdded: product.price, ...addOns, buyoutId })
    .returning({ id: cartItems.id });
  return line!.id;
}

/** Buyouts that count as an accepted offer: sold and not sent back or declined. */
const USABLE_BUYOUT_STATUSES = new Set(['created', 'awaiting_pickup', 'received', 'inspected', 'paid', 'counter_offer_accepted']);

/** A buyout usable as a bonus: of this market, in a usable status, on no other cart line, in no order yet. */
export async function usableBuyout(db: Db, market: Market, buyoutId: number): Promise<{ id: number; tokenDigest: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: buyouts.id, tokenDigest: buyouts.tokenDigest, email: buyouts.email, status: buyouts.status, market: buyouts.market, taken: cartItems.id })
    .from(buyouts)
    .leftJoin(cartItems, eq(cartItems.buyoutId, buyouts.id))
    .where(eq(buyouts.id, buyoutId));
  if (!row || row.market !== market || !USABLE_BUYOUT_STATUSES.has(row.status) || row.taken !== null) return undefined;
  if (await buyoutUsedInOrder(db, row.id)) return undefined;
  return row;
}

/** The customer's buyouts (by the buyout's e-mail) usable as a bonus now, newest first (C-A25 on the cart page). */
export async function attachableBuyouts(db: Db, market: Market, email: string) {
  const rows = await db
    .select({ id: buyouts.id, colourId: buyouts.colourId, quality: buyouts.quality, price: buyouts.price, createdAt: buyouts.createdAt })
    .from(buyouts)
    .leftJoin(cartItems, eq(cartItems.buyoutId, buyouts.id))
    .where(and(eq(buyouts.market, market), sql`lower(${buyouts.email}) = ${email.toLowerCase()}`, inArray(buyouts.status, [...USABLE_BUYOUT_STATUSES] as BuyoutStatus[]), isNull(cartItems.id)))
    .orderBy(desc(buyouts.id))
    .limit(20);
  const unused = await Promise.all(rows.map(async (row) => ((await buyoutUsedInOrder(db, row.id)) ? null : row)));
  return unused.filter((row) => row !== null);
}
