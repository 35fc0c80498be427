import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineScriptHashes, pageDocument, scriptSafeJson } from './page-document';
import { isNoindex, isRenderedAddress } from './ssr-pages';
import { policyWithScriptHashes } from '../static/security-headers';
import type { RenderedPage } from './shell-renderer';

const TEMPLATE = '<!doctype html><html lang=cs><head><title>Shop</title></head><body><div id=root></div></body></html>';

function rendered(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    html: '<h1>Stránka</h1>',
    styles: '<style data-styled="true">h1{}</style>',
    head: { title: 'Kontakt | Elektro Shop', canonicalPath: null, description: null, notFound: false },
    queries: { queries: [], mutations: [] },
    passes: 2,
    ...overrides,
  };
}

const context = { market: 'RO' as const, locale: 'ro' as const, origin: 'https://shop.example', pathname: '/contact/', noindex: false, boot: { config: { market: 'RO' as const, default_locale: 'ro' as const, currency: 'RON' as const }, remotes: {} } };

test("the document carries the market's language, the page's title and canonical, its markup and boot data", () => {
  const html = pageDocument(TEMPLATE, rendered(), context);
  assert.match(html, /<html lang="ro">/);
  assert.match(html, /<title>Kontakt \| Elektro Shop<\/title>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/shop\.example\/contact\/">/);
  // The boot data after the markup, not in the head, where it would hold back the first paint.
  assert.match(html, /<div id="root"><h1>Stránka<\/h1><\/div><script id="shop-ssr" type="application\/json">\{"config"/);
  assert.doesNotMatch(html.slice(0, html.indexOf('</head>')), /shop-ssr/);
  assert.doesNotMatch(html, /name="robots"/);
});

test('staff text in the title and description is text, and the boot data cannot close its script element', () => {
  const page = rendered({
    head: { title: '<img src=x onerror=alert(1)> $& "x"', canonicalPath: null, description: '</script><script>alert(1)</script>', notFound: false },
    queries: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }], mutations: [] },
  });
  const html = pageDocument(TEMPLATE, page, context);
  assert.match(html, /<title>&lt;img src=x onerror=alert\(1\)&gt; \$&amp; &quot;x&quot;<\/title>/);
  assert.doesNotMatch(html, /<script>alert/);
  assert.equal(scriptSafeJson('</script>'), '"\\u003c/script>"');
});

test('a not-found page names no canonical address and is noindex', () => {
  const html = pageDocument(TEMPLATE, rendered({ head: { title: null, canonicalPath: null, description: null, notFound: true } }), context);
  assert.doesNotMatch(html, /rel="canonical"/);
  assert.match(html, /<meta name="robots" content="noindex, follow">/);
});

test('listings are noindex beyond one facet, search results always; one facet stays indexable', () => {
  const query = (text: string) => new URLSearchParams(text);
  assert.equal(isNoindex('CZ', '/mobilni-telefony/', query('')), false);
  assert.equal(isNoindex('CZ', '/mobilni-telefony/', query('manufacturer=3')), false);
  assert.equal(isNoindex('CZ', '/mobilni-telefony/', query('price_min=100&price_max=900')), false);
  assert.equal(isNoindex('CZ', '/mobilni-telefony/', query('manufacturer=3&manufacturer=4')), true);
  assert.equal(isNoindex('CZ', '/mobilni-telefony/', query('condition=used&in_stock=true')), true);
  assert.equal(isNoindex('CZ', '/hledani/', query('q=iphone')), true);
});

test('the shell pages are rendered, the remotes\' pages are not', () => {
  assert.equal(isRenderedAddress('CZ', '/'), true);
  assert.equal(isRenderedAddress('CZ', '/mobilni-telefony/apple/'), true);
  assert.equal(isRenderedAddress('RO', '/contact/'), true);
  assert.equal(isRenderedAddress('CZ', '/kosik/'), false);
  assert.equal(isRenderedAddress('CZ', '/admin/objednavky/'), false);
});

test("React's inline scripts are allowed by their hashes and nothing else", () => {
  const hashes = inlineScriptHashes('<div></div><script>$RC("B:0","S:0")</script><script type="application/json">{}</script>');
  assert.equal(hashes.length, 1);
  assert.match(hashes[0]!, /^sha256-[A-Za-z0-9+/]+=*$/);
  const policy = policyWithScriptHashes("default-src 'self'; script-src 'self'; style-src 'self'", hashes);
  assert.equal(policy, `default-src 'self'; script-src 'self' '${hashes[0]}'; style-src 'self'`);
});
