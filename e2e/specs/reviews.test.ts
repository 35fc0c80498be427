import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newToken, submitBody } from '@shop/api/src/orders/test-support/checkout-fixture';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { CookieClient } from '../support/cookie-client';
import { customerLogin, staffLogin, startShop, type ShopServer } from '../support/shop-server';

const markets = {
  CZ: {
    loginPath: '/prihlaseni/',
    productPath: '/produkt/',
    adminPath: '/admin/recenze/',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    stars: (rating: number) => `${rating} z 5 hvězdiček`,
    pros: 'Klady',
    text: 'Text recenze',
    fullName: /Jméno a příjmení/,
    send: 'Odeslat recenzi',
    thanks: 'Děkujeme za recenzi. Zveřejníme ji po ověření.',
    note: 'Jak recenze ověřujeme',
    product: 'Produkt',
    open: (name: string) => `Otevřít recenzi od ${name}`,
    approve: 'Schválit a zveřejnit',
    approved: 'Schválená',
    author: 'Jana Nováková',
    review: 'Skvělá výdrž baterie.',
  },
  RO: {
    loginPath: '/autentificare/',
    productPath: '/produs/',
    adminPath: '/admin/recenzii/',
    password: 'Parolă',
    logIn: 'Autentificare',
    stars: (rating: number) => `${rating} din 5 stele`,
    pros: 'Avantaje',
    text: 'Textul recenziei',
    fullName: /Nume și prenume/,
    send: 'Trimiteți recenzia',
    thanks: 'Vă mulțumim pentru recenzie. O vom publica după verificare.',
    note: 'Cum verificăm recenziile',
    product: 'Produs',
    open: (name: string) => `Deschideți recenzia de la ${name}`,
    approve: 'Aprobați și publicați',
    approved: 'Aprobată',
    author: 'Ana Popescu',
    review: 'Baterie excelentă.',
  },
} as const;

async function noAxeViolations(page: Page, where: string) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where}`);
}

for (const [market, texts] of Object.entries(markets)) {
  describe(`reviews (${market})`, () => {
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

    /** The customer buys a product over the API, as checkout does; answers the product's page slug and its model's. */
    async function customerBuysSomething(): Promise<{ seoName: string; masterSeoName: string }> {
      const client = new CookieClient();
      await client.request(shop.url, 'GET', '/api/new/auth/me/');
      assert.equal((await client.request(shop.url, 'POST', '/api/new/auth/login/', { body: customerLogin })).status, 200);
      const search = (await (await client.request(shop.url, 'GET', '/api/new/catalogue/search/?term=samsung')).json()) as { results: { id: number; seo_name: string; master_product: { seo_name: string } }[] };
      for (const tile of search.results) {
        if ((await client.request(shop.url, 'POST', '/api/new/cart/add-product/', { body: { product: tile.id } })).status !== 200) continue;
        const order = await client.request(shop.url, 'POST', '/api/new/orders/submit/', { body: submitBody(market as 'CZ' | 'RO', newToken()) });
        assert.ok(order.status < 300, `order submitted: ${order.status} ${await order.text()}`);
        return { seoName: tile.seo_name, masterSeoName: tile.master_product.seo_name };
      }
      throw new Error('no product could be bought');
    }

    async function logIn(page: Page, login: { email: string; password: string }) {
      await browser.context.clearCookies();
      await page.goto(`${shop.url}${texts.loginPath}`);
      await page.getByLabel('E-mail').fill(login.email);
      await page.getByLabel(texts.password).fill(login.password);
      await page.getByRole('button', { name: texts.logIn }).click();
      await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
    }

    test('a customer reviews a bought product; it is not shown until staff approve it in the admin; then it is, beside the verification note', async () => {
      const bought = await customerBuysSomething();
      const page = await browser.newPage();
      await logIn(page, customerLogin);
      await page.goto(`${shop.url}${texts.productPath}${bought.seoName}/`);
      const form = page.getByTestId('review-form');
      await form.waitFor();
      await noAxeViolations(page, 'the product page with the review form');
      // Keyboard: focus the first star, arrows move the choice as in any radio group.
      await form.getByRole('radio', { name: texts.stars(1) }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await form.getByRole('radio', { name: texts.stars(4) }).isChecked(), true);
      await form.getByLabel(texts.pros, { exact: true }).fill('OK');
      await form.getByLabel(texts.text).fill(texts.review);
      await form.getByLabel(texts.fullName).fill(texts.author);
      await form.getByRole('button', { name: texts.send }).click();
      await page.getByText(texts.thanks).waitFor();
      await page.reload();
      await page.getByTestId('review-verification-note').waitFor();
      assert.equal(await page.getByText(texts.review).count(), 0, 'not shown before approval');

      await logIn(page, staffLogin);
      await page.goto(`${shop.url}${texts.adminPath}`);
      const grid = page.getByTestId('reviews-grid');
      await grid.waitFor();
      await grid.getByLabel(texts.product).fill(bought.masterSeoName);
      await grid.getByRole('button', { name: texts.open(texts.author) }).waitFor();
      await noAxeViolations(page, 'the reviews grid');
      await grid.getByRole('button', { name: texts.open(texts.author) }).click();
      const editor = page.getByTestId('review-editor');
      await editor.getByRole('button', { name: texts.approve }).click();
      await editor.getByTestId('review-status').getByText(texts.approved).waitFor();

      await browser.context.clearCookies();
      // A shopper's phone: the page is opened at 375 px, as a phone opens it, not narrowed after it was drawn wide.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${shop.url}${texts.productPath}${bought.seoName}/`);
      const reviews = page.getByTestId('product-reviews');
      await reviews.getByText(texts.review).waitFor();
      assert.match((await reviews.getByTestId('review-verification-note').textContent()) ?? '', new RegExp(texts.note));
      await page.locator('#main-menu').waitFor({ state: 'hidden' });
      await noAxeViolations(page, 'the product page with the approved review at 375 px');
      assert.deepEqual(browser.errors, []);
    });
  });
}
