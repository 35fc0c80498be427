import { kb } from './size-format';
import { writeResults } from './results-file';
import { scriptUrlsLoadedBy, servedSize, sumWire } from './served-size';
import { launchBrowser } from '../support/browser';
import { startShop } from '../support/shop-server';

const KB = 1024;
/** Issue 8: the add-to-cart button's JS (gzip) when the shell already shares React. */
const BUDGET = 15 * KB;

/**
 * On a product page of the real shop: the JS of mf-cart the page downloads for its add-to-cart
 * button (as served for `Accept-Encoding: br, gzip`), beside the rest of the page's JS measured
 * in the same run; and the time from a click to the header badge showing the new count, beside
 * one bare cart-count call from the same page.
 */
export async function benchAddToCartSize() {
  const shop = await startShop({ MARKET: 'CZ' });
  try {
    const search = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone&page_size=20`)).json()) as { results: { url: string; availability: string }[] };
    const product = search.results.find((tile) => tile.availability !== 'sold_out');
    if (!product) throw new Error('no product to add');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const urls = await scriptUrlsLoadedBy(page, `${shop.url}${product.url}`, (ready) => ready.getByTestId('add-to-cart').first().waitFor({ timeout: 60_000 }));
      const files = await Promise.all(urls.map((url) => servedSize(url)));
      const cart = files.filter((file) => file.path.startsWith('/mf/mf-cart/'));
      // The goal is in gzip, what a browser without brotli (plain HTTP) gets; brotli is what travels on HTTPS.
      const cartGzip = await Promise.all(urls.filter((url) => new URL(url).pathname.startsWith('/mf/mf-cart/')).map((url) => servedSize(url, 'gzip')));
      const rest = files.filter((file) => !file.path.startsWith('/mf/mf-cart/'));

      const clickToBadge = await page.evaluate(async () => {
        const badge = document.querySelector('[data-testid=cart-count]');
        const before = badge?.textContent;
        const started = performance.now();
        (document.querySelector('[data-testid=add-to-cart]') as HTMLButtonElement).click();
        while (document.querySelector('[data-testid=cart-count]')?.textContent === before) await new Promise((resolve) => setTimeout(resolve, 5));
        return performance.now() - started;
      });
      const bareCall = await page.evaluate(async () => {
        const started = performance.now();
        await (await fetch('/api/new/cart/count/')).json();
        return performance.now() - started;
      });

      console.log('\nadd-to-cart on a product page (KB on the wire, br/gzip as served)');
      console.log(`mf-cart files: ${cart.length}, ${kb(sumWire(cart))} KB as served; gzip ${kb(sumWire(cartGzip))} KB (budget ${kb(BUDGET)} KB gzip: ${sumWire(cartGzip) <= BUDGET ? 'within budget' : 'OVER BUDGET'})`);
      for (const file of cart) console.log(`  ${file.path} ${kb(file.wire)} KB ${file.encoding}`);
      console.log(`rest of the page's JS (baseline, same run): ${rest.length} files, ${kb(sumWire(rest))} KB`);
      console.log(`click -> badge updated: ${clickToBadge.toFixed(0)} ms; one bare cart-count call from the page: ${bareCall.toFixed(0)} ms`);
      console.log(`results: ${writeResults('add-to-cart-size', { cart, cartGzipWire: sumWire(cartGzip), restWire: sumWire(rest), clickToBadgeMs: clickToBadge, bareCallMs: bareCall })}`);
    } finally {
      await browser.close();
    }
  } finally {
    await shop.stop();
  }
}
