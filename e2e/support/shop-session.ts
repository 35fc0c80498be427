import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { staffLogin, startShop, type ShopServer, type StartOptions } from './shop-server';

export type Market = 'CZ' | 'RO';

/** The login page of each market, as a person fills it in. */
export const LOGIN_TEXTS = {
  CZ: { loginPath: '/prihlaseni/', password: 'Heslo', logIn: 'Přihlásit se' },
  RO: { loginPath: '/autentificare/', password: 'Parolă', logIn: 'Autentificare' },
} as const;

/** Logs `login` in on the market's login page and waits until the shop has sent the browser on. */
export async function logIn(page: Page, shopUrl: string, market: Market, login: { email: string; password: string } = staffLogin): Promise<void> {
  const texts = LOGIN_TEXTS[market];
  await page.goto(`${shopUrl}${texts.loginPath}`);
  await page.getByLabel('E-mail').fill(login.email);
  await page.getByLabel(texts.password).fill(login.password);
  await page.getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
}

export interface SessionOptions {
  /** Start a mail catcher and hand it to the shop as its SMTP server (else mail goes to the outbox folder). */
  mail?: boolean;
  /** More environment for the shop than its market. */
  env?: Record<string, string>;
  start?: StartOptions;
}

export interface ShopSession {
  readonly shop: ShopServer;
  /** The staff's browser (one profile, so its pages share the staff session). */
  readonly browser: TestBrowser;
  /** The mail catcher; only with `{ mail: true }`. */
  readonly mail: MailCatcher;
  /** A new page of the staff's browser, logged in as the seeded staff account. */
  staffPage(): Promise<Page>;
  /**
   * A new page of the customer's own browser (a second profile started on first use, so the customer's cookies and
   * the staff's never mix), logged in with `login` when given.
   */
  customerPage(login?: { email: string; password: string }): Promise<Page>;
  /** Console and page errors of both browsers so far. */
  errors(): string[];
}

/**
 * The preamble of a browser test: the real shop of `market` (and a mail catcher), a browser, and everything stopped
 * after the suite. Call it inside `describe`; the returned fields are ready inside the tests.
 */
export function useShopAndBrowser(market: Market, options: SessionOptions = {}): ShopSession {
  let shop: ShopServer | undefined;
  let browser: TestBrowser | undefined;
  let customerBrowser: TestBrowser | undefined;
  let mail: MailCatcher | undefined;
  before(async () => {
    if (options.mail) mail = await startMailCatcher();
    shop = await startShop({ MARKET: market, ...(mail ? { SMTP_URL: mail.smtpUrl } : {}), ...options.env }, options.start);
    browser = await launchBrowser();
  });
  after(async () => {
    await customerBrowser?.close();
    await browser?.close();
    await shop?.stop();
    await mail?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use the session inside a test, with { mail: true } for the mail)`);
    return value;
  };
  return {
    get shop() {
      return ready(shop, 'the shop');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get mail() {
      return ready(mail, 'the mail catcher');
    },
    async staffPage() {
      const page = await ready(browser, 'the browser').newPage();
      await logIn(page, ready(shop, 'the shop').url, market);
      return page;
    },
    async customerPage(login) {
      customerBrowser ??= await launchBrowser();
      const page = await customerBrowser.newPage();
      if (login) await logIn(page, ready(shop, 'the shop').url, market, login);
      return page;
    },
    errors: () => [...(browser?.errors ?? []), ...(customerBrowser?.errors ?? [])],
  };
}
