import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cartAddBuyoutBonus,
  cartAddProduct,
  cartAddProlongWarranty,
  cartAttachableBuyouts,
  cartPackageProduct,
  cartPackages,
  cartProducts,
  cartRemoveBuyoutBonus,
  cartRemovePackageItem,
  cartRemoveProduct,
  cartRemoveProlongWarranty,
  cartUpdatePackageProduct,
  type PackageProductData,
} from '@shop/shared/contract/cart';
import { cartCount } from '@shop/shared/contract/cart-count';
import type { Locale } from '@shop/shared/contract/common';
import type { AuthUser } from '../auth/sessions';
import { sameToken, tokenDigest } from '../auth/tokens';
import type { Db } from '../db/database';
import { cartItems } from '../db/schema/cart';
import { products } from '../db/schema/catalogue';
import { registerRoute } from '../http/register-route';
import { INSURANCE_OFFERS, PROLONG_WARRANTY_OFFERS, WARRANTY_OFFERS, findInsurance, findProlongWarranty, perMilleOf } from './add-ons';
import { addLine, addOnsOf, attachableBuyouts, orderable, productForCart, usableBuyout } from './cart-changes';
import { colourSelectionLabels } from '../buyout/catalog-lookup';
import { deviceDescription } from '../buyout/device-description';
import { itemNotFound } from './cart-errors';
import { fieldError } from '../http/translated-errors';
import { cartOwner, ensureCartId, findCartId, touchCart, type CartOwner } from './cart-identity';
import { priceCart } from './cart-pricing';
import { loadInstallmentPlans } from '../installments/calculator';

/** The line if it is in the owner's cart (else 404: another cart's line ids are not probed). */
async function ownLine(db: Db, owner: CartOwner, lineId: number, locale: Locale) {
  const cartId = await findCartId(db, owner);
  if (cartId === null) throw itemNotFound(locale);
  const [line] = await db.select().from(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw itemNotFound(locale);
  return { cartId, line };
}

export function registerCartRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const cartOf = async (cartId: number | null, locale: Locale) => (await priceCart(db(), cartId, market(), locale)).cart;
  const ownerOf = (request: Parameters<typeof cartOwner>[0], user: AuthUser | null) => cartOwner(request, user);

  registerRoute(app, cartAddProduct, async ({ body, locale, request, reply, user }) => {
    const owner = ownerOf(request, user);
    const product = await productForCart(db(), market(), body.product);
    if (!product) throw fieldError(locale, 'product', 'cart.product_unavailable');
    if (orderable(product) < body.quantity) throw fieldError(locale, 'non_field_errors', 'cart.out_of_stock', { available: orderable(product) });
    const addOns = addOnsOf(body, product, body.installment_id === null ? [] : await loadInstallmentPlans(db(), market()), locale);
    let buyoutId: number | null = null;
    if (body.buyout_product !== null) {
      // Without the buyout's token only its owner, signed in with the buyout's e-mail, can attach it.
      const buyout = product.isDevice ? await usableBuyout(db(), market(), body.buyout_product) : undefined;
      if (!buyout || !user || buyout.email.toLowerCase() !== user.email.toLowerCase()) throw fieldError(locale, 'buyout_product', 'cart.buyout_not_usable');
      buyoutId = buyout.id;
    }
    const itemId = await db().transaction(async (tx) => {
      const cartId = await ensureCartId(tx, owner, reply);
      let parentId: number | null = null;
      if (body.cart_package_item_parent_id !== null) {
        const [parent] = await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.id, body.cart_package_item_parent_id), eq(cartItems.cartId, cartId), isNull(cartItems.parentId)));
        if (!parent) throw fieldError(locale, 'cart_package_item_parent_id', 'cart.item_not_found');
        parentId = parent.id;
      }
      const id = await addLine(tx, cartId, product, parentId, body.quantity, addOns, buyoutId, locale);
      await touchCart(tx, cartId);
      return { id, cartId };
    });
    return { cart: await cartOf(itemId.cartId, locale), item_id: itemId.id };
  });

  registerRoute(app, cartRemoveProduct, async ({ params, body, locale, request, user }) => {
    const cartId = await findCartId(db(), ownerOf(request, user));
    if (cartId === null) throw itemNotFound(locale);
    const [product] = await db().select({ id: products.id }).from(products).where(and(eq(products.seoName, params.seoName), eq(products.market, market())));
    if (!product) throw itemNotFound(locale);
    let parentCondition = isNull(cartItems.parentId);
    if (body.parent_package_product_seo_name !== null) {
      const [parentProduct] = await db()
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.seoName, body.parent_package_product_seo_name), eq(products.market, market())));
      const parents = parentProduct
        ? await db().select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, parentProduct.id)))
        : [];
      if (parents.length === 0) throw itemNotFound(locale);
      parentCondition = inArray(cartItems.parentId, parents.map((parent) => parent.id))!;
    }
    const removed = await db()
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id), parentCondition))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw itemNotFound(locale);
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartCount, async ({ locale, request, user }) => {
    const cartId = await findCartId(db(), ownerOf(request, user));
    return { count: (await cartOf(cartId, locale)).count };
  });

  registerRoute(app, cartProducts, async ({ locale, request, user }) => {
    const cart = await cartOf(await findCartId(db(), ownerOf(request, user)), locale);
    return cart.packages.flatMap((pack) => pack.items.map((item) => ({ ...item.product, quantity: item.quantity })));
  });

  registerRoute(app, cartPackages, async ({ locale, request, user }) => cartOf(await findCartId(db(), ownerOf(request, user)), locale));

  const packageProductData = async (cartId: number, lineId: number, locale: Locale): Promise<PackageProductData> => {
    const cart = await cartOf(cartId, locale);
    const line = cart.packages.flatMap((pack) => pack.items).find((item) => item.id === lineId);
    if (!line) throw itemNotFound(locale);
    const device = line.product.is_device;
    const price = line.unit_price;
    const selectedInsurances = new Set(line.insurances.map((item) => item.id));
    return {
      line,
      insurance_options: device
        ? INSURANCE_OFFERS.map((offer) => ({ id: offer.id, kind: offer.kind, name: offer.name[locale], price: perMilleOf(price, offer.perMille, line.quantity), selected: selectedInsurances.has(offer.id) }))
        : [],
      warranty_options: device
        ? WARRANTY_OFFERS.map((offer) => ({ month_count: offer.monthCount, price: perMilleOf(price, offer.perMille, line.quantity), selected: line.warranty?.month_count === offer.monthCount }))
        : [],
      prolong_warranty_options: device
        ? PROLONG_WARRANTY_OFFERS.map((offer) => ({ code: offer.code, name: offer.name[locale], price: perMilleOf(price, offer.perMille, line.quantity), selected: line.prolong_warranty?.code === offer.code }))
        : [],
    };
  };

  registerRoute(app, cartPackageProduct, async ({ params, locale, request, user }) => {
    const { cartId } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    return packageProductData(cartId, params.id, locale);
  });

  registerRoute(app, cartUpdatePackageProduct, async ({ params, body, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    const product = (await productForCart(db(), market(), line.productId))!;
    const changes: Partial<typeof cartItems.$inferInsert> = {};
    if (body.quantity !== undefined) {
      if (body.quantity > orderable(product)) throw fieldError(locale, 'quantity', 'cart.out_of_stock', { available: orderable(product) });
      changes.quantity = body.quantity;
      changes.priceWhenAdded = product.price;
    }
    const addOnChange = body.selected_insurance_ids !== undefined || body.warranty_month_value !== undefined || (body.prolong_warranty_code ?? '') !== '';
    if (addOnChange && !product.isDevice) throw fieldError(locale, 'non_field_errors', 'cart.not_a_device');
    if (body.selected_insurance_ids !== undefined) {
      const offers = body.selected_insurance_ids.map((id) => findInsurance(id));
      if (offers.some((offer) => !offer) || new Set(offers.map((offer) => offer!.kind)).size !== offers.length) {
        throw fieldError(locale, 'selected_insurance_ids', 'cart.add_on_unknown');
      }
      changes.generalInsuranceId = offers.find((offer) => offer!.kind === 'general')?.id ?? null;
      changes.screenInsuranceId = offers.find((offer) => offer!.kind === 'screen')?.id ?? null;
    }
    if (body.warranty_month_value !== undefined) {
      if (body.warranty_month_value !== 0 && !WARRANTY_OFFERS.some((offer) => offer.monthCount === body.warranty_month_value)) {
        throw fieldError(locale, 'warranty_month_value', 'cart.add_on_unknown');
      }
      changes.warrantyMonths = body.warranty_month_value === 0 ? null : body.warranty_month_value;
    }
    if (body.prolong_warranty_code !== undefined) {
      const offer = body.prolong_warranty_code === '' ? null : findProlongWarranty(body.prolong_warranty_code);
      if (offer === undefined) throw fieldError(locale, 'prolong_warranty_code', 'cart.add_on_unknown');
      changes.prolongWarrantyCode = offer?.code ?? null;
    }
    if (Object.keys(changes).length > 0) await db().update(cartItems).set(changes).where(eq(cartItems.id, line.id));
    return { cart: await cartOf(cartId, locale), item: await packageProductData(cartId, line.id, locale) };
  });

  registerRoute(app, cartRemovePackageItem, async ({ params, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    // Accessories bought for the device go with it (the foreign key cascades).
    await db().delete(cartItems).where(or(eq(cartItems.id, line.id), eq(cartItems.parentId, line.id)));
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartAddBuyoutBonus, async ({ params, body, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    const product = (await productForCart(db(), market(), line.productId))!;
    const buyout = product.isDevice ? await usableBuyout(db(), market(), body.buyout) : undefined;
    // The buyout link's token proves it; without one, only its owner signed in with the buyout's e-mail may attach it.
    const proved = buyout && (body.token !== undefined ? sameToken(tokenDigest(body.token), buyout.tokenDigest) : user !== null && buyout.email.toLowerCase() === user.email.toLowerCase());
    if (!buyout || !proved) throw fieldError(locale, 'buyout', 'cart.buyout_not_usable');
    await db().update(cartItems).set({ buyoutId: buyout.id }).where(eq(cartItems.id, line.id));
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartRemoveBuyoutBonus, async ({ params, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    if (line.buyoutId !== null) await db().update(cartItems).set({ buyoutId: null }).where(eq(cartItems.id, line.id));
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartAddProlongWarranty, async ({ params, body, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    const product = (await productForCart(db(), market(), line.productId))!;
    const offer = findProlongWarranty(body.code);
    if (!product.isDevice) throw fieldError(locale, 'non_field_errors', 'cart.not_a_device');
    if (!offer) throw fieldError(locale, 'code', 'cart.add_on_unknown');
    await db().update(cartItems).set({ prolongWarrantyCode: offer.code }).where(eq(cartItems.id, line.id));
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartRemoveProlongWarranty, async ({ params, locale, request, user }) => {
    const { cartId, line } = await ownLine(db(), ownerOf(request, user), params.id, locale);
    if (line.prolongWarrantyCode !== null) await db().update(cartItems).set({ prolongWarrantyCode: null }).where(eq(cartItems.id, line.id));
    return cartOf(cartId, locale);
  });

  registerRoute(app, cartAttachableBuyouts, async ({ user, locale }) => {
    const rows = await attachableBuyouts(db(), market(), user!.email);
    return Promise.all(
      rows.map(async (row) => {
        const labels = await colourSelectionLabels(db(), market(), row.colourId, locale);
        return {
          buyout_id: row.id,
          device: deviceDescription(labels.manufacturer_choice, labels.product_model_choice, labels.product_color_choice),
          quality: row.quality,
          price: row.price,
          created_at: row.createdAt.toISOString(),
        };
      }),
    );
  });
}
