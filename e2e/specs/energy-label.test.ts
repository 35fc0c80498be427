import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

/** What a shopper of each market reads (Reg. (EU) 2023/1669 arrow and sheet link). */
const markets = {
  CZ: { phonesPath: '/mobilni-telefony/', arrow: /^Energetická třída [A-G], zobrazit energetický štítek$/, sheet: 'Informační list výrobku', sheetHeading: 'Informační list výrobku' },
  RO: { phonesPath: '/telefoane-mobile/', arrow: /^Clasa energetică [A-G], afișați eticheta energetică$/, sheet: 'Fișa de informații despre produs', sheetHeading: 'Fișa de informații despre produs' },
} as const;

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];

  describe(`energy labels in Chromium (${market} market)`, () => {
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

    test('phone tiles and the product page show the class arrow near the price, opening the label and the sheet', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`, { waitUntil: 'networkidle' });
      const tile = page.getByTestId('listing-tiles').getByTestId('product-tile').first();
      const arrow = tile.getByRole('link', { name: texts.arrow });
      await arrow.waitFor();
      const energyClass = await arrow.getAttribute('data-energy-class');
      assert.match(energyClass ?? '', /^[A-G]$/);
      assert.equal((await arrow.textContent())?.trim(), energyClass);

      const labelUrl = await arrow.getAttribute('href');
      const label = await page.request.get(`${shop.url}${labelUrl}`);
      assert.equal(label.status(), 200);
      assert.match(label.headers()['content-type'] ?? '', /^image\/svg\+xml/);
      assert.ok((await label.text()).includes(`aria-label="Energy label ${energyClass}"`));

      await tile.getByRole('heading').getByRole('link').click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const productArrow = page.getByRole('main').getByRole('link', { name: texts.arrow }).first();
      await productArrow.waitFor();
      assert.equal(await productArrow.getAttribute('data-energy-class'), energyClass, 'the tile and the page show the same model class');

      const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('main').getByRole('link', { name: texts.sheet }).first().click()]);
      await sheet.getByRole('heading', { level: 1, name: texts.sheetHeading }).waitFor();
      assert.ok(await sheet.getByRole('img').first().isVisible(), 'the sheet shows the label');
      await sheet.close();

      const violations = await seriousAxeViolations(page);
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));

      await page.setViewportSize({ width: 375, height: 800 });
      assert.ok(await productArrow.isVisible(), 'the arrow stays on a phone-sized screen');
      await page.close();
    });
  });
}
