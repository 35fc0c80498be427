import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { MailCatcher } from './mail-catcher';
import type { Market } from './shop-session';

/** What a customer reads and types on the account, cart and checkout screens, per market (from the catalogs). */
export const CUSTOMER_TEXTS = {
  CZ: {
    registrationPath: '/registrace/',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    password: /^Heslo\*?$/,
    passwordAgain: 'Heslo znovu',
    register: 'Zaregistrovat se',
    accountPath: '/ucet/',
    personalData: 'Osobní údaje',
    logOut: 'Odhlásit se',
    resetPath: '/obnova-hesla/',
    sendLink: 'Poslat odkaz',
    linkSent: 'poslali jsme na ni odkaz',
    newPassword: /^Nové heslo\*?$/,
    setPassword: 'Nastavit heslo a přihlásit se',
    productPath: '/produkt/',
    addToCart: /^Do košíku: /,
    added: 'Přidáno do košíku',
    goToCart: 'Přejít do košíku',
    thanksPath: '/dekujeme/',
    ordersPath: '/objednavky/',
    order: (number: string) => `Objednávka ${number}`,
    deliveryNumber: 'Číslo zásilky',
    billing: { first_name: 'Jana', last_name: 'Nováková', phone: '601 123 456', address: 'Karlova 12', city: 'Praha', postcode: '110 00' },
  },
  RO: {
    registrationPath: '/inregistrare/',
    firstName: 'Prenume',
    lastName: /^Nume\*?$/,
    password: /^Parolă\*?$/,
    passwordAgain: 'Repetați parola',
    register: 'Înregistrează-te',
    accountPath: '/cont/',
    personalData: 'Date personale',
    logOut: 'Deconectare',
    resetPath: '/resetare-parola/',
    sendLink: 'Trimite linkul',
    linkSent: 'v-am trimis un link',
    newPassword: /^Parolă nouă\*?$/,
    setPassword: 'Setați parola și autentificați-vă',
    productPath: '/produs/',
    addToCart: /^Adaugă în coș: /,
    added: 'Adăugat în coș',
    goToCart: 'Mergi la coș',
    thanksPath: '/multumim/',
    ordersPath: '/comenzi/',
    order: (number: string) => `Comanda ${number}`,
    deliveryNumber: 'Numărul expedierii',
    billing: { first_name: 'Ana', last_name: 'Popescu', phone: '0721 234 567', address: 'Strada Mare 3', city: 'București', district: 'București, Sector 1', postcode: '010011' },
  },
} as const;

/** The path of the first link in a mail that starts with `prefix` (the mail's host is the configured public one). */
export function linkPath(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix.replace(/\//g, '\\/')}[A-Za-z0-9_/-]+)`).exec(text);
  assert.ok(match, `a ${prefix} link in: ${text}`);
  return match[1]!;
}

/** A new customer account from the registration form; the browser ends logged in on the account page. */
export async function registerAccount(page: Page, shopUrl: string, market: Market, email: string, password: string): Promise<void> {
  const texts = CUSTOMER_TEXTS[market];
  await page.goto(`${shopUrl}${texts.registrationPath}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(texts.firstName).fill(texts.billing.first_name);
  await page.getByLabel(texts.lastName).fill(texts.billing.last_name);
  await page.getByLabel(texts.password).fill(password);
  await page.getByLabel(texts.passwordAgain).fill(password);
  await page.getByRole('button', { name: texts.register }).click();
  await page.waitForURL((url) => url.pathname === texts.accountPath);
  await page.getByRole('heading', { name: texts.personalData }).waitFor();
}

/**
 * The product page's button, the cart, and the checkout by courier and bank transfer with the billing data typed in:
 * the number of the order the thank-you page shows.
 */
/** Types the checkout's billing fields by their test ids; the Romanian county is chosen in its select of the list. */
export async function fillBilling(page: Page, billing: Readonly<Record<string, string>>): Promise<void> {
  for (const [key, value] of Object.entries(billing)) {
    const control = page.getByTestId(`billing-${key.replace('_', '-')}`);
    await (key === 'district' ? control.selectOption(value) : control.fill(value));
  }
}

export async function orderThroughCheckout(page: Page, shopUrl: string, market: Market, seoName: string, email: string): Promise<string> {
  const texts = CUSTOMER_TEXTS[market];
  await page.goto(`${shopUrl}${texts.productPath}${seoName}/`);
  await page.getByTestId('product-detail').getByRole('button', { name: texts.addToCart }).click();
  await page.getByRole('dialog', { name: texts.added }).waitFor();
  await page.getByRole('link', { name: texts.goToCart }).click();
  await page.getByTestId('cart-line').first().waitFor();
  await page.getByTestId('go-to-checkout').click();

  await page.getByTestId('delivery-courier').check();
  await page.getByTestId('payment-bank_transfer').check();
  await fillBilling(page, { ...texts.billing, email });
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('submit-order').click();
  await page.waitForURL(`**${texts.thanksPath}**`);
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  assert.match(orderNumber, /^E\d{9}$/);
  return orderNumber;
}

/** Logged out, the customer asks for a reset link, opens it from the mail and sets `password`: logged in again on the account page. */
export async function resetPasswordByMail(page: Page, shopUrl: string, market: Market, mail: MailCatcher, email: string, password: string): Promise<void> {
  const texts = CUSTOMER_TEXTS[market];
  await page.goto(`${shopUrl}${texts.accountPath}`);
  // The account page's sections load after its personal data: logging out while they are still asked for makes
  // those requests 401s (a race, not a fault), so the page settles first.
  await page.getByRole('heading', { name: texts.personalData }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: texts.logOut }).click();
  await page.goto(`${shopUrl}${texts.resetPath}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: texts.sendLink }).click();
  await page.getByRole('status').filter({ hasText: texts.linkSent }).waitFor();

  const reset = await mail.waitFor((message) => message.to.includes(email) && message.text.includes(texts.resetPath));
  await page.goto(`${shopUrl}${linkPath(reset.text, texts.resetPath)}`);
  await page.locator('input').and(page.getByLabel(texts.newPassword)).fill(password);
  await page.getByLabel(texts.passwordAgain).fill(password);
  await page.getByRole('button', { name: texts.setPassword }).click();
  await page.waitForURL((url) => url.pathname === texts.accountPath);
  await page.getByRole('heading', { name: texts.personalData }).waitFor();
}
