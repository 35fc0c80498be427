import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { moderateOrWorseAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { pickDevice } from '../support/buyout-widget';
import { startShop, type ShopServer } from '../support/shop-server';

/** Issue #12 walked both markets at 1280 px and 375 px: the price in sight while answering, and axe clean. */
const markets = [
  { market: 'CZ', locale: 'cs', buyoutPath: '/vykup/', servicePath: '/servis/', searchLabel: 'Vyhledejte své zařízení' },
  { market: 'RO', locale: 'ro', buyoutPath: '/rascumparare/', servicePath: '/service/', searchLabel: 'Căutați dispozitivul' },
] as const;

const screens = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
];

/** True when the element's box lies fully inside the visible part of the page. */
function inView(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const violations = await moderateOrWorseAxeViolations(page);
  assert.deepEqual(violations, [], `${where}: ${JSON.stringify(violations, null, 1)}`);
}

for (const { market, locale, buyoutPath, servicePath, searchLabel } of markets) {
  describe(`buyout and service pages at 1280 and 375 px (${market} market)`, () => {
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

    for (const size of screens) {
      test(`${size.width} px: grade and price stay in sight while answering every question; both pages axe clean`, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(size);
        await page.goto(`${shop.url}${buyoutPath}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectAxeClean(page, `buyout selector at ${size.width} px`);
        await pickDevice(page, locale);
        const questionGroups = page.getByTestId('buyout-summary').locator('xpath=preceding-sibling::div').locator('fieldset');
        await questionGroups.first().waitFor();
        await page.getByTestId('buyout-summary').getByRole('heading').waitFor();
        const groups = await questionGroups.all();
        assert.ok(groups.length >= 7, `seven questions at least, got ${groups.length}`);
        for (const [index, group] of groups.entries()) {
          await group.scrollIntoViewIfNeeded();
          assert.ok(await inView(page, 'buyout-summary'), `the summary is in sight at question ${index + 1} (${size.width} px)`);
        }
        await expectAxeClean(page, `buyout appraisal at ${size.width} px`);

        await page.goto(`${shop.url}${servicePath}`);
        await page.getByRole('combobox', { name: searchLabel }).fill('iph');
        await page.getByRole('option').first().click();
        await page.getByTestId('service-operations').getByRole('checkbox').first().waitFor();
        await expectAxeClean(page, `service page at ${size.width} px`);
        assert.deepEqual(browser.errors, []);
        await page.close();
      });
    }
  });
}
