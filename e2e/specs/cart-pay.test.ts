import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { stockedPhone } from '../support/api-order';
import { fillBilling } from '../support/customer-steps';
import { startShop, type ShopServer } from '../support/shop-server';
import { sellDevice } from '../support/sold-buyout';

// Google Pay in Chromium: the Payment Request API is the browser's window API in front of a third
// party (Google's wallet), so the page gets a stand-in that can pay; the shop's side (wallet init,
// the gateway stand-in, the notification) is the real one.

const markets = {
  CZ: {
    productPath: '/produkt/',
    checkoutPath: '/pokladna/',
    thanksPath: '/dekujeme/',
    addToCart: /^Do košíku: /,
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
    billing: { first_name: 'Jana', last_name: 'Nováková', email: 'jana.wallet@example.cz', phone: '601 123 456', address: 'Karlova 12', city: 'Praha', postcode: '110 00' },
    paid: 'Platba proběhla v pořádku.',
    currency: 'CZK',
    attachBonus: 'Uplatnit výkupní bonus za prodaný přístroj',
    buyoutLink: 'Odkaz na výkup z e-mailu',
  },
  RO: {
    productPath: '/produs/',
    checkoutPath: '/finalizare-comanda/',
    thanksPath: '/multumim/',
    addToCart: /^Adaugă în coș: /,
    added: 'Adăugat în coș',
    goToCart: 'Mergi la coș',
    billing: { first_name: 'Ana', last_name: 'Popescu', email: 'ana.wallet@example.ro', phone: '0721 234 567', address: 'Strada Mare 3', city: 'București', district: 'București, Sector 1', postcode: '010011' },
    paid: 'Plata a fost efectuată cu succes.',
    currency: 'RON',
    attachBonus: 'Aplicați bonusul de răscumpărare pentru dispozitivul vândut',
    buyoutLink: 'Linkul către răscumpărare din e-mail',
  },
} as const;

/** The Payment Request stand-in: can pay, shows no sheet, records what the page asked for and what it was told. */
const WALLET_STUB = `
  window.__walletSheets = [];
  window.PaymentRequest = class extends EventTarget {
    constructor(methods, details) { super(); this.record = { methods, total: details.total, completed: null }; }
    async canMakePayment() { return true; }
    async show() {
      const record = this.record;
      window.__walletSheets.push(record);
      return { details: { paymentMethodData: { tokenizationData: { token: 'e2e-wallet-token' } } }, complete: async (result) => { record.completed = result; } };
    }
  };
`;

const priceOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function phoneInCart(page: Page, shop: ShopServer, texts: (typeof markets)[keyof typeof markets]) {
  await page.goto(`${shop.url}${texts.productPath}${await stockedPhone(shop.url)}/`);
  await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
  await page.getByRole('dialog', { name: texts.added }).waitFor();
  await page.getByRole('link', { name: texts.goToCart }).click();
  await page.getByTestId('cart-line').first().waitFor();
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`Google Pay in the checkout (${market})`, () => {
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

    test('offered only where the browser can pay; pays the order in the wallet sheet and lands paid on the thank-you page', async () => {
      // Without the API (headless Chromium has no Google Pay) the option is not there.
      const plain = await browser.newPage();
      await phoneInCart(plain, shop, texts);
      await plain.goto(`${shop.url}${texts.checkoutPath}`);
      await plain.getByTestId('delivery-store').check();
      await plain.getByTestId('payment-card').waitFor();
      assert.equal(await plain.getByTestId('payment-google_pay').count(), 0, 'no Google Pay without the Payment Request API');
      await plain.close();

      const page = await browser.newPage();
      await page.addInitScript(WALLET_STUB);
      await phoneInCart(page, shop, texts);
      await page.goto(`${shop.url}${texts.checkoutPath}`);
      await page.getByTestId('delivery-store').check();
      await page.getByTestId('store-picker').locator('input[type=radio]').first().check();
      await page.getByTestId('timeslot').selectOption({ index: 1 });
      await page.getByTestId('payment-google_pay').check();
      await fillBilling(page, texts.billing);
      await page.getByTestId('consent-terms').check();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the checkout with Google Pay');
      await page.getByTestId('submit-order').click();

      await page.waitForURL(`**${texts.thanksPath}**`);
      await page.getByText(texts.paid).waitFor();
      const sheets = (await page.evaluate('window.__walletSheets')) as { methods: { supportedMethods: string }[]; total: { amount: { currency: string; value: string } }; completed: string | null }[];
      // The checkout goes on to the thank-you page in the same document, so the stand-in's record is still there.
      assert.equal(sheets.length, 1, 'one wallet sheet');
      assert.equal(sheets[0]!.methods[0]!.supportedMethods, 'https://google.com/pay');
      assert.equal(sheets[0]!.total.amount.currency, texts.currency);
      assert.equal(sheets[0]!.completed, 'success', 'the sheet is told the payment went through');
      const shownTotal = Number(((await page.getByText(/^(Celkem|Total)/).last().textContent()) ?? '').replace(/\D/g, ''));
      assert.equal(Number(sheets[0]!.total.amount.value), shownTotal, 'the sheet asked the order total');
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
      const status = await page.evaluate(async () => {
        const [number, access] = window.location.pathname.split('/').filter(Boolean).slice(-2);
        return (await fetch(`/api/new/payments/status/${number}/${access}/`)).json();
      });
      assert.equal((status as { paid: boolean }).paid, true, `order ${orderNumber} is paid`);
      assert.equal(await page.getByTestId('wallet-pay').count(), 0, 'a paid order offers no wallet');
      await page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the thank-you page at 375 px');
      await page.close();
    });

    test('a buyout sold online is attached in the cart by its link: the cart and the order total drop by the bonus', async () => {
      const buyout = await sellDevice(shop.url, market, `bonus.${market.toLowerCase()}@example.cz`);
      const page = await browser.newPage();
      await phoneInCart(page, shop, texts);
      const line = page.getByTestId('cart-line').first();
      const before = priceOf(await page.getByTestId('cart-total').textContent());
      await line.getByRole('button', { name: texts.attachBonus }).click();
      await line.getByLabel(texts.buyoutLink).fill(buyout.link);
      await line.getByTestId('attach-buyout-link').click();
      const bonusLine = page.getByTestId('buyout-bonus').first();
      await bonusLine.waitFor();
      assert.ok((await bonusLine.textContent())?.includes(`#${buyout.id}`), 'the bonus names the buyout');
      await page.waitForFunction((was) => Number((document.querySelector('[data-testid=cart-total]')?.textContent ?? '').replace(/\D/g, '')) !== was, before);
      const after = priceOf(await page.getByTestId('cart-total').textContent());
      const bonus = before - after;
      assert.ok(bonus > 0, `the total dropped (${before} -> ${after})`);
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the cart with the buyout picker');

      await page.goto(`${shop.url}${texts.checkoutPath}`);
      await page.getByTestId('delivery-store').check();
      await page.getByTestId('store-picker').locator('input[type=radio]').first().check();
      await page.getByTestId('timeslot').selectOption({ index: 1 });
      await page.getByTestId('payment-bank_transfer').check();
      await fillBilling(page, texts.billing);
      await page.getByTestId('consent-terms').check();
      await page.getByTestId('submit-order').click();
      await page.waitForURL(`**${texts.thanksPath}**`);
      await page.getByTestId('order-number').waitFor();
      const orderTotal = priceOf(await page.getByText(/^(Celkem|Total):/).last().textContent());
      assert.equal(orderTotal, after, 'the order costs the phone less the bonus (store pickup and bank transfer are free)');
      await page.close();
    });
  });
}
