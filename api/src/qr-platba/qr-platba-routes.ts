import type { FastifyInstance } from 'fastify';
import { orderQrPlatba } from '@shop/shared/contract/market-law';
import { registerRoute } from '../http/register-route';
import { accessMatches, findShopOrder } from '../orders/order-access';
import { orderNotFound } from '../http/translated-errors';
import { bankTransferForOrder } from './bank-transfer';
import { qrPlatbaForOrder } from './qr-platba-code';

/** The thank-you page's bank payment (the QR Platba in CZ, IBAN and reference in both markets): reached, like the order, by its number and access secret. */
export function registerQrPlatbaRoutes(app: FastifyInstance): void {
  registerRoute(app, orderQrPlatba, async ({ params, locale }) => {
    const order = await findShopOrder(app.database.db, app.config.market, params.order_number);
    if (!order || !accessMatches(app.config.secretKey, params.order_number, params.access)) throw orderNotFound(locale);
    return { qr_platba: qrPlatbaForOrder(order), bank_transfer: bankTransferForOrder(order) };
  });
}
