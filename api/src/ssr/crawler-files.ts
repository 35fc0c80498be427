import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePath, type PageName } from '@shop/shared/routing/page-paths';
import { rawRows } from '../catalogue/raw-rows';
import { loadCategoryTree } from '../catalogue/category-tree';
import { applyCdnCache } from '../http/cdn-cache';
import { escapeHtml } from './page-document';
import { pageOrigin } from './page-origin';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** Crawlers read these files a few times a day; a staff change reaches them through the `html` purge. */
const CRAWLER_FILES_MAX_AGE = 3600;

/** Pages for one visitor or for staff, and search results (endless, thin): not for a search engine's index. */
const DISALLOWED: readonly PageName[] = ['cart', 'checkout', 'thanks', 'account', 'orders', 'login', 'registration', 'passwordReset', 'favourites', 'admin', 'search', 'testGateway'];
/** The shell's info and legal pages, listed in the sitemap beside home. */
const INFO_PAGES: readonly PageName[] = ['home', 'stores', 'contact', 'buyout', 'service', 'terms', 'complaints', 'withdrawal', 'privacy', 'cookiePolicy'];

function xml(reply: FastifyReply, body: string): FastifyReply {
  applyCdnCache(reply, { maxAge: CRAWLER_FILES_MAX_AGE, keys: ['html', 'sitemap'] });
  return reply.type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const urlEntry = (loc: string, lastmod?: string) => `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
const urlSet = (entries: string[]) => `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`;
const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/**
 * `robots.txt` and the `sitemap.xml` index of the market's shop (each server is one market): info pages, categories
 * and products in files of at most 50,000 addresses, each with `lastmod`.
 */
export function registerCrawlerFiles(app: FastifyInstance): void {
  const { market } = app.config;

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((page) => `Disallow: ${pagePath(market, page)}`), 'Disallow: /api/', '', `Sitemap: ${pageOrigin(request)}/sitemap.xml`, ''];
    applyCdnCache(reply, { maxAge: CRAWLER_FILES_MAX_AGE, keys: ['html', 'sitemap'] });
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  const productCount = async () => Number((await rawRows<{ count: number }>(app.database.db, sql`SELECT count(*)::int AS count FROM products WHERE market = ${market}`))[0]?.count ?? 0);

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = pageOrigin(request);
    const [{ newest } = { newest: null }] = await rawRows<{ newest: string | null }>(
      app.database.db,
      sql`SELECT max(greatest(created_at, price_since)) AS newest FROM products WHERE market = ${market}`,
    );
    const pages = Math.max(1, Math.ceil((await productCount()) / SITEMAP_PAGE_SIZE));
    const lastmod = newest ? `<lastmod>${day(newest)}</lastmod>` : '';
    const files = ['sitemap-pages.xml', 'sitemap-categories.xml', ...Array.from({ length: pages }, (_, index) => `sitemap-products-${index + 1}.xml`)];
    return xml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((file) => `<sitemap><loc>${origin}/${file}</loc>${lastmod}</sitemap>`).join('')}</sitemapindex>`);
  });

  app.get('/sitemap-pages.xml', async (request, reply) => xml(reply, urlSet(INFO_PAGES.map((page) => urlEntry(`${pageOrigin(request)}${pagePath(market, page)}`)))));

  app.get('/sitemap-categories.xml', async (request, reply) => {
    const tree = await loadCategoryTree(app.database.db, market);
    const [{ newest } = { newest: null }] = await rawRows<{ newest: string | null }>(app.database.db, sql`SELECT max(price_since) AS newest FROM products WHERE market = ${market}`);
    const shown = tree.nodes.filter((node) => tree.byUrlPath(node.urlPath) === node);
    return xml(reply, urlSet(shown.map((node) => urlEntry(`${pageOrigin(request)}${node.urlPath}`, newest ? day(newest) : undefined))));
  });

  app.get<{ Params: { page: string } }>('/sitemap-products-:page.xml', async (request: FastifyRequest<{ Params: { page: string } }>, reply) => {
    const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    if (page === 0) return reply.code(404).type('text/plain').send('');
    const rows = await rawRows<{ seo_name: string; lastmod: string }>(
      app.database.db,
      sql`SELECT seo_name, greatest(created_at, price_since) AS lastmod FROM products WHERE market = ${market} ORDER BY id LIMIT ${SITEMAP_PAGE_SIZE} OFFSET ${(page - 1) * SITEMAP_PAGE_SIZE}`,
    );
    if (rows.length === 0 && page > 1) return reply.code(404).type('text/plain').send('');
    return xml(reply, urlSet(rows.map((row) => urlEntry(`${pageOrigin(request)}${pagePath(market, 'product', [row.seo_name])}`, day(row.lastmod)))));
  });
}
