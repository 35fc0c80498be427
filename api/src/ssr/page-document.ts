import { createHash } from 'node:crypto';
import type { Locale, Market } from '@shop/shared/contract/common';
import { SSR_BOOT_ELEMENT_ID, type SsrBoot } from '@shop/shared/contract/ssr-boot';
import type { RenderedPage } from './shell-renderer';
import { homeJsonLd, listingJsonLd, listingOf, productJsonLd, productOf } from './structured-data';

/** The name link previews and structured data give the shop (the shell's titles end with it too). */
export const SHOP_NAME = 'Elektro Shop';

const OG_LOCALE: Record<Locale, string> = { cs: 'cs_CZ', ro: 'ro_RO' };

/** Text in HTML, attribute or element: staff's SEO texts and product names are user text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` element: `<` escaped, so no text in it can close the element or open a comment. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * CSP hashes of the inline scripts React put into the markup (the reveal of a boundary it sent apart); the page's own
 * elements are data (`type="application/json"`, `application/ld+json`), which a CSP does not run.
 */
export function inlineScriptHashes(markup: string): string[] {
  return [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`);
}

export interface PageContext {
  market: Market;
  locale: Locale;
  /** The shop's public origin, for canonical, Open Graph and structured-data URLs. */
  origin: string;
  pathname: string;
  noindex: boolean;
  boot: Omit<SsrBoot, 'queries' | 'locale'>;
}

function metaTags(page: RenderedPage, context: PageContext): string[] {
  const { head } = page;
  const product = productOf(page.queries.queries);
  const title = head.title ?? SHOP_NAME;
  const description = head.description ?? (product ? product.meta_attributes_description || product.long_name : null);
  const canonical = head.notFound ? null : `${context.origin}${head.canonicalPath ?? context.pathname}`;
  const image = product ? `${context.origin}${product.images[0]?.url ?? product.image_url}` : null;
  const tags = [
    ...(description ? [`<meta name="description" content="${escapeHtml(description)}">`] : []),
    ...(context.noindex || head.notFound ? ['<meta name="robots" content="noindex, follow">'] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    `<meta property="og:site_name" content="${SHOP_NAME}">`,
    `<meta property="og:locale" content="${OG_LOCALE[context.locale]}">`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    ...(description ? [`<meta property="og:description" content="${escapeHtml(description)}">`] : []),
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}">`] : []),
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    ...(description ? [`<meta name="twitter:description" content="${escapeHtml(description)}">`] : []),
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
  ];
  return tags;
}

function structuredData(page: RenderedPage, context: PageContext): unknown[] {
  if (page.head.notFound) return [];
  const product = productOf(page.queries.queries);
  if (product) return productJsonLd(product, context.market, context.origin);
  const listing = listingOf(page.queries.queries);
  if (listing) return listingJsonLd(listing, context.origin);
  return context.pathname === '/' ? homeJsonLd(context.market, context.origin, SHOP_NAME) : [];
}

/**
 * The shell's index.html with the rendered page in it: `lang`, title, description, canonical and preview tags,
 * structured data and the first screen's CSS in the head; the markup in `#root`; after it the boot data (config,
 * remotes, language, query cache) for hydration, which main.js reads when it runs.
 */
export function pageDocument(template: string, page: RenderedPage, context: PageContext): string {
  const boot: SsrBoot = { ...context.boot, locale: context.locale, queries: page.queries };
  const head = [
    ...metaTags(page, context),
    ...structuredData(page, context).map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`),
    page.styles,
  ].join('');
  // After the markup: the boot data (~50 KB, the menu and the page's answers) is read by main.js, which is deferred,
  // so in the head it would only hold back the parsing, and with it the first paint, of the markup on a slow phone.
  const bootElement = `<script id="${SSR_BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
  // Replacer functions: a `$` in a product name or the markup is text, not a replacement pattern.
  return template
    .replace(/<html lang="?[a-z]+"?/, () => `<html lang="${context.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title ?? SHOP_NAME)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${bootElement}`);
}
