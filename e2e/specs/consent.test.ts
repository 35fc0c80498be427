import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

type Push = { event: string; product?: { code: string } };

function pushes(page: Page): Promise<Push[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Push[] }).dataLayer ?? []);
}

/** A tile seen for a second sends `view` (spec section 9), so two seconds on a listing are enough to be tracked. */
async function lookAtListing(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('listing-tiles').getByTestId('product-tile').first().waitFor();
  await page.waitForTimeout(2_000);
}

describe('consent before tracking, on the Czech shop', () => {
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

  test('a new visitor is asked, nothing is pushed before the answer, accepting starts the pushes, withdrawing in the footer stops them', async () => {
    const page = await browser.newPage();
    await lookAtListing(page, `${shop.url}/mobilni-telefony/`);
    const banner = page.getByRole('region', { name: 'Soukromí a cookies' });
    assert.ok(await banner.isVisible(), 'the banner asks');
    assert.deepEqual(await pushes(page), [], 'no analytics event left before consent');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await banner.getByRole('button', { name: 'Přijmout vše' }).click();
    assert.equal(await banner.count(), 0);
    await lookAtListing(page, `${shop.url}/mobilni-telefony/`);
    assert.ok((await pushes(page)).some((push) => push.event === 'view'), 'views pushed after consent');
    assert.equal(await page.getByRole('region', { name: 'Soukromí a cookies' }).count(), 0, 'the choice is remembered');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
    await page.getByRole('heading', { name: 'Nastavení cookies', level: 1 }).waitFor();
    assert.ok(await page.getByRole('checkbox', { name: /Analytické/ }).isChecked());
    await page.getByRole('button', { name: 'Odmítnout vše' }).click();
    await page.getByRole('status').getByText('Volba je uložena.').waitFor();
    await lookAtListing(page, `${shop.url}/mobilni-telefony/`);
    assert.deepEqual(await pushes(page), [], 'nothing pushed after withdrawal');
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('the footer names ČOI for disputes and links no closed EU ODR platform; the legal pages exist', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/`);
    const footer = page.getByRole('contentinfo');
    assert.equal(await footer.getByRole('link', { name: 'Česká obchodní inspekce' }).getAttribute('href'), 'https://adr.coi.cz/');
    assert.equal(await page.locator('a[href*="ec.europa.eu/consumers/odr"]').count(), 0);
    await footer.getByRole('link', { name: 'Odstoupení od smlouvy' }).click();
    await page.getByRole('heading', { name: 'Odstoupení od smlouvy', level: 1 }).waitFor();
    assert.ok(await page.getByText('Oznamuji, že tímto odstupuji od smlouvy o nákupu tohoto zboží').isVisible());
    const seller = page.getByTestId('seller-identity');
    await seller.waitFor();
    for (const text of ['Elektro Shop s.r.o.', 'IČO: 12345679', 'DIČ: CZ12345679', 'reklamace@elektroshop.example']) assert.ok((await seller.textContent())?.includes(text), text);
    assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /\[[^\]]*\]/, 'no bracketed placeholder');
    assert.ok((await footer.getByTestId('seller-line').textContent())?.includes('IČO: 12345679'), 'the footer names the seller');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.close();
  });
});

describe('the Romanian shop footer', () => {
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

  test('carries the ANPC link and the SAL and SOL pictograms on every page, at 375 px too', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/telefoane-mobile/']) {
      await page.goto(`${shop.url}${path}`);
      const footer = page.getByRole('contentinfo');
      assert.equal(await footer.getByRole('link', { name: 'PROTECȚIA CONSUMATORILOR – ANPC' }).getAttribute('href'), 'https://anpc.ro/');
      assert.equal(await footer.getByRole('link', { name: /Soluționarea alternativă a litigiilor/ }).getAttribute('href'), 'https://anpc.ro/ce-este-sal/');
      assert.equal(await footer.getByRole('img', { name: /Soluționarea online a litigiilor/ }).count(), 1);
      assert.equal(await page.locator('a[href*="ec.europa.eu/consumers/odr"]').count(), 0);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing runs off a phone screen');
    }
    assert.deepEqual(browser.errors, []);
    await page.close();
  });
});
