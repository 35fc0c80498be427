import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

/** A phone the courier can bring, found the way the shop's search finds it. */
async function stockedPhone(shop: ShopServer): Promise<string> {
  const response = await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone&page_size=50`);
  const found = (await response.json()) as { results: { seo_name: string; availability: string; type_device: string }[] };
  const phone = found.results.find((tile) => tile.availability !== 'sold_out' && tile.type_device === 'phones');
  assert.ok(phone, 'a phone for sale');
  return phone.seo_name;
}

describe('QR Platba on a Czech bank-transfer order, in Chromium', () => {
  let shop: ShopServer;
  let browser: TestBrowser;
  before(async () => {
    shop = await startShop({ MARKET: 'CZ' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('the thank-you page shows the code and the payment written out; the e-mail carries both', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/produkt/${await stockedPhone(shop)}/`);
    await page.getByTestId('product-detail').getByRole('button', { name: /^Do košíku: / }).click();
    await page.getByRole('dialog', { name: 'Přidáno do košíku' }).waitFor();
    await page.getByRole('link', { name: 'Přejít do košíku' }).click();
    await page.waitForURL('**/kosik/');
    await page.getByTestId('go-to-checkout').click();
    await page.waitForURL('**/pokladna/');
    await page.getByTestId('delivery-courier').check();
    await page.getByTestId('payment-bank_transfer').check();
    const billing = { first_name: 'Jana', last_name: 'Nováková', email: 'jana.prevod@example.cz', phone: '601 123 456', address: 'Karlova 12', city: 'Praha', postcode: '110 00' };
    for (const [key, value] of Object.entries(billing)) await page.getByTestId(`billing-${key.replace('_', '-')}`).fill(value);
    await page.getByTestId('consent-terms').check();
    await page.getByTestId('submit-order').click();

    await page.waitForURL('**/dekujeme/**');
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    const panel = page.getByTestId('qr-platba');
    await panel.waitFor();
    assert.ok(await panel.getByRole('img', { name: /^QR Platba na [\d\s]+Kč$/ }).isVisible());
    assert.equal(((await panel.getByTestId('qr-platba-vs').textContent()) ?? '').trim(), orderNumber.slice(1), 'VS = the order number digits');
    assert.match((await panel.getByTestId('qr-platba-iban').textContent()) ?? '', /^CZ\d{2}( \d{4}){5}$/);
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `nothing runs off a 375 px screen (overflow ${overflow} px)`);

    const folder = path.join(shop.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(folder)).filter((file) => file.endsWith('.eml')).map(async (file) => simpleParser(await readFile(path.join(folder, file)))));
    const confirmation = mails.find((mail) => (mail.subject ?? '').includes(orderNumber));
    assert.ok(confirmation, 'the confirmation e-mail');
    assert.match(confirmation.text ?? '', new RegExp(`variabilní symbol ${orderNumber.slice(1)}`));
    assert.deepEqual(confirmation.attachments.map((file) => [file.filename, file.contentType]), [
      ['obchodni-podminky.pdf', 'application/pdf'],
      [`qr-platba-${orderNumber}.gif`, 'image/gif'],
    ]);
    await page.close();
  });
});
