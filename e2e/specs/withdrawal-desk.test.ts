import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { CookieClient } from '../support/cookie-client';
import { staffLogin, startShop, type ShopServer } from '../support/shop-server';
import { serialOf } from '@shop/api/src/db/seed/packaging/seed-stock-pieces';

/**
 * Issue #9: a customer withdraws from a delivered order on its status page; staff see the withdrawal on the order
 * detail, refund it and get the credit note. The way to "delivered" (packing, hand-over) goes through the staff API,
 * whose screens order-desk.test.ts already walks.
 */
const markets = {
  CZ: {
    loginPath: '/prihlaseni/',
    deskPath: '/admin/objednavky/',
    ordersPath: '/objednavky/',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    billing: { first_name: 'Jana', last_name: 'Nováková', address: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00', phone: '601 123 456', invoice_on_company: false },
    search: 'Hledat (číslo, zákazník, e-mail)',
    returned: (name: string) => `${name}: vracený počet kusů (nejvýše 1)`,
    email: 'E-mail z objednávky',
    account: 'Číslo účtu pro vrácení peněz',
    accountValue: '19-2000145399/0800',
    withdraw: 'Odstoupit od smlouvy',
    withdrawn: 'Odstoupení od smlouvy jsme přijali.',
    section: 'Odstoupení od smlouvy',
    waiting: 'Čeká na vrácení peněz',
    refund: 'Vrátit peníze a vystavit opravný doklad',
    confirmTitle: 'Vrátit peníze a vystavit opravný doklad?',
    confirm: 'Vystavit opravný doklad',
    refunded: 'Peníze vráceny',
    phoneType: 'Mobilní telefon',
  },
  RO: {
    loginPath: '/autentificare/',
    deskPath: '/admin/comenzi/',
    ordersPath: '/comenzi/',
    password: 'Parolă',
    logIn: 'Autentificare',
    billing: { first_name: 'Ana', last_name: 'Popescu', address: 'Strada Mare 3', city: 'București', district: 'Sector 1', postcode: '010011', phone: '0721 234 567', invoice_on_company: false },
    search: 'Căutare (număr, client, e-mail)',
    returned: (name: string) => `${name}: numărul de bucăți returnate (cel mult 1)`,
    email: 'E-mailul din comandă',
    account: 'IBAN pentru rambursare',
    accountValue: 'RO49AAAA1B31007593840000',
    withdraw: 'Retrageți-vă din contract',
    withdrawn: 'Am primit retragerea din contract.',
    section: 'Retragere din contract',
    waiting: 'Așteaptă rambursarea',
    refund: 'Rambursează banii și emite factura de stornare',
    confirmTitle: 'Rambursați banii și emiteți factura de stornare?',
    confirm: 'Emite factura de stornare',
    refunded: 'Bani rambursați',
    phoneType: 'Telefon mobil',
  },
} as const;
type Market = keyof typeof markets;

/** A warehouse phone ordered by bank transfer to a courier, as a shopper's browser orders it. */
async function placeOrder(shop: ShopServer, market: Market, email: string) {
  const client = new CookieClient();
  await client.request(shop.url, 'GET', '/api/new/auth/me/');
  const search = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=${market === 'CZ' ? 'iphone' : 'samsung'}&page_size=50`)).json()) as {
    results: { id: number; code: string; availability: string; type_device_name: string }[];
  };
  const tile = search.results.find((item) => item.availability === 'warehouse' && item.type_device_name === markets[market].phoneType);
  assert.ok(tile, 'a phone in the warehouse');
  const added = await client.request(shop.url, 'POST', '/api/new/cart/add-product/', { body: { product: tile.id } });
  assert.equal(added.status, 200, await added.clone().text());
  const submitted = await client.request(shop.url, 'POST', '/api/new/orders/submit/', {
    body: {
      type_payment: 'bank_transfer',
      payment_company: null,
      installment: null,
      order_billing_address: { ...markets[market].billing, email },
      order_info: { consent_to_terms_of_service: true, consent_marketing: false, note: '' },
      token: `e2e-withdrawal-${Date.now()}`,
      type_delivery_code: 'courier',
      store: null,
      timeslot: null,
      order_delivery_address: null,
      transaction_id: null,
    },
  });
  assert.equal(submitted.status, 200, await submitted.clone().text());
  const placed = (await submitted.json()) as { order_number: string; access: string };
  return { orderNumber: placed.order_number, access: placed.access, code: tile.code };
}

async function logIn(page: Page, shop: ShopServer, market: Market): Promise<void> {
  const texts = markets[market];
  await page.goto(`${shop.url}${texts.loginPath}`);
  await page.getByLabel('E-mail').fill(staffLogin.email);
  await page.getByLabel(texts.password).fill(staffLogin.password);
  await page.getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
}

/** The logged-in staff's own calls (the page's cookies, its CSRF token), failing loudly on a refusal. */
async function staffCall(page: Page, shop: ShopServer, method: 'GET' | 'POST' | 'PUT' | 'PATCH', pathname: string, body?: unknown): Promise<unknown> {
  const cookies = await page.context().cookies(shop.url);
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(`${shop.url}${pathname}`, {
    method,
    headers: { 'x-csrftoken': csrf, 'content-type': 'application/json', referer: `${shop.url}/` },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok(), `${method} ${pathname}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Processing, every item scanned and the parcel measured (packed), handed to the carrier, delivered. */
async function deliver(page: Page, shop: ShopServer, market: Market, orderNumber: string, code: string): Promise<void> {
  const order = `/api/new/orders/staff/orders/${orderNumber}/`;
  await staffCall(page, shop, 'PATCH', `${order}status/`, { status: 'processing' });
  await staffCall(page, shop, 'POST', `${order}packaging/scans/`, { code: serialOf(market, code, 'W', 0) });
  await staffCall(page, shop, 'PUT', `${order}packaging/package/`, { weight_kg: 0.45, width_cm: 20, height_cm: 12, depth_cm: 6 });
  const detail = (await staffCall(page, shop, 'GET', order)) as { status: string; packages: { id: number }[] };
  assert.equal(detail.status, 'packed');
  await staffCall(page, shop, 'POST', `/api/new/orders/staff/deliveries/${detail.packages[0]!.id}/hand-over/`, {});
  const delivered = (await staffCall(page, shop, 'PATCH', `${order}status/`, { status: 'delivered' })) as { status: string };
  assert.equal(delivered.status, 'delivered');
}

/** Both layouts are axe clean and a phone needs no sideways scrolling. */
async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where} at ${width} px`);
    if (width === 375) {
      const tooWide = await page.evaluate(() =>
        document.documentElement.scrollWidth <= 375
          ? []
          : [...document.querySelectorAll('body *')]
              // Content of a sideways scroller (a table's own box) may be wider: it scrolls inside.
              .filter((element) => {
                if (element.getBoundingClientRect().right <= 376) return false;
                for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
                  if (getComputedStyle(parent).overflowX !== 'visible') return false;
                }
                return true;
              })
              .slice(0, 5)
              .map((element) => `${element.tagName}.${element.className} ${element.textContent?.slice(0, 30) ?? ''}`),
      );
      assert.deepEqual(tooWide, [], `no sideways scrolling on ${where} at 375 px`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const market of ['CZ', 'RO'] as const) {
  describe(`withdrawals on the order desk (${market})`, () => {
    const texts = markets[market];
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

    test('the customer withdraws the phone on the status page; staff see it on the order, refund it and get the credit note', async () => {
      const email = `withdraw-${market.toLowerCase()}@example.com`;
      const { orderNumber, access, code } = await placeOrder(shop, market, email);
      const page = await browser.newPage();
      await logIn(page, shop, market);
      await deliver(page, shop, market, orderNumber, code);

      // The customer, with the order's link.
      await page.goto(`${shop.url}${texts.ordersPath}${orderNumber}/${access}/`);
      const quantity = page.getByLabel(new RegExp(texts.returned('.+').replace(/[()]/g, '\\$&')));
      await quantity.fill('1');
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.account).fill(texts.accountValue);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/new/orders/withdrawals/'));
      await page.getByRole('button', { name: texts.withdraw }).click();
      const withdrawal = await answer;
      assert.equal(withdrawal.status(), 201, await withdrawal.text());
      await page.getByText(texts.withdrawn).waitFor();

      // Staff on the order desk.
      await page.goto(`${shop.url}${texts.deskPath}`);
      await page.getByLabel(texts.search).fill(orderNumber);
      await page.getByRole('button', { name: orderNumber, exact: true }).click();
      const section = page.getByTestId('withdrawals');
      await section.getByRole('heading', { name: texts.section }).waitFor();
      await section.getByText(texts.accountValue).waitFor();
      await section.getByTestId('withdrawal-state').filter({ hasText: texts.waiting }).waitFor();
      assert.match(await section.locator('li').first().innerText(), new RegExp(code));
      await axeAtBothWidths(page, 'the order detail with a withdrawal');

      await section.getByRole('button', { name: texts.refund }).click();
      const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
      await dialog.waitFor();
      assert.ok((await dialog.innerText()).includes(texts.accountValue), 'the dialog names the refund account');
      await axeAtBothWidths(page, 'the refund confirmation');
      await dialog.getByRole('button', { name: texts.confirm }).click();

      await section.getByTestId('withdrawal-state').filter({ hasText: texts.refunded }).waitFor();
      const link = section.getByTestId('credit-note').getByRole('link');
      const number = (await link.innerText()).trim();
      assert.match(number, new RegExp(`^D${new Date().getFullYear()}-\\d{6}$`));
      await axeAtBothWidths(page, 'the refunded withdrawal');

      // The credit note's document opens at the link staff see.
      const document = await page.request.get(new URL((await link.getAttribute('href'))!, shop.url).toString());
      assert.equal(document.status(), 200);
      assert.ok((await document.text()).includes(number));
      assert.deepEqual(browser.errors, []);
    });
  });
}
