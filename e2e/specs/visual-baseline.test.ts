// e2e: own shops, about 80 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pagePaths } from '@shop/shared/routing/page-paths';
import { stockedPhone } from '../support/api-order';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { CUSTOMER_TEXTS } from '../support/customer-steps';
import { startShop, type ShopServer } from '../support/shop-server';
import { compareWithBaseline, MAX_DIFF_RATIO } from '../support/visual-compare';

// The look of the pages a shopper sees most, in both markets and at both widths, against screenshots committed in
// e2e/visual-baseline/: a change of colour, type, spacing or layout fails here and is seen in review (the diff image
// goes to e2e/test-results/visual/). A shop of its own, so stock and data are the seed's, not what other specs left.

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;
const ACCEPT_ALL = { CZ: 'Přijmout vše', RO: 'Acceptă tot' } as const;
const PHONES = { CZ: '/mobilni-telefony/', RO: '/telefoane-mobile/' } as const;

/** Network quiet, no spinner, pictures decoded, fonts in: what a shopper sees once the page has settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[role="status"] > span:first-child:not(:only-child)').length === 0, undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined)));
  });
}

/** The first screen as it looks; the dates of discounts and of the seed are masked, they change by the day. */
async function firstScreen(page: Page): Promise<Buffer> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.getByTestId('discount-since'), page.locator('time')] });
}

for (const market of ['CZ', 'RO'] as const) {
  describe(`the look of the main pages (${market})`, () => {
    let shop: ShopServer;
    let browser: TestBrowser;
    let productPath: string;

    before(async () => {
      shop = await startShop({ MARKET: market }, { own: true });
      browser = await launchBrowser();
      productPath = `${CUSTOMER_TEXTS[market].productPath}${await stockedPhone(shop.url)}/`;
    });
    after(async () => {
      await browser?.close();
      await shop?.stop();
    });

    test('home, category, product, cart and checkout at 1280 and 375 px look as the baseline', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}/`);
      await page.getByRole('button', { name: ACCEPT_ALL[market] }).click();
      const texts = CUSTOMER_TEXTS[market];
      const changed: string[] = [];
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        const shoot = async (name: string, address?: string) => {
          if (address) await page.goto(`${shop.url}${address}`);
          await settle(page);
          const result = compareWithBaseline(`${market.toLowerCase()}-${width}-${name}`, await firstScreen(page));
          if (result.ratio > MAX_DIFF_RATIO) changed.push(`${name} at ${width}: ${(result.ratio * 100).toFixed(1)} % of pixels (${result.diffPath ?? 'size changed'})`);
        };
        await shoot('home', '/');
        await shoot('category', PHONES[market]);
        await shoot('product', productPath);
        if (width === 'desktop') {
          await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
          await page.getByRole('dialog', { name: texts.added }).waitFor();
        }
        await shoot('cart', pagePaths[market].cart);
        await page.getByTestId('cart-line').first().waitFor();
        await page.getByTestId('go-to-checkout').click();
        await page.getByTestId('delivery-courier').waitFor();
        await shoot('checkout');
      }
      assert.deepEqual(changed, [], 'a page looks different from its baseline: review the diff images and, if the change is meant, run with UPDATE_VISUAL_BASELINE=1');
      // The test machine has no internet: Chromium cannot download Google Pay's payment manifest on the checkout.
      assert.deepEqual(browser.errors.filter((error) => !error.includes('Unable to download payment manifest "https://google.com/pay"')), []);
    });
  });
}
