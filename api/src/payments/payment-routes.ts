import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  PAYMENT_NOTIFICATION_PATH,
  PaymentNotificationSchema,
  type PaymentStatus,
  applePaySession,
  cardPay,
  paymentProviderData,
  paymentStart,
  paymentStatus,
  testGatewayDecide,
  testGatewayPayment,
  walletEcho,
  walletInit,
  walletProcess,
} from '@shop/shared/contract/payments';
import type { Locale } from '@shop/shared/contract/common';
import { CURRENCY } from '../cart/cart-pricing';
import { orderPayments, shopOrders } from '../db/schema/cart';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { accessMatches, findShopOrder, type ShopOrderRow } from '../orders/order-access';
import { orderNotFound } from '../http/translated-errors';
import { ONLINE_PAYMENTS } from '../orders/submit-order';
import { latestPayment, openPaymentForCustomer, type OrderPaymentRow } from './order-payments';
import { signatureValid } from './signature';
import { applePayMerchantValidator, isApplePayValidationUrl } from './apple-pay-merchant';
import type { TestGateway } from './test-gateway';
import { schedulePaymentSweep } from './open-payments-sweep';
import { recordPaymentResult, settleFromGateway } from './payment-results';

const WALLETS: Record<'CZ' | 'RO', ('google_pay' | 'apple_pay')[]> = { CZ: ['google_pay', 'apple_pay'], RO: ['google_pay', 'apple_pay'] };

export function registerPaymentRoutes(app: FastifyInstance, gateway: TestGateway, secret: string): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  async function accessibleOrder(orderNumber: string, access: string, locale: Locale): Promise<ShopOrderRow> {
    const order = await findShopOrder(db(), market(), orderNumber);
    if (!order || !accessMatches(app.config.secretKey, orderNumber, access)) throw orderNotFound(locale);
    return order;
  }

  /** An order that is paid online and not paid yet; else 409 with why. */
  function payable(order: ShopOrderRow, locale: Locale): void {
    if (order.paymentStatus === 'paid') throw detailError(409, translate(locale, 'payments.already_paid'));
    if (!ONLINE_PAYMENTS.has(order.paymentType as 'card')) throw detailError(409, translate(locale, 'payments.not_online'));
  }

  const statusOf = (order: ShopOrderRow, payment: OrderPaymentRow | undefined, locale: Locale) => {
    const status: PaymentStatus = payment?.state ?? 'not_online';
    return {
      order_number: order.orderNumber,
      payment_id: payment?.paymentId ?? null,
      status,
      paid: order.paymentStatus === 'paid',
      message: status === 'declined' || status === 'cancelled' ? translate(locale, 'payments.error') : null,
    };
  };

  registerRoute(app, paymentProviderData, async ({ params, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    const billing = order.billingAddress as Record<string, string>;
    const delivery = order.deliveryAddress as Record<string, string> | null;
    return {
      order_number: order.orderNumber,
      name: `${billing.first_name ?? ''} ${billing.last_name ?? ''}`.trim(),
      email: order.email,
      phone: billing.phone ?? '',
      delivery_name: translate(locale, `checkout.delivery.${order.deliveryCode as 'store'}`),
      delivery_price: order.deliveryPrice,
      total: order.total,
      currency: CURRENCY[order.market],
      type_payment: order.paymentType as 'card',
      order_billing_address: {
        first_name: billing.first_name ?? '',
        last_name: billing.last_name ?? '',
        address: billing.address ?? '',
        city: billing.city ?? '',
        district: billing.district ?? '',
        postcode: billing.postcode ?? '',
        company: billing.company ?? '',
        tin: billing.tin ?? '',
        vatn: billing.vatn ?? '',
      },
      order_delivery_address: delivery
        ? { first_name: delivery.first_name ?? '', last_name: delivery.last_name ?? '', address: delivery.address ?? '', city: delivery.city ?? '', postcode: delivery.postcode ?? '' }
        : null,
    };
  });

  registerRoute(app, paymentStart, async ({ params, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    payable(order, locale);
    const payment = await openPaymentForCustomer(db(), gateway, app.config.secretKey, order, locale);
    return { payment_id: payment.paymentId, payment_url: payment.paymentUrl };
  });

  registerRoute(app, cardPay, async ({ params, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    const payment = await latestPayment(db(), order.id);
    if (!payment || payment.state !== 'created') throw detailError(404, translate(locale, 'payments.not_found'));
    return { payment_id: payment.paymentId, payment_url: payment.paymentUrl };
  });

  registerRoute(app, paymentStatus, async ({ params, query, locale, request }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    const findPayment = async () =>
      query.payment_id === undefined
        ? await latestPayment(db(), order.id)
        : (await db().select().from(orderPayments).where(and(eq(orderPayments.paymentId, query.payment_id), eq(orderPayments.orderId, order.id))))[0];
    const payment = await findPayment();
    if (query.payment_id !== undefined && !payment) throw detailError(404, translate(locale, 'payments.not_found'));
    if (!payment || !(await settleFromGateway(app, request.log, gateway, payment))) return statusOf(order, payment, locale);
    return statusOf((await findShopOrder(db(), market(), order.orderNumber))!, await findPayment(), locale);
  });

  registerRoute(app, testGatewayPayment, async ({ params, locale }) => {
    const row = await gateway.find(params.payment_id);
    if (!row) throw detailError(404, translate(locale, 'payments.not_found'));
    return { payment_id: row.paymentId, merchant_order: row.merchantOrder, amount: row.amount, currency: row.currency, state: row.state, return_url: row.returnUrl };
  });

  registerRoute(app, testGatewayDecide, async ({ params, body, locale }) => {
    const row = await gateway.find(params.payment_id);
    if (!row) throw detailError(404, translate(locale, 'payments.not_found'));
    if (!(await gateway.decide(params.payment_id, body.decision))) throw detailError(409, translate(locale, 'payments.already_decided'));
    const decided = (await gateway.find(params.payment_id))!;
    return { payment_id: decided.paymentId, merchant_order: decided.merchantOrder, amount: decided.amount, currency: decided.currency, state: decided.state, return_url: decided.returnUrl };
  });

  registerRoute(app, walletEcho, () => ({ wallets: WALLETS[market()] }));

  registerRoute(app, walletInit, async ({ params, body, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    // Any order paid online and not paid yet (O-S8, O-S9): one chosen by card can still be paid by a wallet
    // from its thank-you page. The open attempt is shared, so the order is never charged twice.
    payable(order, locale);
    if (!WALLETS[market()].includes(body.wallet)) throw detailError(409, translate(locale, 'checkout.wallet_unavailable'));
    const payment = await openPaymentForCustomer(db(), gateway, app.config.secretKey, order, locale);
    return { payment_id: payment.paymentId, amount: order.total, currency: CURRENCY[order.market], merchant_name: market() === 'CZ' ? 'Shop CZ' : 'Shop RO' };
  });

  registerRoute(app, walletProcess, async ({ params, body, locale }) => {
    const order = await accessibleOrder(params.order_number, params.access, locale);
    const [payment] = await db().select().from(orderPayments).where(and(eq(orderPayments.paymentId, body.payment_id), eq(orderPayments.orderId, order.id)));
    if (!payment) throw detailError(404, translate(locale, 'payments.not_found'));
    if (payment.state === 'created') await gateway.chargeWallet(payment.paymentId, body.wallet_token);
    const [after] = await db().select().from(orderPayments).where(eq(orderPayments.id, payment.id));
    const [fresh] = await db().select().from(shopOrders).where(eq(shopOrders.id, order.id));
    return statusOf(fresh!, after, locale);
  });

  // The browser decides whether it can pay by wallet; the session proves the shop to Apple (a stand-in without a certificate).
  const applePay = applePayMerchantValidator(app.config.applePay, app.config.mailSenderName);
  registerRoute(app, applePaySession, async ({ query, locale, request }) => {
    if (!isApplePayValidationUrl(query.validation_url)) throw validationError({ validation_url: [translate(locale, 'payments.apple_pay_url')] });
    try {
      return { session: JSON.stringify(await applePay.startSession(new URL(query.validation_url), request.hostname.replace(/:\d+$/, ''))) };
    } catch (error) {
      request.log.error({ err: error }, 'Apple Pay merchant validation failed');
      throw detailError(502, translate(locale, 'checkout.wallet_unavailable'));
    }
  });

  schedulePaymentSweep(app, gateway);

  // The gateway's notification: no contract route, as no widget calls it and it carries no CSRF token; the signature is checked instead.
  app.post(PAYMENT_NOTIFICATION_PATH, async (request, reply) => {
    const locale: Locale = app.config.defaultLocale;
    const parsed = v.safeParse(PaymentNotificationSchema, request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ detail: translate(locale, 'payments.bad_signature') });
    const note = parsed.output;
    if (!signatureValid(secret, note.payment_id, note.state, note.amount, note.signature)) return reply.code(403).send({ detail: translate(locale, 'payments.bad_signature') });
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.paymentId, note.payment_id));
    if (!payment || payment.amount !== note.amount) return reply.code(404).send({ detail: translate(locale, 'payments.not_found') });
    await recordPaymentResult(app, request.log, payment, note.state);
    return { ok: true };
  });
}
