import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newSaleToken } from '@shop/shared/buyout/sale-token';
import { czechSeller, romanianSeller } from '@shop/shared/validation/sample-sellers';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { CookieClient } from '../support/cookie-client';
import { staffLogin, startShop, type ShopServer } from '../support/shop-server';

// O-S17: staff find a sold buyout in the admin frame's buyout desk and move it on, in both markets.

const markets = {
  CZ: {
    locale: 'cs',
    seller: czechSeller,
    loginPath: '/prihlaseni/',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    menu: 'Výkupy',
    deskPath: '/admin/vykupy/',
    search: 'Hledat (číslo, zákazník, e-mail)',
    created: 'Přijato',
    toAwaitingPickup: 'Převést do stavu „Čeká na vyzvednutí“',
    awaitingPickup: 'Čeká na vyzvednutí',
    back: 'Zpět na výkupy',
  },
  RO: {
    locale: 'ro',
    seller: romanianSeller,
    loginPath: '/autentificare/',
    password: 'Parolă',
    logIn: 'Autentificare',
    menu: 'Răscumpărări',
    deskPath: '/admin/rascumparari/',
    search: 'Căutare (număr, client, e-mail)',
    created: 'Înregistrată',
    toAwaitingPickup: 'Treceți în starea „Așteaptă ridicarea”',
    awaitingPickup: 'Așteaptă ridicarea',
    back: 'Înapoi la răscumpărări',
  },
} as const;
type Market = keyof typeof markets;

/** A valid IMEI (Luhn) made from the clock, so each run sells a device with no open buyout. */
function freshImei(): string {
  const body = `35${String(Date.now()).slice(-12)}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A buyout sold the way the widget sells it: the selector down to a colour, the appraisal's first answers, sell online. */
async function sellBuyout(shop: ShopServer, market: Market, email: string): Promise<number> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${shop.url}/api/new/buyout${path}`, { headers: { 'accept-language': markets[market].locale } });
    assert.equal(response.status, 200, path);
    return (await response.json()) as T;
  };
  type Choices = { choices: { value: string }[] };
  const type = (await get<Choices>('/product-selector/product-type-choices/')).choices[0]!.value;
  const maker = (await get<Choices>(`/product-selector/manufacturer-choices/${type}/`)).choices[0]!.value;
  const model = (await get<Choices>(`/product-selector/model-choices/${type}/${maker}/`)).choices[0]!.value;
  const colour = (await get<Choices>(`/product-selector/color-choices/${model}/`)).choices[0]!.value;
  const { appraisal } = await get<{ appraisal: { version: string; device_conditions: Record<string, { choices: { value: string }[] }> } }>(`/appraisal-form/${colour}/`);
  const answers = Object.fromEntries(Object.entries(appraisal.device_conditions).map(([id, condition]) => [id, condition.choices[0]!.value]));
  const client = new CookieClient();
  await client.request(shop.url, 'GET', '/api/new/auth/me/');
  const sold = await client.request(shop.url, 'POST', '/api/new/buyout/sell-online/', {
    body: {
      customer_data: { ...markets[market].seller, e_mail: email },
      pickup_address: null,
      buyout_device: { imei: freshImei(), serial_number: '', note: '' },
      device_identifier: colour,
      appraisal_version: appraisal.version,
      device_condition_choices: answers,
      note: '',
      sale_token: newSaleToken(),
    },
  });
  assert.equal(sold.status, 201, await sold.clone().text());
  return ((await sold.json()) as { id: number }).id;
}

async function logIn(page: Page, shop: ShopServer, market: Market): Promise<void> {
  const texts = markets[market];
  await page.goto(`${shop.url}${texts.loginPath}`);
  await page.getByLabel('E-mail').fill(staffLogin.email);
  await page.getByLabel(texts.password).fill(staffLogin.password);
  await page.getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
}

/** Both layouts are axe clean and a phone needs no sideways scrolling outside the grid's own scroller. */
async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where} at ${width} px`);
    if (width === 375) {
      const tooWide = await page.evaluate(() =>
        document.documentElement.scrollWidth <= 375
          ? []
          : [...document.querySelectorAll('body *')]
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
  describe(`staff buyout desk (${market})`, () => {
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

    test('staff open the desk from the admin menu, find the buyout by e-mail and move it to awaiting pickup', async () => {
      const email = `desk-buyout-${market.toLowerCase()}-${Date.now()}@example.com`;
      const id = await sellBuyout(shop, market, email);
      const page = await browser.newPage();
      await logIn(page, shop, market);
      await page.goto(`${shop.url}/admin/`);
      await page.getByRole('link', { name: texts.menu, exact: true }).click();
      await page.waitForURL((url) => url.pathname === texts.deskPath);

      await page.getByLabel(texts.search).fill(email);
      const open = page.getByRole('button', { name: String(id), exact: true });
      await open.waitFor();
      await axeAtBothWidths(page, 'the buyout grid');
      await open.click();

      await page.getByTestId('buyout-detail').waitFor();
      await page.getByTestId('buyout-status').filter({ hasText: texts.created }).waitFor();
      await axeAtBothWidths(page, 'the buyout detail');
      await page.getByRole('button', { name: texts.toAwaitingPickup }).click();
      await page.getByTestId('buyout-status').filter({ hasText: texts.awaitingPickup }).waitFor();
      // The move is on the timeline, and the button of a move no longer allowed is gone.
      await page.getByTestId('buyout-history').getByText(texts.awaitingPickup).waitFor();
      assert.equal(await page.getByRole('button', { name: texts.toAwaitingPickup }).count(), 0);

      await page.getByRole('button', { name: texts.back }).click();
      await page.getByRole('row').filter({ hasText: email }).filter({ hasText: texts.awaitingPickup }).waitFor();
      assert.deepEqual(browser.errors, []);
    });
  });
}
