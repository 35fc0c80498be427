import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { installmentBestOptions, installmentItemData } from '@shop/shared/contract/checkout';
import { itemNotFound } from '../cart/cart-errors';
import { fieldError } from '../http/translated-errors';
import { cartOwner, findCartId } from '../cart/cart-identity';
import { priceCart } from '../cart/cart-pricing';
import { products } from '../db/schema/catalogue';
import { registerRoute } from '../http/register-route';
import { bestOptions, loadInstallmentPlans, optionsFor } from './calculator';

export function registerInstallmentRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, installmentItemData, async ({ params, locale, request, user }) => {
    const { cart } = await priceCart(db(), await findCartId(db(), cartOwner(request, user)), market(), locale);
    const line = cart.packages.flatMap((pack) => pack.items).find((item) => item.id === params.id);
    if (!line) throw itemNotFound(locale);
    if (!line.product.is_device) throw fieldError(locale, 'non_field_errors', 'cart.not_a_device');
    return optionsFor(await loadInstallmentPlans(db(), market()), line.line_price);
  });

  registerRoute(app, installmentBestOptions, async ({ query, locale }) => {
    const [product] = await db().select({ price: products.price }).from(products).where(and(eq(products.id, query.product), eq(products.market, market())));
    if (!product) throw fieldError(locale, 'product', 'cart.product_unavailable');
    return bestOptions(await loadInstallmentPlans(db(), market()), product.price);
  });
}
