import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderDetail, orderSubmit } from '@shop/shared/contract/checkout';
import type { Locale } from '@shop/shared/contract/common';
import { cartOwner, findCartId } from '../cart/cart-identity';
import { CURRENCY } from '../cart/cart-pricing';
import { orderLines } from '../db/schema/cart';
import { seededCarrier } from '../delivery/carrier';
import { registerRoute } from '../http/register-route';
import { orderNotFound } from '../http/translated-errors';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { openPaymentForCustomer } from '../payments/order-payments';
import type { PaymentProvider } from '../payments/provider';
import { applyForInstallments } from '../installments/applications';
import type { InstallmentProviderClient } from '../installments/provider';
import { accessMatches, findShopOrder, orderAccess, thankYouPath, type ShopOrderRow } from './order-access';
import { orderConfirmationMail } from './order-mail';
import { orderStatusLink } from './order-notice-mail';
import { ONLINE_PAYMENTS, WALLET_PAYMENTS, submitOrder } from './submit-order';
import { createAccountAtCheckout } from '../accounts/checkout-account';

/** Submits are cheap to repeat for a client; a ceiling per client keeps a script from draining stock checks. */
export const SUBMIT_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };

export function registerOrderRoutes(app: FastifyInstance, provider: PaymentProvider, installmentProvider: InstallmentProviderClient): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const carrier = seededCarrier(app.database.db);

  registerRoute(
    app,
    orderSubmit,
    async ({ locale, request, user }) => {
      const cartId = await findCartId(db(), cartOwner(request, user));
      // The market's schema checks the raw body: postcode, phone and company numbers depend on it.
      const { order, created } = await submitOrder({ db: db(), market: market(), locale, cartId, userId: user?.id ?? null, input: request.body, carrier });
      if (order.paymentType === 'installments') await applyForInstallments(db(), installmentProvider, order, request.log);
      const access = orderAccess(app.config.secretKey, order.orderNumber);
      const thankYou = thankYouPath(market(), order.orderNumber, access);
      if (created) {
        try {
          // The status link opens the order's status page (state, payments, parcels, invoice), not the thank-you page.
          await app.mailer.sendMail(await orderConfirmationMail(db(), order, market(), orderStatusLink(app, publicOrigin(request, locale), order)));
        } catch (error) {
          // The order stands and its thank-you page works; staff see the failure in the log.
          request.log.error({ err: error, order: order.orderNumber }, 'order confirmation mail failed');
        }
        if (!user && order.orderInfo.create_account === true) {
          await createAccountAtCheckout(db(), app.mailer, order, publicOrigin(request, locale), market(), locale, request.log);
        }
      }
      // A card goes on to the gateway's hosted page. Google Pay / Apple Pay pay in the browser's own sheet
      // (payments.wallet-init opens the attempt), so they get no page to go to.
      const hostedPage = ONLINE_PAYMENTS.has(order.paymentType as 'card') && !WALLET_PAYMENTS.has(order.paymentType as 'card') && order.paymentStatus !== 'paid';
      const payment = hostedPage ? await openPaymentForCustomer(db(), provider, app.config.secretKey, order, locale) : null;
      return { order_number: order.orderNumber, access, payment_url: payment?.paymentUrl ?? null, thank_you_url: thankYou, total: order.total };
    },
    { rateLimit: SUBMIT_RATE_LIMIT },
  );

  registerRoute(app, orderDetail, async ({ params, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    return {
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      type_delivery_code: order.deliveryCode as 'store',
      delivery_name: translate(locale, `checkout.delivery.${order.deliveryCode as 'store'}`),
      type_payment: order.paymentType as 'card',
      payment_status: order.paymentStatus,
      lines: lines.map((line) => ({
        product_code: line.productCode,
        name: line.name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        final_price: line.finalPrice,
        kind: line.kind as 'product',
      })),
      total: order.total,
      currency: CURRENCY[order.market],
      email: order.email,
    };
  });

  async function accessibleOrder(orderNumber: string, access: string, locale: Locale): Promise<ShopOrderRow> {
    const order = await findShopOrder(db(), market(), orderNumber);
    if (!order || !accessMatches(app.config.secretKey, orderNumber, access)) throw orderNotFound(locale);
    return order;
  }
}
