import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

// The Romanian twin of accounts.test.ts's happy path: register, personal data, logout, login, all in Romanian
// on the Romanian addresses.

async function noAxeViolations(page: Page, where: string) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where}`);
}

describe('customer account (RO)', () => {
  let shop: ShopServer;
  let browser: TestBrowser;
  before(async () => {
    shop = await startShop({ MARKET: 'RO' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('register -> personal data with a Romanian phone -> logout -> login', async () => {
    const email = `ana.${Date.now()}@example.ro`;
    const page = await browser.newPage();

    await page.goto(`${shop.url}/inregistrare/`);
    await page.getByRole('heading', { name: 'Înregistrare' }).waitFor();
    await noAxeViolations(page, 'registration');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Prenume').fill('Ana');
    await page.getByLabel(/^Nume\*?$/).fill('Popescu');
    await page.getByLabel(/^Parolă\*?$/).fill('Vara-2026!');
    await page.getByLabel('Repetați parola').fill('Vara-2026!');
    await page.getByRole('button', { name: 'Înregistrează-te' }).click();
    await page.waitForURL((url) => url.pathname === '/cont/');
    await page.getByRole('heading', { name: 'Date personale' }).waitFor();
    await noAxeViolations(page, 'account');

    await page.getByLabel('Telefon').fill('0721 234 567');
    await page.getByRole('button', { name: 'Salvează datele personale' }).click();
    await page.getByText('Datele personale au fost salvate.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Date personale' }).waitFor();
    assert.equal(await page.getByLabel('Telefon').inputValue(), '+40721234567');

    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.goto(`${shop.url}/autentificare/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Parolă').fill('Vara-2026!');
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${shop.url}/cont/`);
    await page.getByText(email).waitFor();
  });
});
