import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { staffLogin, startShop, type ShopServer } from '../support/shop-server';
import { sellDevice } from '../support/sold-buyout';

/**
 * Issue #9 / O-S17: after inspecting a device, staff offer a new price on the buyout desk and the customer accepts it on
 * the buyout's page (mf-buyout), the price from then on. One market: the screens and calls are the same in RO.
 * The second test makes the new price by a re-grade at inspection: the server prices the grade found.
 */
const texts = {
  loginPath: '/prihlaseni/',
  password: 'Heslo',
  logIn: 'Přihlásit se',
  deskPath: '/admin/vykupy/',
  search: 'Hledat (číslo, zákazník, e-mail)',
  inspected: 'Zařízení zkontrolováno',
  newPrice: 'Nová cena',
  offer: 'Nabídnout novou cenu',
  counterOffer: 'Nová nabídka ceny',
  accept: 'Přijmout novou cenu',
  accepted: 'Nová cena přijata',
  gradeFound: 'Zjištěný stupeň',
  saveInspection: 'Uložit kontrolu se stupněm',
};

async function logIn(page: Page, shop: ShopServer): Promise<void> {
  await page.goto(`${shop.url}${texts.loginPath}`);
  await page.getByLabel('E-mail').fill(staffLogin.email);
  await page.getByLabel(texts.password).fill(staffLogin.password);
  await page.getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
}

/** A staff move through the API with the page's session and CSRF token (the desk's buttons are walked in buyout-desk.test.ts). */
async function moveBuyout(page: Page, shop: ShopServer, id: number, status: string): Promise<{ status: string; price: number }> {
  const csrf = (await page.context().cookies(shop.url)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(`${shop.url}/api/new/buyout/staff/buyouts/${id}/status/`, {
    method: 'PATCH',
    headers: { 'x-csrftoken': csrf, 'content-type': 'application/json', referer: `${shop.url}/` },
    data: JSON.stringify({ status }),
  });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()) as { status: string; price: number };
}

/** Whole crowns of a formatted price ("12 990 Kč" -> 12990). */
const crowns = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('buyout counter-offer (CZ)', () => {
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

  test('staff offer a lower price on the desk; the customer accepts it on the buyout page and it becomes the price', async () => {
    const email = `counter-offer-${Date.now()}@example.cz`;
    const { id, link } = await sellDevice(shop.url, 'CZ', email);
    const page = await browser.newPage();
    await logIn(page, shop);
    for (const status of ['awaiting_pickup', 'received']) await moveBuyout(page, shop, id, status);
    const { price } = await moveBuyout(page, shop, id, 'inspected');
    const offered = Math.max(1, Math.floor(price / 2));
    assert.ok(offered < price, 'a lower price');

    await page.goto(`${shop.url}${texts.deskPath}`);
    await page.getByLabel(texts.search).fill(email);
    await page.getByRole('button', { name: String(id), exact: true }).click();
    await page.getByTestId('buyout-status').filter({ hasText: texts.inspected }).waitFor();
    await page.getByLabel(texts.newPrice).fill(String(offered));
    await page.getByRole('button', { name: texts.offer }).click();
    await page.getByTestId('buyout-status').filter({ hasText: texts.counterOffer }).waitFor();
    await axeAtBothWidths(page, 'the buyout detail with a counter-offer');

    // The customer opens the link of the sale's e-mail.
    await page.goto(`${shop.url}${new URL(link, shop.url).pathname}`);
    const offer = page.getByTestId('buyout-counter-offer-price');
    await offer.waitFor();
    assert.equal(crowns(await offer.textContent()), offered);
    await axeAtBothWidths(page, 'the buyout page with the offer');
    await page.getByRole('button', { name: texts.accept }).click();
    await offer.waitFor({ state: 'detached' });
    // The offer is gone once the answered detail is in: its price is the accepted one.
    assert.equal(crowns(await page.getByTestId('buyout-price').textContent()), offered);
    assert.equal(await page.getByRole('button', { name: texts.accept }).count(), 0);

    // Staff see the answer on the desk.
    await page.goto(`${shop.url}${texts.deskPath}`);
    await page.getByLabel(texts.search).fill(email);
    await page.getByRole('button', { name: String(id), exact: true }).click();
    await page.getByTestId('buyout-status').filter({ hasText: texts.accepted }).waitFor();
    assert.deepEqual(browser.errors, []);
  });

  test('staff re-grade a received device from A+ to C with the keyboard; the customer sees why and accepts the C price', async () => {
    const email = `regrade-${Date.now()}@example.cz`;
    const { id, link } = await sellDevice(shop.url, 'CZ', email);
    const page = await browser.newPage();
    await logIn(page, shop);
    for (const status of ['awaiting_pickup', 'received']) await moveBuyout(page, shop, id, status);

    await page.goto(`${shop.url}${texts.deskPath}`);
    await page.getByLabel(texts.search).fill(email);
    await page.getByRole('button', { name: String(id), exact: true }).click();
    const grade = page.getByLabel(texts.gradeFound);
    await grade.waitFor();
    assert.equal(await grade.inputValue(), 'A+', 'the grade the answers reached is chosen');
    const soldFor = crowns(await page.getByTestId('buyout-price').textContent());
    const cPrice = crowns(await grade.locator('option[value="C"]').textContent());
    assert.ok(cPrice > 0 && cPrice < soldFor, `C (${cPrice}) is cheaper than A+ (${soldFor})`);
    await axeAtBothWidths(page, 'the buyout detail with the re-grade form');
    // Keyboard only: A+ -> A -> B -> C, then Tab to the save button and Enter.
    await grade.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await grade.inputValue(), 'C');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), texts.saveInspection);
    await page.keyboard.press('Enter');
    await page.getByTestId('buyout-status').filter({ hasText: texts.counterOffer }).waitFor();
    assert.match((await page.getByTestId('buyout-regrade').textContent()) ?? '', /^přeřazeno ze stupně A\+ \(.+\) na C \(.+\)$/);
    assert.match((await page.getByTestId('buyout-quality').textContent()) ?? '', /^C \(přeřazeno ze stupně A\+\)$/);

    await page.goto(`${shop.url}${new URL(link, shop.url).pathname}`);
    const offer = page.getByTestId('buyout-counter-offer-price');
    await offer.waitFor();
    assert.equal(crowns(await offer.textContent()), cPrice, 'the price the server computed for C is the one offered');
    assert.equal(await page.getByTestId('buyout-regrade').textContent(), 'přeřazeno ze stupně A+ na C');
    await page.getByRole('button', { name: texts.accept }).click();
    await offer.waitFor({ state: 'detached' });
    assert.equal(crowns(await page.getByTestId('buyout-price').textContent()), cPrice);
    assert.deepEqual(browser.errors, []);
  });
});
