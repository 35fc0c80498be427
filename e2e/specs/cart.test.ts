import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

/** What differs per market in what a customer sees and types. */
const markets = {
  CZ: {
    productPath: '/produkt/',
    cartPath: '/kosik/',
    addToCart: /^Do košíku: /,
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
  },
  RO: {
    productPath: '/produs/',
    cartPath: '/cos/',
    addToCart: /^Adaugă în coș: /,
    added: 'Adăugat în coș',
    goToCart: 'Mergi la coș',
  },
} as const;

/** A phone on the shelf of a store (so store pickup is ready in 30 minutes), found the way the shop's search finds it. */
async function stockedPhone(shop: ShopServer): Promise<string> {
  const response = await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone&page_size=50`);
  const found = (await response.json()) as { results: { seo_name: string; availability: string; price: number; type_device: string }[] };
  const phone = found.results.find((tile) => tile.availability === 'in_store' && tile.type_device === 'phones' && tile.price >= 3000);
  assert.ok(phone, 'a phone in a store');
  return phone.seo_name;
}

async function noAxeViolations(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  assert.deepEqual(violations, [], `axe on ${where}`);
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`cart and checkout (${market})`, () => {
    let shop: ShopServer;
    let browser: TestBrowser;
    before(async () => {
      shop = await startShop({ MARKET: market });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await shop?.stop();
    });

    test('add to cart with the keyboard -> subcart -> badge -> cart page, on a 375 px screen too, axe clean', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.productPath}${await stockedPhone(shop)}/`);

      // Keyboard: the button is reached and pressed without a mouse.
      const add = page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart });
      await add.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: texts.added }).waitFor();
      await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
      await page.getByRole('link', { name: texts.goToCart }).click();

      await page.waitForURL(`**${texts.cartPath}`);
      await page.getByTestId('cart-line').first().waitFor();
      assert.equal(await page.getByTestId('cart-line').count(), 1);
      await noAxeViolations(page, 'the cart');
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `nothing runs off a 375 px screen (overflow ${overflow} px)`);
      await page.close();
    });
  });
}
