import { Readable } from 'node:stream';
import { and, count, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminFeedList, adminFeedRegenerate, FEED_PATHS, type FeedKind, type ProductFeed } from '@shop/shared/contract/admin-feeds';
import { products } from '../db/schema/catalogue';
import { productFeeds } from '../db/schema/admin-feeds';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { FEEDS_OF_MARKET, FEEDS_SURROGATE_KEY, feedSurrogateKey } from './feed-keys';
import { feedHead, feedItem, feedTail, type FeedContext } from './feed-documents';
import { feedProducts } from './feed-products';

/** Comparison sites fetch a few times a day: an hour in the CDN, purged by staff's "regenerate" and by price imports. */
const FEED_MAX_AGE = 3600;

function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The products a feed lists: Heureka only what can be delivered (in stock or carried by the supplier). */
async function countFeedProducts(app: FastifyInstance, kind: FeedKind): Promise<number> {
  const market = eq(products.market, app.config.market);
  const deliverable = or(gt(products.storeQuantity, 0), gt(products.warehouseQuantity, 0), isNotNull(products.supplierDeliveryDays));
  const [row] = await app.database.db.select({ n: count() }).from(products).where(kind === 'heureka' ? and(market, deliverable) : market);
  return row?.n ?? 0;
}

/**
 * The public feeds (XML, so outside the JSON contract) and the staff list / regenerate calls. A feed is
 * written as it is read, a batch of products at a time, so 100,000 products never sit in memory; the CDN
 * keeps the result for an hour under its surrogate key.
 */
export function registerFeedRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  for (const kind of Object.keys(FEED_PATHS) as FeedKind[]) {
    app.get(FEED_PATHS[kind], async (request, reply) => {
      if (!FEEDS_OF_MARKET[market()].includes(kind)) {
        return reply.code(404).send({ detail: translate(requestLocale(request.headers['accept-language'], app.config.defaultLocale), 'feeds.not_in_market') });
      }
      const context: FeedContext = { market: market(), origin: originOf(app, request) };
      async function* document() {
        yield feedHead(kind, context);
        let chunk = '';
        for await (const product of feedProducts(db(), context.market)) {
          chunk += feedItem(kind, context, product);
          // Larger writes than one item each: fewer, fuller TCP packets.
          if (chunk.length > 64_000) {
            yield chunk;
            chunk = '';
          }
        }
        yield chunk + feedTail(kind);
      }
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=0, s-maxage=${FEED_MAX_AGE}`)
        .header('Surrogate-Key', `${FEEDS_SURROGATE_KEY} ${feedSurrogateKey(kind)}`)
        .send(Readable.from(document()));
    });
  }

  function feedOf(request: FastifyRequest, kind: FeedKind, row: { productCount: number; generatedAt: Date | null } | undefined): ProductFeed {
    return {
      kind,
      url: originOf(app, request) + FEED_PATHS[kind],
      product_count: row?.productCount ?? 0,
      generated_at: row?.generatedAt?.toISOString() ?? null,
    };
  }

  registerRoute(app, adminFeedList, async ({ request }) => {
    const rows = await db().select().from(productFeeds).where(eq(productFeeds.market, market()));
    return { results: FEEDS_OF_MARKET[market()].map((kind) => feedOf(request, kind, rows.find((row) => row.kind === kind))) };
  });

  registerRoute(app, adminFeedRegenerate, async ({ params, request, locale }) => {
    if (!FEEDS_OF_MARKET[market()].includes(params.kind)) throw detailError(404, translate(locale, 'feeds.not_in_market'));
    const productCount = await countFeedProducts(app, params.kind);
    const values = { market: market(), kind: params.kind, productCount, generatedAt: new Date() };
    const [row] = await db()
      .insert(productFeeds)
      .values(values)
      .onConflictDoUpdate({ target: [productFeeds.market, productFeeds.kind], set: { productCount, generatedAt: values.generatedAt } })
      .returning();
    await app.responseCache.purge({ target: { keys: [feedSurrogateKey(params.kind)] }, soft: false });
    return feedOf(request, params.kind, row);
  });
}
