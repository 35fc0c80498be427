import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  checkoutAllDeliveries,
  checkoutChoosePayment,
  checkoutDeliveries,
  checkoutPayments,
  checkoutSubPayments,
  checkoutSummary,
  type DeliveryCode,
  type PaymentType,
} from '@shop/shared/contract/checkout';
import type { Locale } from '@shop/shared/contract/common';
import { fieldError } from '../http/translated-errors';
import { cartOwner, findCartId } from '../cart/cart-identity';
import { priceCart, SERVICE_VAT_PERCENT, vatInside } from '../cart/cart-pricing';
import { carts } from '../db/schema/cart';
import { deliveryMethods, deliveryPrice, deliveryProblem, paymentAllowed, paymentMethods, paymentPrice } from '../delivery/delivery-rules';
import { registerRoute } from '../http/register-route';
import { loadInstallmentPlans } from '../installments/calculator';

export function registerCheckoutRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, checkoutDeliveries, async ({ locale, request, user }) => {
    const { cart } = await priceCart(db(), await findCartId(db(), cartOwner(request, user)), market(), locale);
    return deliveryMethods(market(), locale, cart);
  });

  registerRoute(app, checkoutAllDeliveries, ({ locale }) => deliveryMethods(market(), locale, null));

  registerRoute(app, checkoutPayments, ({ query, locale }) => paymentMethods(market(), locale, query.type_delivery_code));

  registerRoute(app, checkoutSubPayments, async ({ query }) =>
    query.type_payment === 'installments' ? [...new Set((await loadInstallmentPlans(db(), market())).map((plan) => plan.provider))].map((code) => ({ code, name: code.replace(/_/g, ' ').toUpperCase() })) : [],
  );

  const choiceProblem = (locale: Locale, payment: PaymentType, delivery: DeliveryCode | null) => {
    if (!paymentAllowed(payment, delivery)) throw fieldError(locale, 'type_payment', 'checkout.payment_unavailable');
  };

  registerRoute(app, checkoutChoosePayment, async ({ body, locale, request, user }) => {
    const cartId = await findCartId(db(), cartOwner(request, user));
    if (cartId === null) throw fieldError(locale, 'non_field_errors', 'cart.empty');
    const { cart } = await priceCart(db(), cartId, market(), locale);
    if (body.type_delivery_code !== null && deliveryProblem(body.type_delivery_code, cart) !== null) throw fieldError(locale, 'type_delivery_code', 'checkout.delivery_unavailable');
    choiceProblem(locale, body.type_payment, body.type_delivery_code);
    if (body.payment_company !== null && !(await loadInstallmentPlans(db(), market())).some((plan) => plan.provider === body.payment_company)) {
      throw fieldError(locale, 'payment_company', 'checkout.payment_unavailable');
    }
    await db()
      .update(carts)
      .set({ paymentType: body.type_payment, paymentCompany: body.payment_company, deliveryCode: body.type_delivery_code })
      .where(eq(carts.id, cartId));
    return { type_payment: body.type_payment, payment_company: body.payment_company, type_delivery_code: body.type_delivery_code };
  });

  registerRoute(app, checkoutSummary, async ({ query, locale, request, user }) => {
    const cartId = await findCartId(db(), cartOwner(request, user));
    const [saved] = cartId === null ? [] : await db().select().from(carts).where(eq(carts.id, cartId));
    const delivery = (query.type_delivery_code ?? saved?.deliveryCode ?? null) as DeliveryCode | null;
    const payment = (query.type_payment ?? saved?.paymentType ?? null) as PaymentType | null;
    const { cart } = await priceCart(db(), cartId, market(), locale);
    const deliveryCost = delivery && deliveryProblem(delivery, cart) === null ? deliveryPrice(market(), delivery, cart.totals.total) : 0;
    const paymentCost = payment ? paymentPrice(market(), payment) : 0;
    return {
      items: cart.totals.items,
      discounts: cart.totals.discounts,
      buyout_bonus: cart.totals.buyout_bonus,
      delivery: deliveryCost,
      payment: paymentCost,
      total: cart.totals.total + deliveryCost + paymentCost,
      vat: cart.totals.vat + vatInside(deliveryCost + paymentCost, SERVICE_VAT_PERCENT[market()]),
      currency: cart.currency,
      choice: { type_delivery_code: delivery, type_payment: payment, payment_company: saved?.paymentCompany ?? null },
    };
  });
}
