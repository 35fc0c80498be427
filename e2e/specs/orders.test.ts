import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { customerLogin, startShop, type ShopServer } from '../support/shop-server';

// The customer's order pages against the real shop: the overview (O-S2), one order (O-S1) from the
// overview, from the account summary and by number + e-mail, in both markets and at 375 px.

const MARKETS = [
  {
    market: 'CZ',
    locale: 'cs',
    ordersPath: '/objednavky/',
    accountPath: '/ucet/',
    overview: 'Moje objednávky',
    order: (number: string) => `Objednávka ${number}`,
    numberLabel: /^Číslo objednávky/,
    emailLabel: /^E-mail z objednávky/,
    show: 'Zobrazit objednávku',
    notFound: 'Objednávka nebyla nalezena.',
    billing: { first_name: 'Jana', last_name: 'Nováková', address: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00', phone: '601 123 456', email: 'jana.e2e@example.cz', invoice_on_company: false },
    price: /Kč/,
  },
  {
    market: 'RO',
    locale: 'ro',
    ordersPath: '/comenzi/',
    accountPath: '/cont/',
    overview: 'Comenzile mele',
    order: (number: string) => `Comanda ${number}`,
    numberLabel: /^Numărul comenzii/,
    emailLabel: /^E-mailul din comandă/,
    show: 'Afișați comanda',
    notFound: 'Comanda nu a fost găsită.',
    billing: { first_name: 'Ana', last_name: 'Popescu', address: 'Strada Mare 3', city: 'București', district: 'Sector 1', postcode: '010011', phone: '0721 234 567', email: 'ana.e2e@example.ro', invoice_on_company: false },
    price: /Lei/,
  },
] as const;

/** A call of the shop's API from the page itself: its cookies, and the CSRF cookie echoed as the client does. */
async function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(method === 'POST' ? { 'x-csrftoken': csrf } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function noAxeViolations(page: Page, where: string) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where}`);
}

for (const texts of MARKETS) {
  describe(`customer orders (${texts.market})`, () => {
    let shop: ShopServer;
    let browser: TestBrowser;
    before(async () => {
      shop = await startShop({ MARKET: texts.market });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await shop?.stop();
    });

    test('a logged-in customer orders, sees the order in the overview, on its status page and in the account summary; a guest finds it by number + e-mail', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}/`);
      await api(page, 'GET', '/api/new/auth/me/');
      assert.equal((await api(page, 'POST', '/api/new/auth/login/', { email: customerLogin.email, password: customerLogin.password })).status, 200);
      const search = (await api(page, 'GET', '/api/new/catalogue/search/?term=iphone&page_size=50')).json as { results: { id: number; availability: string }[] };
      const product = search.results.find((tile) => tile.availability === 'in_store' || tile.availability === 'warehouse');
      assert.ok(product, 'a product in stock');
      assert.equal((await api(page, 'POST', '/api/new/cart/add-product/', { product: product.id })).status, 200);
      const submitted = await api(page, 'POST', '/api/new/orders/submit/', {
        type_payment: 'bank_transfer',
        payment_company: null,
        installment: null,
        order_billing_address: texts.billing,
        order_info: { consent_to_terms_of_service: true, consent_marketing: false, note: '' },
        token: `e2e-orders-${Date.now()}`,
        type_delivery_code: 'courier',
        store: null,
        timeslot: null,
        order_delivery_address: null,
        transaction_id: null,
      });
      assert.equal(submitted.status, 200, JSON.stringify(submitted.json));
      const orderNumber = (submitted.json as { order_number: string }).order_number;

      await page.goto(`${shop.url}${texts.ordersPath}`);
      await page.getByRole('heading', { name: texts.overview }).waitFor();
      await page.getByRole('link', { name: orderNumber }).waitFor();
      assert.match(await page.getByTestId('order-list').innerText(), texts.price);
      await noAxeViolations(page, 'order overview');

      await page.getByRole('link', { name: orderNumber }).click();
      await page.getByRole('heading', { name: texts.order(orderNumber) }).waitFor();
      await noAxeViolations(page, 'order status');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('heading', { name: texts.order(orderNumber) }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling of the page at 375 px (${overflow} px)`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // SH-S3: the name in the header opens the account, whose summary lists the order.
      await page.getByTestId('account-link').click();
      await page.waitForURL((url) => url.pathname === texts.accountPath);
      await page.getByRole('link', { name: orderNumber }).waitFor();

      assert.equal((await api(page, 'POST', '/api/new/auth/logout/')).status, 200);
      await page.goto(`${shop.url}${texts.ordersPath}`);
      await page.getByLabel(texts.numberLabel).fill(orderNumber);
      await page.getByLabel(texts.emailLabel).fill('someone.else@example.com');
      await page.getByRole('button', { name: texts.show }).click();
      await page.getByText(texts.notFound).waitFor();
      await noAxeViolations(page, 'order lookup');
      await page.getByLabel(texts.emailLabel).fill(texts.billing.email);
      await page.getByRole('button', { name: texts.show }).click();
      await page.getByRole('heading', { name: texts.order(orderNumber) }).waitFor();
      assert.deepEqual(browser.errors.filter((error) => !/status of 40[14]/.test(error)), []);
    });
  });
}
