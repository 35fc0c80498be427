import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { goodsInCheck, goodsInProduct, goodsInReceive } from '@shop/shared/contract/goods-in';
import { purgeProductPages } from '../admin-products/product-purge';
import { applyPrivateNoStore } from '../buyout/cache-headers';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { goodsInProductView } from './goods-in-product';
import { knownCodeErrors, normalizePiece, receivePieces } from './receive-pieces';

/** Goods-in of serialised pieces (issue #9): product lookup, a check per scanned piece, and the save of the whole delivery. */
export function registerGoodsInRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  const productView = async (code: string, locale: Locale) => {
    const product = await goodsInProductView(db(), market(), code);
    if (!product) throw detailError(404, translate(locale, 'goods_in.product_not_serialised'));
    return product;
  };

  registerRoute(app, goodsInProduct, ({ params, locale, reply }) => {
    applyPrivateNoStore(reply);
    return productView(params.code, locale);
  });

  registerRoute(app, goodsInCheck, async ({ query, locale, reply }) => {
    applyPrivateNoStore(reply);
    const piece = normalizePiece(query);
    const known = (await knownCodeErrors(db(), [piece], locale)).get(0);
    if (known) throw validationError(known);
    return { serial_number: piece.serial, imei: piece.imei };
  });

  registerRoute(app, goodsInReceive, async ({ body, locale, user }) => {
    const { productId, received } = await receivePieces(db(), market(), { productCode: body.product_code, storeId: body.store_id, pieces: body.pieces }, user!, locale);
    // The product becomes buyable at once: its cached pages (tiles, listings, detail) go.
    await purgeProductPages(app, [productId]);
    return { received, product: await productView(body.product_code, locale) };
  });
}
