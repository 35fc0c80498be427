import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatPrice } from '@shop/shared/i18n/market';
import { seriousAxeViolations } from '../support/axe';
import { useShopAndBrowser } from '../support/shop-session';

const markets = {
  CZ: {
    priceListPath: '/admin/cenik/',
    feedsPath: '/admin/feedy/',
    installmentsPath: '/admin/splatky/',
    file: 'Soubor CSV',
    preview: 'Zobrazit změny',
    save: 'Uložit nové ceny',
    saved: 'Změněno cen: 1',
  },
  RO: {
    priceListPath: '/admin/lista-preturi/',
    feedsPath: '/admin/feeduri/',
    installmentsPath: '/admin/rate/',
    file: 'Fișier CSV',
    preview: 'Afișează modificările',
    save: 'Salvează prețurile noi',
    saved: 'Prețuri modificate: 1',
  },
} as const;

/** The first item of the Google Merchant feed: its code, product page path and price. */
function firstFeedItem(xml: string): { code: string; path: string; price: number } {
  const item = /<item>([\s\S]*?)<\/item>/.exec(xml)?.[1] ?? '';
  const text = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1] ?? '';
  return { code: text('g:id'), path: new URL(text('link')).pathname, price: Number(text('g:price').split('.')[0]) };
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`feeds and price list admin (${market})`, () => {
    const session = useShopAndBrowser(market);

    test('the feed URL answers XML; a price imported in the admin shows on the product page; screens axe clean at 1280 and 375 px', async () => {
      const { shop } = session;
      const feed = await fetch(`${shop.url}/api/new/feeds/google-merchant.xml`);
      assert.equal(feed.status, 200);
      assert.match(feed.headers.get('content-type') ?? '', /^application\/xml/);
      const xml = await feed.text();
      assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
      assert.ok(xml.trimEnd().endsWith('</rss>'));
      const product = firstFeedItem(xml);
      assert.ok(product.code && product.price > 0, 'the feed lists products with prices');
      const newPrice = product.price - 1;

      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.priceListPath}`);
      await page.getByLabel(new RegExp(`^${texts.file}`)).setInputFiles({ name: 'ceny.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFFcode;price\r\n${product.code};${newPrice}\r\n`) });
      await page.getByRole('button', { name: texts.preview }).click();
      const preview = page.getByTestId('price-preview');
      await preview.getByRole('row', { name: new RegExp(product.code) }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the price list with a preview at 1280 px');
      await preview.getByRole('button', { name: texts.save }).click();
      await page.getByText(texts.saved).waitFor();

      await page.goto(`${shop.url}${product.path}`);
      await page.getByTestId('price').filter({ hasText: formatPrice(newPrice, market) }).first().waitFor();

      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, testId] of [
          [texts.feedsPath, 'feeds'],
          [texts.installmentsPath, 'installment-settings'],
          [texts.priceListPath, 'price-list'],
        ] as const) {
          await page.goto(`${shop.url}${path}`);
          await page.getByTestId(testId).waitFor();
          if (testId === 'feeds') await page.getByTestId('feed-google').waitFor();
          assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${path} at ${width} px`);
        }
      }
      await page.close();
    });
  });
}
