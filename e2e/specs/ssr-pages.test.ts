import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { staffLogin, startShop, type ShopServer } from '../support/shop-server';
import { CookieClient } from '../support/cookie-client';

// The shell's own pages arrive as HTML (docs/ssr.md): read here as a crawler or link preview reads them, with plain
// fetch and no JavaScript, then taken over by the browser without a hydration error.

const markets = {
  CZ: {
    lang: 'cs',
    phonesPath: '/mobilni-telefony/',
    buyoutPath: '/vykup/',
    productPath: '/produkt/',
    searchPath: '/hledani/',
    storesPath: '/prodejny/',
    contactPath: '/kontakt/',
    termsPath: '/obchodni-podminky/',
    currency: /\d(&nbsp;|\s|\u00a0)Kč/,
    priceCurrency: 'CZK',
    phones: 'Mobilní telefony',
    notFound: 'Stránka nenalezena',
  },
  RO: {
    lang: 'ro',
    phonesPath: '/telefoane-mobile/',
    buyoutPath: '/rascumparare/',
    productPath: '/produs/',
    searchPath: '/cautare/',
    storesPath: '/magazine/',
    contactPath: '/contact/',
    termsPath: '/termeni-si-conditii/',
    currency: /\d(&nbsp;|\s|\u00a0)Lei/,
    priceCurrency: 'RON',
    phones: 'Telefoane mobile',
    notFound: 'Pagina nu a fost găsită',
  },
} as const;

/** The text of the first `<h1>`, tags dropped. */
function h1Of(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

async function page(shop: ShopServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

for (const [market, texts] of Object.entries(markets)) {
  describe(`server-rendered pages (${market})`, () => {
    let shop: ShopServer;
    let product: { url: string; price: number; id: number; long_name: string };

    before(async () => {
      shop = await startShop({ MARKET: market });
      const listing = (await (await fetch(`${shop.url}/api/new/catalogue/category-listing/?url_path=${encodeURIComponent(texts.phonesPath)}`)).json()) as {
        results: Array<{ url: string; price: number; id: number; long_name: string }>;
      };
      product = listing.results[0]!;
      assert.ok(product, 'the seeded phones category has products');
    });
    after(async () => shop?.stop());

    test('each page arrives with its heading, prices and working links, in the market language, without JavaScript', async () => {
      const home = await page(shop, '/');
      assert.equal(home.status, 200);
      assert.match(home.html, new RegExp(`<html lang="${texts.lang}"`));
      assert.ok(h1Of(home.html), 'home has an h1');
      assert.match(home.html, new RegExp(`<a [^>]*href="${texts.buyoutPath}"`), 'the menu links the buyout page');
      // The home page sells in its HTML: at least 8 priced products with pictures, each linking to its page.
      const tiles = home.html.split('data-testid="product-tile"').slice(1);
      const priced = tiles.filter((tile) => /data-testid="price"[^>]*>[^<]*\d/.test(tile) && /<img [^>]*src="\/[^"]+"/.test(tile) && /<a [^>]*href="\/[^"]+\/"/.test(tile));
      assert.ok(priced.length >= 8, `priced tiles with pictures in the home page's HTML: ${priced.length}`);

      const category = await page(shop, texts.phonesPath);
      assert.equal(category.status, 200);
      assert.equal(h1Of(category.html), texts.phones);
      assert.match(category.html, texts.currency, 'tiles show prices');
      assert.match(category.html, new RegExp(`<a [^>]*href="${product.url}"`), 'tiles link their product');
      assert.match(category.html, new RegExp(`<link rel="canonical" href="[^"]*${texts.phonesPath}"`));

      const detail = await page(shop, product.url);
      assert.equal(detail.status, 200);
      assert.equal(h1Of(detail.html), product.long_name.replace(/&/g, '&amp;'));
      assert.match(detail.html, texts.currency);
      assert.match(detail.html, /<meta property="og:image" content="https?:\/\/[^"]+">/);
      assert.match(detail.html, /<meta property="og:type" content="product">/);

      for (const path of [texts.storesPath, texts.contactPath, texts.termsPath, `${texts.searchPath}?q=iphone`]) {
        const info = await page(shop, path);
        assert.equal(info.status, 200, path);
        assert.ok(h1Of(info.html), `${path} has an h1`);
      }
      const search = await page(shop, `${texts.searchPath}?q=iphone`);
      assert.match(search.html, /<meta name="robots" content="noindex/);

      const missing = await page(shop, '/no-such-page/');
      assert.equal(missing.status, 404);
      assert.equal(h1Of(missing.html), texts.notFound);
    });

    test("each page renders in one pass: its route's queries are fetched before it renders", async () => {
      // A fresh address each time (the query string is a cache key), so each is rendered, not replayed.
      const fresh = `fresh=${Date.now()}`;
      for (const path of ['/', texts.phonesPath, product.url, texts.storesPath, texts.termsPath, `${texts.searchPath}?q=iphone&`]) {
        const rendered = await page(shop, `${path}${path.endsWith('&') ? '' : '?'}${fresh}`);
        assert.equal(rendered.headers.get('x-cache'), 'MISS', path);
        assert.match(rendered.headers.get('server-timing') ?? '', /desc="1 passes"/, path);
      }
    });

    test("the product's JSON-LD parses and carries the page's price and currency", async () => {
      const detail = await page(shop, product.url);
      const items = jsonLdOf(detail.html);
      const ld = items.find((item) => item['@type'] === 'Product') as { offers: { price: number; priceCurrency: string; availability: string } } | undefined;
      assert.ok(ld, 'a Product item');
      assert.equal(ld.offers.price, product.price);
      assert.equal(ld.offers.priceCurrency, texts.priceCurrency);
      assert.match(ld.offers.availability, /^https:\/\/schema\.org\//);
      assert.ok(items.some((item) => item['@type'] === 'BreadcrumbList'));
      const home = jsonLdOf((await page(shop, '/')).html);
      assert.ok(home.some((item) => item['@type'] === 'WebSite' && JSON.stringify(item).includes('SearchAction')));
    });

    test('more than one facet is noindex, one facet is not', async () => {
      const one = await page(shop, `${texts.phonesPath}?condition=new`);
      assert.doesNotMatch(one.html, /name="robots"/);
      const two = await page(shop, `${texts.phonesPath}?condition=new&in_stock=1`);
      assert.match(two.html, /<meta name="robots" content="noindex/);
    });

    test('robots.txt keeps crawlers out of cart, checkout, account, admin and search, and names the sitemap index', async () => {
      const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
      for (const path of ['/admin/', '/api/']) assert.match(robots, new RegExp(`Disallow: ${path}`));
      assert.match(robots, new RegExp(`Disallow: ${texts.searchPath}`));
      assert.match(robots, /Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
      const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
      assert.match(index, /sitemap-products-1\.xml/);
      const products = await (await fetch(`${shop.url}/sitemap-products-1.xml`)).text();
      assert.ok(products.includes(product.url), 'the product is in the sitemap');
      assert.match(products, /<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    });

    test("a page is served from the cache, tagged with its product's key, and a purge of that key renders it again", async () => {
      const first = await page(shop, product.url);
      const keys = (first.headers.get('surrogate-key') ?? '').split(' ');
      assert.ok(keys.includes('html') && keys.includes(`product-${product.id}`), keys.join(' '));
      assert.match(first.headers.get('surrogate-control') ?? '', /max-age=\d+/);
      const again = await page(shop, product.url);
      assert.equal(again.headers.get('x-cache'), 'HIT');
      assert.equal(again.html, first.html);

      const staff = new CookieClient();
      await staff.request(shop.url, 'GET', '/api/new/auth/me/');
      assert.equal((await staff.request(shop.url, 'POST', '/api/new/auth/login/', { body: staffLogin })).status, 200);
      const purge = await staff.request(shop.url, 'POST', '/api/new/core/fastly/purge', { body: { mode: 'key', keys: [`product-${product.id}`] } });
      assert.equal(purge.status, 200);
      const after = await page(shop, product.url);
      assert.equal(after.headers.get('x-cache'), 'MISS');
    });

    test('the browser hydrates the server HTML with no console error or warning', async () => {
      let browser: TestBrowser | undefined;
      try {
        browser = await launchBrowser();
        const tab = await browser.newPage();
        const warnings: string[] = [];
        tab.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${message.type()}: ${message.text()}`);
        });
        for (const path of ['/', texts.phonesPath, product.url]) {
          await tab.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
          // The shell's React is in charge: a client-side link keeps the page (no reload) and shows the next one.
          assert.ok(await tab.evaluate(() => document.getElementById('root')?.firstElementChild !== null));
        }
        assert.deepEqual([...warnings, ...browser.errors], []);
      } finally {
        await browser?.close();
      }
    });
  });
}
