import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { fillBilling } from '../support/customer-steps';
import { startShop, type ShopServer } from '../support/shop-server';

/** What differs per market: addresses, the seeded codes, a valid and a mistyped company number. */
const markets = {
  CZ: {
    productPath: '/produkt/',
    cartPath: '/kosik/',
    checkoutPath: '/pokladna/',
    thanksPath: '/dekujeme/',
    addToCart: /^Do košíku: /,
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
    code: 'VANOCE2026',
    expiredCode: 'PROSLE2025',
    pickupTown: 'Brno',
    billing: { first_name: 'Petr', last_name: 'Svoboda', email: 'petr.firma@example.cz', phone: '601 222 333', address: 'Masarykova 5', city: 'Brno', postcode: '602 00' },
    company: 'Svoboda s.r.o.',
    mistypedTin: '12345678',
    tin: '12345679',
    invalidTin: 'Neplatné IČO.',
  },
  RO: {
    productPath: '/produs/',
    cartPath: '/cos/',
    checkoutPath: '/finalizare-comanda/',
    thanksPath: '/multumim/',
    addToCart: /^Adaugă în coș: /,
    added: 'Adăugat în coș',
    goToCart: 'Mergi la coș',
    code: 'CRACIUN026',
    expiredCode: 'EXPIRAT025',
    pickupTown: 'Cluj',
    billing: { first_name: 'Mihai', last_name: 'Ionescu', email: 'mihai.firma@example.ro', phone: '0722 333 444', address: 'Strada Florilor 8', city: 'Cluj-Napoca', district: 'Cluj', postcode: '400001' },
    company: 'Ionescu SRL',
    mistypedTin: '18547291',
    tin: '18547290',
    invalidTin: 'CUI invalid.',
  },
} as const;

type MarketTexts = (typeof markets)[keyof typeof markets];

/** "12 990 Kč", "1.299,50 Lei" -> 12990, 1299.5: enough to compare totals. */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

async function phoneInStore(shop: ShopServer): Promise<string> {
  const found = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=samsung&page_size=50`)).json()) as { results: { seo_name: string; availability: string; price: number; type_device: string }[] };
  const phone = found.results.find((tile) => tile.availability === 'in_store' && tile.type_device === 'phones' && tile.price >= 3000);
  assert.ok(phone, 'a phone in a store');
  return phone.seo_name;
}

async function addPhoneAndOpenCart(page: Page, shop: ShopServer, texts: MarketTexts) {
  await page.goto(`${shop.url}${texts.productPath}${await phoneInStore(shop)}/`);
  await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
  await page.getByRole('dialog', { name: texts.added }).waitFor();
  await page.getByRole('link', { name: texts.goToCart }).click();
  await page.waitForURL(`**${texts.cartPath}`);
  await page.getByTestId('cart-line').first().waitFor();
}

/** Waits until the cart's total differs from `before` and returns the new figure. */
async function totalAfterChange(page: Page, testId: string, before: string): Promise<string> {
  await page.waitForFunction(([id, previous]) => (document.querySelector(`[data-testid=${id}]`)?.textContent ?? previous) !== previous, [testId, before] as const);
  return (await page.getByTestId(testId).textContent()) ?? '';
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`cart options and checkout choices (${market})`, () => {
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

    test('an insurance raises the total, a discount code lowers it, an expired code is refused with the reason and changes nothing', async () => {
      const page = await browser.newPage();
      await addPhoneAndOpenCart(page, shop, texts);
      const line = page.getByTestId('cart-line').first();

      const plain = (await page.getByTestId('cart-total').textContent()) ?? '';
      // The box shows what the cart holds: it is ticked once the server has added the insurance.
      await line.getByTestId('insurance-general').click();
      const insured = await totalAfterChange(page, 'cart-total', plain);
      assert.ok(amountOf(insured) > amountOf(plain), `insurance adds to the total (${plain} -> ${insured})`);
      await line.locator('[data-testid=insurance-general]:checked').waitFor();

      await page.getByTestId('discount-code').fill(texts.expiredCode);
      await page.getByTestId('apply-discount').click();
      await page.getByTestId('discount-code').and(page.locator('[aria-invalid=true]')).waitFor();
      assert.equal(await page.getByTestId('discount-code').inputValue(), texts.expiredCode, 'the typed code stays for correction');
      assert.equal((await page.getByTestId('cart-total').textContent()) ?? '', insured, 'a refused code changes nothing');

      await page.getByTestId('discount-code').fill(texts.code);
      await page.getByTestId('apply-discount').click();
      await page.getByTestId('applied-codes').getByText(texts.code).waitFor();
      const discounted = await totalAfterChange(page, 'cart-total', insured);
      assert.ok(amountOf(discounted) < amountOf(insured), `the code lowers the total (${insured} -> ${discounted})`);
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the cart with add-ons and a code');
      await page.close();
    });

    test('a pickup point found by town; then courier with a company invoice: a mistyped company number is marked, corrected, and a double click orders once', async () => {
      const page = await browser.newPage();
      const submitted: string[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && response.url().includes('/api/new/orders/submit/')) {
          void response.json().then(
            (body: { order_number?: string }) => submitted.push(body.order_number ?? `status ${response.status()}`),
            () => submitted.push(`status ${response.status()}`),
          );
        }
      });
      await addPhoneAndOpenCart(page, shop, texts);
      await page.getByTestId('go-to-checkout').click();
      await page.waitForURL(`**${texts.checkoutPath}`);

      await page.getByTestId('delivery-pickup_point').check();
      await page.getByTestId('pickup-search').fill(texts.pickupTown);
      // The map chooses a point with a click; the list shows the choice.
      await page.getByTestId('pickup-map').locator('g.free circle').first().click();
      await page.getByTestId('pickup-points').locator('input[name=pickup-point]:checked').waitFor();
      assert.ok((await page.getByTestId('pickup-points').locator('li').count()) > 1, 'several points in the town');
      await page.getByTestId('pickup-points').locator('input[name=pickup-point]:not([disabled])').last().check();
      assert.equal(await page.getByTestId('pickup-map').locator('g.chosen').count(), 1, 'the map marks the point chosen in the list');
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the checkout with pickup points');

      await page.getByTestId('delivery-courier').check();
      await page.getByTestId('payment-bank_transfer').check();
      await fillBilling(page, texts.billing);
      await page.getByTestId('invoice-on-company').check();
      await page.getByTestId('billing-company').fill(texts.company);
      await page.getByTestId('billing-tin').fill(texts.mistypedTin);
      await page.getByTestId('consent-terms').check();

      await page.getByTestId('submit-order').click();
      await page.getByText(texts.invalidTin).waitFor();
      assert.equal(await page.getByTestId('billing-tin').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.getByTestId('billing-company').inputValue(), texts.company, 'nothing typed is lost');
      assert.deepEqual(submitted, [], 'nothing sent while a field is wrong');

      await page.getByTestId('billing-tin').fill(texts.tin);
      await page.getByTestId('submit-order').dblclick();
      await page.waitForURL(`**${texts.thanksPath}**`);
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
      assert.match(orderNumber, /^E\d{9}$/);
      assert.ok(submitted.length >= 1);
      assert.deepEqual([...new Set(submitted)], [orderNumber], `a double click made one order (answers: ${submitted.join(', ')})`);
      await page.close();
    });
  });
}
