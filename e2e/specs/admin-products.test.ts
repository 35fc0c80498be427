import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { seriousAxeViolations } from '../support/axe';
import { useShopAndBrowser } from '../support/shop-session';

// Product admin (AT-A2): staff change a product's SEO title and one attribute, and the shop's
// product page shows both at once (the save purges the product's cached answers).

const markets = {
  CZ: {
    productsPath: '/admin/produkty/',
    metaMastersPath: '/admin/meta-mastery/',
    search: 'Kód nebo název',
    term: 'iPhone',
    seoTab: 'SEO texty',
    seoTitle: 'SEO titulek (Čeština)',
    saveSeo: 'Uložit SEO texty',
    attributesTab: 'Parametry',
    saveAttributes: 'Uložit parametry',
    saved: 'Změny byly uloženy.',
    showInShop: 'Zobrazit v obchodě',
    attributesTable: 'Parametry',
    metaMasters: 'Meta-mastery',
  },
  RO: {
    productsPath: '/admin/produse/',
    metaMastersPath: '/admin/meta-mastere/',
    search: 'Cod sau denumire',
    term: 'iPhone',
    seoTab: 'Texte SEO',
    seoTitle: 'Titlu SEO (Română)',
    saveSeo: 'Salvează textele SEO',
    attributesTab: 'Atribute',
    saveAttributes: 'Salvează atributele',
    saved: 'Modificările au fost salvate.',
    showInShop: 'Vezi în magazin',
    attributesTable: 'Specificații',
    metaMasters: 'Meta-mastere',
  },
} as const;

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`product admin (${market})`, () => {
    const session = useShopAndBrowser(market);

    test('an edited SEO title and attribute show on the shop’s product page; admin screens axe clean at 1280 and 375 px', async () => {
      const { shop, browser } = session;
      const page = await session.staffPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      // The shop page is visited first, so its answer is in the server's cache before the edit.
      await page.goto(`${shop.url}${texts.productsPath}`);
      const admin = page.getByTestId('product-admin');
      await admin.getByLabel(texts.search).fill(texts.term);
      // The grid searches once typing pauses, and the address then carries the search (docs/architecture.md).
      await page.waitForURL((url) => url.searchParams.get('products.search') === texts.term);
      await admin.locator('table[aria-busy="false"]').waitFor();
      const grid = admin.getByRole('table');
      await grid.getByText(texts.term).first().waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the product grid at 1280 px');
      await grid.locator('tbody tr').first().getByRole('button').click();
      const detail = page.getByTestId('product-admin-detail');
      await detail.waitFor();
      const shopPath = await detail.getByRole('link', { name: texts.showInShop }).getAttribute('href');
      assert.ok(shopPath);
      const shopPage = await browser.newPage();
      await shopPage.goto(`${shop.url}${shopPath}`);
      await shopPage.getByTestId('product-detail').waitFor();

      const title = `E2E ${market} ${randomInt(1_000_000)}`;
      await detail.getByRole('tab', { name: texts.seoTab }).click();
      await page.getByLabel(texts.seoTitle).fill(title);
      await page.getByRole('button', { name: texts.saveSeo }).click();
      await page.getByText(texts.saved).first().waitFor();

      await detail.getByRole('tab', { name: texts.attributesTab }).click();
      const attributeField = page.getByRole('form', { name: texts.attributesTab }).locator('input').first();
      const value = `E2E-${randomInt(1_000_000)}`;
      await attributeField.fill(value);
      await page.getByRole('button', { name: texts.saveAttributes }).click();
      await page.getByText(texts.saved).first().waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the product detail at 1280 px');

      await shopPage.reload();
      await shopPage.getByTestId('product-detail').waitFor();
      await shopPage.waitForFunction((expected) => document.title.startsWith(expected), title);
      await shopPage.getByRole('table', { name: texts.attributesTable }).getByText(value).waitFor();
      await shopPage.close();

      await page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the product detail at 375 px');
      await page.goto(`${shop.url}${texts.metaMastersPath}`);
      await page.getByRole('heading', { name: texts.metaMasters, level: 1 }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the meta-master screen at 375 px');
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the meta-master screen at 1280 px');
      await page.close();
    });
  });
}
