import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, type ShopServer } from '../support/shop-server';

// Issue 30: at 375 × 812 the header is one sticky row of named icons and the cookie banner a bottom sheet that covers at
// most a third of the screen without pushing the page; the self-hosted font is preloaded and used.
describe('the phone header and the cookie sheet, on the Czech shop', () => {
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

  test('one row of named tools at 375 px, sticky; the search icon opens the box; the sheet leaves two thirds free', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${shop.url}/mobilni-telefony/`);
    const tiles = page.getByTestId('listing-tiles').getByTestId('product-tile');
    await tiles.first().waitFor();

    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    assert.ok(headerBox.height <= 64, `the header is one row (${headerBox.height} px)`);
    for (const name of ['Hledat', 'Oblíbené', 'Přihlásit se', 'Menu']) {
      const tool = header.getByRole(name === 'Menu' || name === 'Hledat' ? 'button' : 'link', { name });
      const box = (await tool.boundingBox())!;
      assert.ok(box.y < headerBox.y + headerBox.height && box.y >= headerBox.y, `${name} is in the row`);
      assert.ok(box.width >= 44 && box.height >= 44, `${name} is a 44 px target`);
    }
    assert.ok((await header.getByRole('link', { name: /Košík/ }).boundingBox())!.y < headerBox.height, 'the cart is in the row');

    const sheet = page.getByRole('region', { name: 'Soukromí a cookies' });
    const sheetBox = (await sheet.boundingBox())!;
    assert.ok(sheetBox.height <= 812 / 3, `the sheet covers at most a third (${sheetBox.height} px)`);
    assert.ok(Math.abs(sheetBox.y + sheetBox.height - 812) < 1, 'the sheet sits at the bottom');
    assert.equal(headerBox.y, 0, 'the sheet does not push the page down');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe at 375 px with the sheet');

    await sheet.getByRole('button', { name: 'Odmítnout vše' }).click();
    const firstTile = (await tiles.first().boundingBox())!;
    assert.ok(firstTile.y < 812 / 2, `the first tile starts in the top half (${firstTile.y} px)`);

    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    assert.equal((await header.boundingBox())!.y, 0, 'the header stays on screen');

    const search = page.getByRole('searchbox', { name: 'Hledat produkty' }).or(page.getByRole('combobox', { name: 'Hledat produkty' }));
    assert.equal(await search.isVisible(), false, 'the box waits behind its icon');
    await header.getByRole('button', { name: 'Hledat' }).click();
    assert.ok(await search.isVisible(), 'the icon opens the box');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe at 375 px with the search open');

    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable');
      return { preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length, loaded: faces.filter((face) => face.status === 'loaded').length };
    });
    assert.equal(font.preloads, 2, 'both font files are preloaded');
    assert.equal(font.loaded, 2, 'both faces are in use on a Czech page (Latin and the Czech letters)');
    assert.deepEqual(browser.errors, []);
    await page.close();
  });
});
