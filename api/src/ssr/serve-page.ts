import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesJson } from '@shop/shared/contract/remotes';
import { preferredEncoding } from '../compression/accept-encoding';
import { addVary } from '../http/cdn-cache';
import { configBody } from '../core/config-body';
import { REVALIDATE } from '../static/cache-policy';
import { inProcessFetch, type AnswersCache } from './in-process-fetch';
import { inlineScriptHashes, pageDocument } from './page-document';
import { pageContentSecurityPolicy, policyWithScriptHashes } from '../static/security-headers';
import { pageOrigin } from './page-origin';
import { pageLocale } from './page-locale';
import type { RenderPage } from './shell-renderer';
import { isNoindex } from './ssr-pages';

/** The longest a rendered page is kept; shorter when an answer it shows is kept shorter (a product's stock: 60 s). */
export const PAGE_MAX_AGE = 300;

/** Pages are rendered per miss and kept compressed: a fast level, as for JSON answers. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export interface ServePageOptions {
  render: RenderPage;
  template: string;
  /** The shell's preload `Link` header. */
  link?: string;
  remotes: RemotesJson;
}

/**
 * Renders a shell page on the server (docs/ssr.md) and answers it as a public, cacheable page: tagged `html` plus the
 * surrogate keys of every answer it shows (`product-<id>`, `category-<id>`, `menu`, the shop's settings), kept by the
 * shop's response cache and the CDN for the shortest lifetime among them, compressed for the request's encoding. A
 * page showing the not-found text answers 404 and is kept by no one.
 */
export async function serveRenderedPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: ServePageOptions): Promise<FastifyReply> {
  const { market } = app.config;
  const locale = pageLocale(app.config);
  const url = new URL(request.url, 'http://shop.invalid');
  const cache: AnswersCache = { keys: new Set(['html']), seconds: PAGE_MAX_AGE };
  const started = performance.now();
  const page = await options.render({ pathname: url.pathname, search: url.search, market, locale, fetchImpl: inProcessFetch(app, locale, cache) });
  const renderMs = performance.now() - started;
  const html = pageDocument(options.template, page, {
    market,
    locale,
    origin: pageOrigin(request),
    pathname: url.pathname,
    noindex: isNoindex(market, url.pathname, url.searchParams),
    boot: { config: configBody(market), remotes: options.remotes },
  });

  reply.code(page.head.notFound ? 404 : 200).type('text/html; charset=utf-8').header('Content-Language', locale);
  reply.header('Server-Timing', `render;dur=${renderMs.toFixed(1)};desc="${page.passes} passes"`);
  if (options.link) reply.header('Link', options.link);
  reply.header('Content-Security-Policy', policyWithScriptHashes(pageContentSecurityPolicy(app.config), inlineScriptHashes(page.html)));
  if (!page.head.notFound && cache.seconds > 0) {
    reply.header('Cache-Control', `public, max-age=0, s-maxage=${cache.seconds}`);
    reply.header('Surrogate-Control', `max-age=${cache.seconds}`);
    reply.header('Surrogate-Key', [...cache.keys].join(' '));
  } else reply.header('Cache-Control', REVALIDATE);
  addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body = Buffer.from(html);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, { level: 6 }));
}
