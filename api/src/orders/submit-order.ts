import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { DeliveryCode, PaymentType } from '@shop/shared/contract/checkout';
import { orderSubmitBodySchema } from '@shop/shared/contract/checkout-submit';
import type { Locale, Market } from '@shop/shared/contract/common';
import { fieldError } from '../http/translated-errors';
import { findProlongWarranty, INSURANCE_OFFERS } from '../cart/add-ons';
import { packageKindOf, priceCart, SERVICE_VAT_PERCENT, vatInside, type PricedCart } from '../cart/cart-pricing';
import type { Db } from '../db/database';
import { cartCodes, cartItems, carts, discountCodes, discountUses, orderLines, orderPackages, shopOrders } from '../db/schema/cart';
import { stores } from '../db/schema/stores';
import type { CarrierClient } from '../delivery/carrier';
import { deliveryPrice, deliveryProblem, paymentAllowed, paymentPrice } from '../delivery/delivery-rules';
import { standInLiftago } from '../delivery/liftago';
import { takeForShipping } from '../delivery/shipping-stock';
import { storePlaces, takeForPickup } from '../delivery/store-pickup';
import { detailError, validationError } from '../http/http-error';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';
import { findPlan, loadInstallmentPlans, planCovers } from '../installments/calculator';
import { applicationValues } from '../installments/applications';
import { installmentApplications } from '../db/schema/installments';
import { BUYOUT_BONUS_KIND, buyoutLineCode, claimBuyouts } from './buyout-use';
import { newOrderNumber, type ShopOrderRow } from './order-access';

export type SubmitBody = v.InferOutput<ReturnType<typeof orderSubmitBodySchema>>;

/** Paid at the gateway right after the submit; the others are paid on delivery, by transfer or in the store. */
export const ONLINE_PAYMENTS: ReadonlySet<PaymentType> = new Set(['card', 'google_pay', 'apple_pay']);
/** Paid in the browser's wallet sheet (Payment Request API / ApplePaySession), not on the gateway's page. */
export const WALLET_PAYMENTS: ReadonlySet<PaymentType> = new Set(['google_pay', 'apple_pay']);

export function bodyDigest(body: SubmitBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export async function orderByToken(db: Db, market: Market, token: string): Promise<ShopOrderRow | undefined> {
  const [row] = await db.select().from(shopOrders).where(and(eq(shopOrders.market, market), eq(shopOrders.submitToken, token)));
  return row;
}

/** The earlier order of this token: the same answer for the same body, 409 for another. */
function earlierOrder(row: ShopOrderRow, digest: string, locale: Locale): ShopOrderRow {
  if (row.bodyDigest !== digest) throw detailError(409, translate(locale, 'orders.token_reused'));
  return row;
}

class TokenTaken extends Error {}
class CartEmptied extends Error {}

interface Checked {
  body: SubmitBody;
  priced: PricedCart;
  deliveryPrice: number;
  paymentPrice: number;
}

/** The store a pickup order takes its goods from, and whether it promised them ready from its own shelf. */
interface PickupStore {
  storeId: number;
  fromShelfOnly: boolean;
}

/**
 * The carrier's answers (pickup point, Liftago's reach): they do not depend on the cart, so they are asked
 * before the cart is locked, and no transaction waits on a carrier.
 */
async function checkCarrier(db: Db, market: Market, locale: Locale, body: SubmitBody, carrier: CarrierClient): Promise<void> {
  const delivery: DeliveryCode = body.type_delivery_code;
  if (delivery === 'pickup_point') {
    const point = body.store ? await carrier.findPoint(market, body.store) : undefined;
    if (!point || point.congested) throw fieldError(locale, 'store', 'checkout.dispensing_unavailable');
  }
  if (delivery === 'liftago') {
    const address = body.order_delivery_address ?? body.order_billing_address;
    const [store] = body.store ? await db.select().from(stores).where(and(eq(stores.seoName, body.store), eq(stores.market, market))) : [];
    if (!store) throw fieldError(locale, 'store', 'checkout.store_unknown');
    const quote = await standInLiftago.check(market, store.postcode, { delivery_address: address.address, delivery_city: address.city, delivery_postcode: address.postcode });
    if (!quote.available) throw fieldError(locale, 'order_delivery_address', 'checkout.liftago_unavailable');
  }
}

/** Everything about the delivery and payment the server can check in the cart before taking stock; the pickup store when there is one. */
async function checkChoices(db: Db, market: Market, locale: Locale, body: SubmitBody, priced: PricedCart, now: Date): Promise<PickupStore | null> {
  const delivery: DeliveryCode = body.type_delivery_code;
  let pickup: PickupStore | null = null;
  if (deliveryProblem(delivery, priced.cart) !== null) throw fieldError(locale, 'type_delivery_code', 'checkout.delivery_unavailable');
  if (!paymentAllowed(body.type_payment, delivery)) throw fieldError(locale, 'type_payment', 'checkout.payment_unavailable');
  if (body.type_payment === 'installments') {
    const plan = body.installment === null ? undefined : findPlan(await loadInstallmentPlans(db, market), body.installment);
    if (!plan || !planCovers(plan, priced.cart.totals.total)) throw fieldError(locale, 'installment', 'cart.installment_failed');
  }
  if ((body.type_payment === 'installments' || body.order_info.create_account) && !body.order_info.birth_date) {
    throw validationError({ order_info: { birth_date: [translate(locale, 'checkout.birth_date_required')] } });
  }
  if (delivery === 'store') {
    const place = (await storePlaces(db, market, priced.lines, now)).find((candidate) => candidate.seo_name === body.store);
    if (!place) throw fieldError(locale, 'store', 'checkout.store_unknown');
    if (!body.timeslot || !place.timeslots.some((slot) => slot.id === body.timeslot)) throw fieldError(locale, 'timeslot', 'checkout.timeslot_unavailable');
    pickup = { storeId: place.id, fromShelfOnly: place.all_in_stock };
  }
  if (priced.codeProblems.size > 0) throw fieldError(locale, 'non_field_errors', 'discounts.invalid_in_cart');
  return pickup;
}

/** Per-customer limits of the applied codes, by the billing e-mail. */
async function checkCodeLimits(db: Db, locale: Locale, cartId: number, email: string): Promise<void> {
  const applied = await db
    .select({ id: discountCodes.id, perCustomer: discountCodes.maxUsesPerCustomer })
    .from(cartCodes)
    .innerJoin(discountCodes, eq(discountCodes.id, cartCodes.discountCodeId))
    .where(eq(cartCodes.cartId, cartId));
  for (const code of applied) {
    if (code.perCustomer === null) continue;
    const [used] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(discountUses)
      .where(and(eq(discountUses.discountCodeId, code.id), eq(discountUses.customerKey, email.toLowerCase())));
    if ((used?.count ?? 0) >= code.perCustomer) throw fieldError(locale, 'non_field_errors', 'discounts.used_up');
  }
}

/**
 * Takes the pieces of own-stock lines: for store pickup from that store's shelf (the rest comes
 * from the warehouse, unless the store promised them ready from its shelf), otherwise off the
 * product, warehouse first and then the fullest shelves. Refuses (400) when another buyer was faster.
 */
async function reserveStock(tx: Db, locale: Locale, priced: PricedCart, pickup: PickupStore | null): Promise<void> {
  const wanted = new Map<number, { quantity: number; name: string }>();
  for (const line of priced.lines) {
    if (packageKindOf(line) !== 'own_stock' || line.product.isELicence) continue;
    const entry = wanted.get(line.product.id) ?? { quantity: 0, name: line.product.longName };
    entry.quantity += line.quantity;
    wanted.set(line.product.id, entry);
  }
  // In id order, so two carts with the same products lock them in the same order (no deadlock).
  for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => a - b)) {
    if (pickup) {
      if (!(await takeForPickup(tx, productId, quantity, pickup))) throw fieldError(locale, 'non_field_errors', 'orders.stock_changed', { name });
      continue;
    }
    if (!(await takeForShipping(tx, productId, quantity))) throw fieldError(locale, 'non_field_errors', 'orders.stock_changed', { name });
  }
}

async function countCodeUses(tx: Db, locale: Locale, cartId: number, orderId: number, email: string): Promise<void> {
  const applied = await tx.select({ id: cartCodes.discountCodeId }).from(cartCodes).where(eq(cartCodes.cartId, cartId));
  for (const { id } of applied) {
    const counted = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(and(eq(discountCodes.id, id), or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses))))
      .returning({ id: discountCodes.id });
    if (counted.length === 0) throw fieldError(locale, 'non_field_errors', 'discounts.invalid_in_cart');
    await tx.insert(discountUses).values({ discountCodeId: id, orderId, customerKey: email.toLowerCase() });
  }
}

function orderLineValues(orderId: number, packageIds: Map<string, number>, checked: Checked, locale: Locale) {
  const { priced, body } = checked;
  const values: (typeof orderLines.$inferInsert)[] = [];
  for (const line of priced.lines) {
    const prices = priced.linePrices.get(line.id)!;
    const packageId = packageIds.get(packageKindOf(line)) ?? null;
    const base = { orderId, packageId, productId: line.product.id };
    values.push({ ...base, kind: 'product', productCode: line.product.code, name: line.product.longName, quantity: line.quantity, unitPrice: line.product.price, finalPrice: prices.goods });
    for (const offer of INSURANCE_OFFERS.filter((item) => item.id === line.generalInsuranceId || item.id === line.screenInsuranceId)) {
      const price = Math.round((line.product.price * offer.perMille) / 1000);
      values.push({ ...base, kind: 'insurance', productCode: `${line.product.code}-INS${offer.id}`, name: offer.name[locale], quantity: line.quantity, unitPrice: price, finalPrice: price * line.quantity });
    }
    if (prices.warranty > 0) {
      values.push({ ...base, kind: 'warranty', productCode: `${line.product.code}-W${line.warrantyMonths}`, name: `+${line.warrantyMonths} M`, quantity: line.quantity, unitPrice: prices.warranty / line.quantity, finalPrice: prices.warranty });
    }
    if (prices.prolong > 0 && line.prolongWarrantyCode) {
      const offer = findProlongWarranty(line.prolongWarrantyCode)!;
      values.push({ ...base, kind: 'prolong_warranty', productCode: offer.code, name: offer.name[locale], quantity: line.quantity, unitPrice: prices.prolong / line.quantity, finalPrice: prices.prolong });
    }
    if (prices.bonus > 0) {
      values.push({ ...base, kind: BUYOUT_BONUS_KIND, productCode: buyoutLineCode(line.buyoutId!), name: `#${line.buyoutId}`, quantity: 1, unitPrice: -prices.bonus, finalPrice: -prices.bonus });
    }
  }
  for (const code of priced.cart.codes) {
    values.push({ orderId, packageId: null, productId: null, kind: 'discount', productCode: code.code, name: code.code, quantity: 1, unitPrice: -code.amount, finalPrice: -code.amount });
  }
  values.push({ orderId, packageId: null, productId: null, kind: 'delivery', productCode: body.type_delivery_code, name: translate(locale, `checkout.delivery.${body.type_delivery_code}`), quantity: 1, unitPrice: checked.deliveryPrice, finalPrice: checked.deliveryPrice });
  values.push({ orderId, packageId: null, productId: null, kind: 'payment', productCode: body.type_payment, name: translate(locale, `checkout.payment.${body.type_payment}`), quantity: 1, unitPrice: checked.paymentPrice, finalPrice: checked.paymentPrice });
  return values;
}

export interface SubmitInput {
  db: Db;
  market: Market;
  locale: Locale;
  cartId: number | null;
  userId: number | null;
  input: unknown;
  carrier: CarrierClient;
  now?: Date;
}

/**
 * Creates the order from the server's cart exactly once per cart and per token. The locked cart row,
 * its lines priced and checked, the order row (unique by market and token), the stock taken, the
 * codes counted, the order lines and the emptied cart are one transaction: a concurrent submit of
 * the same cart waits on the cart row and then answers the order of its token or "cart empty"; a
 * buyer who lost the last piece gets a 400 and nothing is stored.
 */
export async function submitOrder({ db, market, locale, cartId, userId, input, carrier, now = new Date() }: SubmitInput): Promise<{ order: ShopOrderRow; created: boolean }> {
  const parsed = v.safeParse(orderSubmitBodySchema(market), input, { abortPipeEarly: true });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
  const body = parsed.output;
  const digest = bodyDigest(body);
  const earlier = await orderByToken(db, market, body.token);
  if (earlier) return { order: earlierOrder(earlier, digest, locale), created: false };

  // The same token's first submit may have emptied the cart a moment ago.
  const cartEmpty = async () => {
    const winner = await orderByToken(db, market, body.token);
    if (winner) return { order: earlierOrder(winner, digest, locale), created: false };
    throw fieldError(locale, 'non_field_errors', 'cart.empty');
  };
  if (cartId === null) return cartEmpty();
  await checkCarrier(db, market, locale, body, carrier);
  const orderNumber = await newOrderNumber(db);
  try {
    const order = await db.transaction(async (tx) => {
      // Submits of one cart (two tabs, a retry with a new token) queue on its row; the later one
      // reads the lines the first left, so one cart makes one order whatever the tokens.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
      const priced = await priceCart(tx, cartId, market, locale, now);
      if (priced.lines.length === 0) throw new CartEmptied();
      const pickup = await checkChoices(tx, market, locale, body, priced, now);
      const email = body.order_billing_address.email;
      await checkCodeLimits(tx, locale, cartId, email);
      const checked: Checked = {
        body,
        priced,
        deliveryPrice: deliveryPrice(market, body.type_delivery_code, priced.cart.totals.total),
        paymentPrice: paymentPrice(market, body.type_payment),
      };
      const totals = priced.cart.totals;
      const extras = checked.deliveryPrice + checked.paymentPrice;
      const [row] = await tx
        .insert(shopOrders)
        .values({
          orderNumber,
          market,
          locale,
          submitToken: body.token,
          bodyDigest: digest,
          userId,
          paymentStatus: ONLINE_PAYMENTS.has(body.type_payment) ? 'waiting_for_payment' : 'not_paid',
          deliveryCode: body.type_delivery_code,
          paymentType: body.type_payment,
          paymentCompany: body.payment_company,
          store: body.store,
          timeslot: body.timeslot,
          billingAddress: body.order_billing_address,
          deliveryAddress: body.order_delivery_address,
          orderInfo: body.order_info,
          email,
          itemsTotal: totals.items,
          discounts: totals.discounts,
          buyoutBonus: totals.buyout_bonus,
          deliveryPrice: checked.deliveryPrice,
          paymentPrice: checked.paymentPrice,
          total: totals.total + extras,
          vat: totals.vat + vatInside(extras, SERVICE_VAT_PERCENT[market]),
        })
        .onConflictDoNothing({ target: [shopOrders.market, shopOrders.submitToken] })
        .returning();
      if (!row) throw new TokenTaken();
      if (body.type_payment === 'installments' && body.installment !== null) await tx.insert(installmentApplications).values(await applicationValues(tx as unknown as Db, market, row.id, body.installment, row.total));
      await reserveStock(tx, locale, priced, pickup);
      await claimBuyouts(tx, locale, priced);
      await countCodeUses(tx, locale, cartId, row.id, email);
      const packageIds = new Map<string, number>();
      for (const pack of priced.cart.packages) {
        const [made] = await tx.insert(orderPackages).values({ orderId: row.id, kind: pack.kind }).returning({ id: orderPackages.id });
        packageIds.set(pack.kind, made!.id);
      }
      await tx.insert(orderLines).values(orderLineValues(row.id, packageIds, checked, locale));
      await tx.delete(cartItems).where(inArray(cartItems.cartId, [cartId]));
      await tx.delete(cartCodes).where(eq(cartCodes.cartId, cartId));
      await tx.update(carts).set({ deliveryCode: null, paymentType: null, paymentCompany: null }).where(eq(carts.id, cartId));
      return row;
    });
    return { order, created: true };
  } catch (error) {
    if (error instanceof CartEmptied) return cartEmpty();
    if (!(error instanceof TokenTaken) && !isUniqueViolation(error)) throw error;
    const winner = await orderByToken(db, market, body.token);
    if (!winner) throw error;
    return { order: earlierOrder(winner, digest, locale), created: false };
  }
}

/** PostgreSQL's unique_violation (23505), as both drivers report it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
