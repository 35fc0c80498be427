// e2e: own shops, about 30 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { linkPath } from '../support/customer-steps';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startShop, type ShopServer } from '../support/shop-server';

async function noAxeViolations(page: Page, where: string) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where}`);
}

describe('customer account (CZ)', () => {
  let shop: ShopServer;
  let browser: TestBrowser;
  let mail: MailCatcher;
  before(async () => {
    mail = await startMailCatcher();
    shop = await startShop({ MARKET: 'CZ', SMTP_URL: mail.smtpUrl });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
    await mail?.stop();
  });

  test('register -> welcome mail -> confirm link -> personal data -> logout -> reset by the mailed link -> login', async () => {
    const email = `jana.${Date.now()}@example.com`;
    const page = await browser.newPage();

    await page.goto(`${shop.url}/registrace/`);
    await page.getByRole('heading', { name: 'Registrace' }).waitFor();
    await noAxeViolations(page, 'registration');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Jméno').fill('Jana');
    await page.getByLabel('Příjmení').fill('Nováková');
    await page.getByLabel(/^Heslo\*?$/).fill('jaro2026');
    await page.getByLabel('Heslo znovu').fill('jaro2026');
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    // The rules are checked in the page, in Czech, before anything is sent.
    await page.getByText('Heslo musí obsahovat velké písmeno, malé písmeno, číslici a speciální znak.').waitFor();
    await page.getByLabel(/^Heslo\*?$/).fill('Jaro-2026!');
    await page.getByLabel('Heslo znovu').fill('Jaro-2026!');
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await page.waitForURL((url) => url.pathname === '/ucet/');
    await page.getByRole('heading', { name: 'Osobní údaje' }).waitFor();

    const welcome = await mail.waitFor((message) => message.to.includes(email) && message.text.includes('/ucet/confirm/'));
    await page.goto(`${shop.url}${linkPath(welcome.text, '/ucet/confirm/')}`);
    await page.getByText('Děkujeme, váš e-mail je potvrzený.').waitFor();
    await page.getByText('(potvrzený)').waitFor();
    await noAxeViolations(page, 'account');

    await page.getByLabel('Telefon').fill('601 123 456');
    await page.getByRole('button', { name: 'Uložit osobní údaje' }).click();
    await page.getByText('Osobní údaje jsou uložené.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Osobní údaje' }).waitFor();
    assert.equal(await page.getByLabel('Telefon').inputValue(), '+420601123456');

    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await page.goto(`${shop.url}/obnova-hesla/`);
    await page.getByRole('heading', { name: 'Obnova hesla' }).waitFor();
    await noAxeViolations(page, 'password reset request');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await page.getByRole('status').filter({ hasText: 'poslali jsme na ni odkaz' }).waitFor();

    const reset = await mail.waitFor((message) => message.to.includes(email) && message.text.includes('/obnova-hesla/'));
    await page.goto(`${shop.url}${linkPath(reset.text, '/obnova-hesla/')}`);
    await page.getByRole('heading', { name: 'Nové heslo' }).waitFor();
    await noAxeViolations(page, 'new password');
    await page.locator('input').and(page.getByLabel(/^Nové heslo\*?$/)).fill('Leto-2027?');
    await page.getByLabel('Heslo znovu').fill('Leto-2027?');
    await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click();
    await page.waitForURL((url) => url.pathname === '/ucet/');
    await page.getByRole('heading', { name: 'Osobní údaje' }).waitFor();

    // The new password works at the login page.
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await page.goto(`${shop.url}/prihlaseni/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo').fill('Leto-2027?');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${shop.url}/ucet/`);
    await page.getByText(email).waitFor();
  });
});
