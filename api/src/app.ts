import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { allRoutes } from '@shop/shared/contract/routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { afterAnswerQueue } from './background/after-answer';
import { registerBuyoutRoutes } from './buyout/buyout-routes';
import { registerProductTypeRoutes } from './catalogue/product-types/product-type-routes';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes';
import { registerJsonCompression } from './compression/compress-json';
import type { Config } from './config';
import { registerCoreRoutes } from './core/core-routes';
import { registerHealthRoute } from './core/health-route';
import type { Database } from './db/database';
import './http/fastify-types';
import { installErrorHandler } from './http/error-handling';
import { loggerOptions, type LogStream } from './http/logging';
import { detailError } from './http/http-error';
import { assertEveryRouteHandled } from './http/register-route';
import { requestLocale } from './i18n/request-locale';
import { translate } from './i18n/server-i18n';
import { redisStoreWithFallback } from './limits/rate-limit-store';
import { connectRedis } from './limits/redis-client';
import { createMailer } from './mail/mailer';
import { mailSender } from './mail/sender';
import { registerMenuRoutes } from './menu/menu-routes';
import { assertTestGatewayAllowed } from './payments/test-gateway';
import { refuseSourceMaps, registerSecurityHeaders } from './static/security-headers';
import { installResponseCache } from './response-cache/response-cache';
import { registerStaticHosting } from './static/static-hosting';
import { registerServiceRoutes } from './service/service-routes';
import { registerStoresRoutes } from './stores/stores-routes';
import { registerShopRoutes } from './shop-routes';
import { registerOrderDeskRoutes } from './orders/desk/desk-routes';
import { registerBankStatementRoutes } from './orders/bank-statement/statement-routes';
import { schedulePaymentReminders } from './orders/payments/payment-reminders';
import { registerRemoteRoutes } from './remotes/remote-routes';
import { registerCategoryRoutes } from './categories/category-routes';
import { registerGalleryRoutes } from './gallery/gallery-routes';
import { registerPurgeRoutes } from './purge/purge-routes';
import { registerAdminDiscountRoutes } from './admin-discounts/admin-discount-routes';
import { registerAdminBonusRoutes } from './admin-bonuses/admin-bonus-routes';
import { registerSynonymRoutes } from './admin-search/synonym-routes';
import { registerZeroResultRoutes } from './admin-search/zero-result-routes';
import { registerMetaMasterRoutes } from './meta-master/meta-master-routes';
import { registerAdminAttributeRoutes } from './admin-attributes/admin-attribute-routes';
import { registerDeliveryDeskRoutes } from './orders/deliveries/delivery-routes';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerStaffBuyoutRoutes } from './buyout/staff/staff-buyout-routes';
import { registerQrPlatbaRoutes } from './qr-platba/qr-platba-routes';
import { registerEFacturaRoutes } from './e-factura/e-factura-routes';
import { registerEnergyLabelRoutes } from './energy-labels/energy-label-routes';
import { registerInvoiceRoutes } from './invoices/invoice-routes';
import { registerCreditNoteRoutes } from './credit-notes/credit-note-routes';
import { registerCustomerOrderRoutes } from './orders/customer/customer-order-routes';
import { registerWithdrawalRoutes } from './withdrawals/withdrawal-routes';
import { registerReviewRoutes } from './reviews/review-routes';
import { registerPackagingRoutes } from './packaging/packaging-routes';
import { registerGoodsInRoutes } from './goods-in/goods-in-routes';
import { registerFeedRoutes } from './feeds/feed-routes';
import { registerPriceListRoutes } from './price-list/price-list-routes';
import { registerInstallmentProviderRoutes } from './installments/provider-settings-routes';
import { registerAdminProductRoutes } from './admin-products/admin-product-routes';
import { registerAdminUserRoutes } from './admin-users/admin-user-routes';
import { registerAdminTaskRoutes } from './admin-tasks/admin-task-routes';
import { registerComponentParamRoutes } from './component-params/component-param-routes';
import { registerAdminGalleryRoutes } from './admin-gallery/admin-gallery-routes';
import { registerLeaseRoutes } from './leases/lease-routes';
import { registerAdminLeaseRoutes } from './leases/admin-lease-routes';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: Database;
  /** Where the log goes instead of stdout (a test reading it). */
  logStream?: LogStream;
}

async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | undefined): Promise<void> {
  await app.register(fastifyRateLimit, {
    // Only routes that ask for a limit (login, public writes) are limited.
    global: false,
    ...(redis ? { store: redisStoreWithFallback(redis, config.redisTimeoutMs) } : {}),
    errorResponseBuilder: (request, context) =>
      detailError(
        429,
        translate(requestLocale(request.headers['accept-language'], config.defaultLocale), 'api.too_many_requests', {
          seconds: Math.ceil(context.ttl / 1000),
        }),
      ),
  });
}

/**
 * The shop's HTTP server: contract routes of every domain, sessions, CSRF, rate limits, CORS
 * for partner origins, static hosting of the shell and the remotes. Refuses to build when a
 * contract route has no handler.
 */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  // Before anything is opened: a refused start must leave nothing that keeps the process alive.
  assertTestGatewayAllowed();
  // A client trickling its headers or body, or idling on a kept-alive connection, is cut off. Node checks
  // the request timeout every `connectionsCheckingInterval` (30 s by default, so a trickled body lived up to
  // twice the limit): every second, it is cut off at most a second late.
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    http: { connectionsCheckingInterval: 1_000 },
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.requestMs,
  });
  app.server.headersTimeout = config.timeouts.headersMs;
  app.decorate('config', config);
  app.decorate('database', database);
  database.onConnectionError((error) => app.log.warn({ err: error }, 'a database connection was lost; the pool opens a new one when needed'));
  app.decorate('contractHandlers', new Map<string, number>());
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: mailSender(config.mailFrom, config.mailSenderName), dataDir: config.dataDir, db: database.db });
  app.decorate('mailer', mailer);
  app.decorate('afterAnswer', afterAnswerQueue(app.log));
  // The work after answers (invoices, their mails) finishes before the mailer and the database close.
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await mailer.close();
  });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisTimeoutMs, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());

  installErrorHandler(app);
  registerSecurityHeaders(app);
  refuseSourceMaps(app);
  registerJsonCompression(app);
  await app.register(fastifyCookie);
  // Partner pages only; credentials for the session calls; the embed reads sell-online's Location.
  await app.register(fastifyCors, {
    origin: config.partnerOrigins.length > 0 ? config.partnerOrigins : false,
    credentials: true,
    exposedHeaders: ['Location'],
  });
  await registerRateLimit(app, config, redis);
  // After compression (its onSend keeps the bytes as sent) and CORS (a hit still gets the live request's CORS headers).
  app.decorate('responseCache', await installResponseCache(app));

  registerCoreRoutes(app);
  registerHealthRoute(app, redis);
  registerAuthRoutes(app);
  registerStoresRoutes(app);
  registerMenuRoutes(app);
  registerProductTypeRoutes(app);
  registerBuyoutRoutes(app);
  registerServiceRoutes(app);
  registerCatalogueRoutes(app);
  registerShopRoutes(app);
  registerRemoteRoutes(app);
  registerCategoryRoutes(app);
  registerGalleryRoutes(app);
  registerPurgeRoutes(app);
  registerAccountRoutes(app);
  registerStaffBuyoutRoutes(app);
  registerQrPlatbaRoutes(app);
  registerEFacturaRoutes(app);
  registerEnergyLabelRoutes(app);
  registerCustomerOrderRoutes(app);
  registerWithdrawalRoutes(app);
  registerReviewRoutes(app);
  registerOrderDeskRoutes(app);
  registerBankStatementRoutes(app);
  schedulePaymentReminders(app);
  registerAdminDiscountRoutes(app);
  registerAdminBonusRoutes(app);
  registerSynonymRoutes(app);
  registerZeroResultRoutes(app);
  registerMetaMasterRoutes(app);
  registerAdminAttributeRoutes(app);
  registerDeliveryDeskRoutes(app);
  registerInvoiceRoutes(app);
  registerPackagingRoutes(app);
  registerGoodsInRoutes(app);
  registerFeedRoutes(app);
  registerPriceListRoutes(app);
  registerInstallmentProviderRoutes(app);
  registerAdminProductRoutes(app);
  registerCreditNoteRoutes(app);
  registerAdminUserRoutes(app);
  registerAdminTaskRoutes(app);
  registerComponentParamRoutes(app);
  registerAdminGalleryRoutes(app);
  registerLeaseRoutes(app);
  registerAdminLeaseRoutes(app);
  assertEveryRouteHandled(app, allRoutes);

  await registerStaticHosting(app);
  return app;
}
