import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { stockedPhone } from '../support/api-order';
import { fillBilling } from '../support/customer-steps';
import { startShop, type ShopServer } from '../support/shop-server';

/** What differs per market in what a customer sees and types. */
const markets = {
  CZ: {
    productPath: '/produkt/',
    cartPath: '/kosik/',
    addToCart: /^Do košíku: /,
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
    continueShopping: 'Pokračovat v nákupu',
    toast: 'Přidáno do košíku: ',
    checkoutPath: '/pokladna/',
    thanksPath: '/dekujeme/',
    billing: { first_name: 'Jana', last_name: 'Nováková', email: 'jana.nakup@example.cz', phone: '601 123 456', address: 'Karlova 12', city: 'Praha', postcode: '110 00' },
    paymentError: 'Došlo k chybě při platbě, prosím opakujte akci.',
    paymentReceived: (number: string) => `Přijali jsme platbu k objednávce ${number}`,
    paid: 'Platba proběhla v pořádku.',
  },
  RO: {
    productPath: '/produs/',
    cartPath: '/cos/',
    addToCart: /^Adaugă în coș: /,
    added: 'Adăugat în coș',
    goToCart: 'Mergi la coș',
    continueShopping: 'Continuă cumpărăturile',
    toast: 'Adăugat în coș: ',
    checkoutPath: '/finalizare-comanda/',
    thanksPath: '/multumim/',
    billing: { first_name: 'Ana', last_name: 'Popescu', email: 'ana.cumparare@example.ro', phone: '0721 234 567', address: 'Strada Mare 3', city: 'București', district: 'București, Sector 1', postcode: '010011' },
    paymentError: 'A apărut o eroare la plată, vă rugăm să repetați acțiunea.',
    paymentReceived: (number: string) => `Am primit plata pentru comanda ${number}`,
    paid: 'Plata a fost efectuată cu succes.',
  },
} as const;

/** A phone on the shelf of a store (so store pickup is ready in 30 minutes), found the way the shop's search finds it. */
async function noAxeViolations(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  assert.deepEqual(violations, [], `axe on ${where}`);
}

/** The .eml files the server wrote to its outbox (no SMTP configured in e2e). */
async function outboxMails(shop: ShopServer): Promise<{ to: string; subject: string; text: string; attachments: string[] }[]> {
  const folder = path.join(shop.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '', attachments: mail.attachments.map((attachment) => attachment.filename ?? '') };
    }),
  );
}

/** The billing address's mails once the invoice's is among them: the invoice follows the payment's answer (docs/security.md). */
async function mailsWithInvoice(shop: ShopServer, email: string): ReturnType<typeof outboxMails> {
  for (let attempt = 0; ; attempt++) {
    const mails = (await outboxMails(shop)).filter((mail) => mail.to.includes(email));
    if (attempt >= 150 || mails.some((mail) => mail.attachments.some((file) => file.endsWith('.pdf')))) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
      await page.goto(`${shop.url}${texts.productPath}${await stockedPhone(shop.url)}/`);

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

    test('a full purchase: quantity, store pickup, card declined then paid again -> one order and one e-mail; a reload keeps the checkout', async () => {
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
      await page.goto(`${shop.url}${texts.productPath}${await stockedPhone(shop.url)}/`);
      await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
      await page.getByRole('dialog', { name: texts.added }).waitFor();
      await page.getByRole('link', { name: texts.goToCart }).click();

      await page.waitForURL(`**${texts.cartPath}`);
      const line = page.getByTestId('cart-line').first();
      await line.waitFor();
      const totalBefore = (await page.getByTestId('cart-total').textContent()) ?? '';
      // The cart may already hold this phone from the test before (same browser, same cart): one more piece.
      const quantity = Number(await line.getByTestId('line-quantity').inputValue()) + 1;
      await line.getByTestId('line-quantity').selectOption(String(quantity));
      await page.waitForFunction((before) => (document.querySelector('[data-testid=cart-total]')?.textContent ?? before) !== before, totalBefore);
      await page.getByTestId('go-to-checkout').click();

      await page.waitForURL(`**${texts.checkoutPath}`);
      await page.getByTestId('delivery-store').check();
      await page.getByTestId('store-picker').locator('input[type=radio]').first().check();
      await page.getByTestId('timeslot').selectOption({ index: 1 });
      await page.getByTestId('payment-card').check();
      await fillBilling(page, texts.billing);

      // A reload in the middle of the checkout keeps every choice and every typed value.
      await page.reload();
      await page.getByTestId('billing-postcode').waitFor();
      for (const [key, value] of Object.entries(texts.billing)) assert.equal(await page.getByTestId(`billing-${key.replace('_', '-')}`).inputValue(), value, `${key} after reload`);
      assert.equal(await page.getByTestId('delivery-store').isChecked(), true);
      await page.getByTestId('payment-card').waitFor();
      assert.equal(await page.getByTestId('payment-card').isChecked(), true);
      assert.notEqual(await page.getByTestId('timeslot').inputValue(), '');

      await page.getByTestId('consent-terms').check();
      await noAxeViolations(page, 'the checkout');
      await page.getByTestId('submit-order').click();

      await page.waitForURL('**/test-gateway/**');
      await page.getByTestId('gateway-decline').click();
      await page.waitForURL(`**${texts.thanksPath}**`);
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
      assert.match(orderNumber, /^E\d{9}$/);
      await page.getByTestId('payment-error').waitFor();
      assert.equal(((await page.getByTestId('payment-error').textContent()) ?? '').trim(), texts.paymentError);

      await page.getByTestId('pay-again').click();
      await page.waitForURL('**/test-gateway/**');
      await page.getByTestId('gateway-approve').click();
      await page.waitForURL(`**${texts.thanksPath}${orderNumber}/**`);
      await page.getByText(texts.paid).waitFor();
      assert.equal(((await page.getByTestId('order-number').textContent()) ?? '').trim(), orderNumber);

      assert.deepEqual(submitted, [orderNumber], 'one submit made one order');
      const mails = await mailsWithInvoice(shop, texts.billing.email);
      // The confirmation carries the terms as a PDF; the invoice mail carries the invoice's.
      const terms = new Set(['obchodni-podminky.pdf', 'termeni-si-conditii.pdf']);
      const [invoice, ...moreInvoices] = mails.filter((mail) => mail.attachments.some((file) => file.endsWith('.pdf') && !terms.has(file)));
      const confirmations = mails.filter((mail) => mail.attachments.some((file) => terms.has(file)));
      assert.equal(confirmations.length, 1, 'one confirmation e-mail');
      const others = mails.filter((mail) => mail !== invoice && !confirmations.includes(mail));
      assert.deepEqual(
        others.map((mail) => mail.subject),
        [texts.paymentReceived(orderNumber)],
        'one payment-received mail for the one approved payment',
      );
      assert.ok(`${confirmations[0]?.subject} ${confirmations[0]?.text}`.includes(orderNumber), 'the e-mail names the order');
      assert.ok(invoice?.text.includes(orderNumber), 'the card payment issued the invoice, mailed with its PDF');
      assert.equal(moreInvoices.length, 0, 'one invoice for one order');
      // The test machine has no internet: Chromium cannot download Google Pay's payment manifest (the CSP allows it).
      const offline = 'Unable to download payment manifest "https://google.com/pay"';
      assert.deepEqual(browser.errors.filter((error) => !error.includes(offline)), [], 'no errors in the browser');
      await page.close();
    });

    test('back to the shop from the subcart: a polite toast links to the cart, the keyboard reaches it, and it waits while focused', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.productPath}${await stockedPhone(shop.url)}/`);
      await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
      await page.getByRole('dialog', { name: texts.added }).waitFor();
      await page.getByRole('button', { name: texts.continueShopping }).click();

      const toast = page.getByRole('status').filter({ hasText: texts.toast });
      await toast.waitFor();
      assert.equal(await toast.locator('xpath=..').getAttribute('aria-live'), 'polite');
      // Focus went back to the add button; the next Tab is the toast's link, and focus in it stops the clock.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), texts.goToCart);
      await page.waitForTimeout(6000);
      assert.equal(await toast.count(), 1, 'the toast stays while focus is in it');
      await noAxeViolations(page, 'the product page with the toast');
      await page.keyboard.press('Escape');
      await toast.waitFor({ state: 'detached' });
      await page.close();
    });
  });
}
