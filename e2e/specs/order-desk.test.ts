import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serialOf } from '@shop/api/src/db/seed/packaging/seed-stock-pieces';
import { passesLuhn } from '@shop/shared/validation/imei';
import { CookieClient } from '../support/cookie-client';
import { placeOrder } from '../support/api-order';
import { axeAtBothWidths } from '../support/layout-checks';
import { handOverOnDesk, isRefusedScan, openOrderOnDesk, packOnDesk } from '../support/order-desk-steps';
import { DESK_TEXTS } from '../support/order-texts';
import { useShopAndBrowser } from '../support/shop-session';

for (const market of ['CZ', 'RO'] as const) {
  describe(`order desk (${market})`, () => {
    const texts = DESK_TEXTS[market];
    const session = useShopAndBrowser(market);

    test('staff find an order, start it, pick a line, put it in a crate by keyboard, and find it again by scanning the crate', async () => {
      const { shop } = session;
      const { orderNumber } = await placeOrder(shop.url, market, `desk-${market.toLowerCase()}@example.com`, 'in_store');
      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.deskPath}`);
      await page.getByLabel(texts.search).fill(orderNumber);
      const open = page.getByRole('button', { name: orderNumber, exact: true });
      await open.waitFor();
      await axeAtBothWidths(page, 'the grid');
      await open.click();

      const detail = page.getByTestId('order-detail');
      await detail.waitFor();
      await page.getByRole('button', { name: texts.toProcessing }).click();
      await page.getByTestId('order-status').filter({ hasText: texts.processing }).waitFor();

      const picking = page.getByRole('combobox', { name: /./ }).filter({ has: page.locator('option[value="picked"]') }).first();
      await picking.selectOption('picked');
      await page.getByTestId('order-timeline').getByText(texts.pickedEvent, { exact: false }).waitFor();

      // A keyboard-wedge scanner types the code and presses Enter.
      const crate = `E2E-${market}-${Date.now()}`;
      await page.getByLabel(texts.scanCrate).fill(crate.toLowerCase());
      await page.keyboard.press('Enter');
      await page.getByTestId('order-crate').filter({ hasText: crate }).waitFor();
      await page.getByTestId('order-timeline').getByText(texts.crateEvent, { exact: false }).waitFor();
      await axeAtBothWidths(page, 'the order detail');

      await page.getByRole('button', { name: texts.back }).click();
      await page.getByLabel(texts.crateCode).fill(crate);
      await page.getByRole('button', { name: texts.findOrder }).click();
      await page.getByRole('heading', { name: new RegExp(orderNumber) }).waitFor();
      assert.deepEqual(session.errors(), []);
    });

    test('a packer scans the phone (typing + Enter), is told about a wrong and a repeated scan, weighs the parcel; the packed order is handed to the carrier', async () => {
      const { shop } = session;
      const { orderNumber, code } = await placeOrder(shop.url, market, `parcel-${market.toLowerCase()}@example.com`, 'warehouse_phone');
      const page = await session.staffPage();
      await openOrderOnDesk(page, shop.url, market, orderNumber);
      await packOnDesk(page, market, serialOf(market, code, 'W', 0));
      await handOverOnDesk(page, shop.url, market, orderNumber);
      // The two refused scans (O-X4, O-X3) are 400 answers the browser logs; nothing else may fail.
      assert.equal(session.errors().filter(isRefusedScan).length, 2);
      assert.deepEqual(session.errors().filter((error) => !isRefusedScan(error)), []);
    });

    test('goods-in: staff receive scanned phones of a sold-out product into the warehouse and the shop can sell it', async () => {
      const { shop } = session;
      const term = market === 'CZ' ? 'iphone' : 'samsung';
      const search = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=${term}&page_size=50`)).json()) as {
        results: { id: number; code: string; availability: string; type_device_name: string }[];
      };
      const phones = search.results.filter((item) => item.type_device_name === texts.phoneType);
      const tile = phones.find((item) => item.availability === 'sold_out') ?? phones.find((item) => item.availability === 'supplier');
      assert.ok(tile, 'a phone not in stock');
      // The browser's log is shared by the file's tests: only this test's lines count.
      const earlierErrors = session.errors().length;
      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.deskPath}`);
      await page.getByRole('link', { name: texts.goodsInMenu, exact: true }).click();
      await page.getByTestId('goods-in').waitFor();
      await page.getByLabel(texts.productCode).fill(tile.code);
      await page.getByRole('button', { name: texts.chooseProduct }).click();
      await page.getByRole('heading', { name: new RegExp(tile.code) }).waitFor();

      // A keyboard-wedge scanner: S/N + Enter, then IMEI + Enter, per piece.
      const serials = [`E2E${market}${Date.now()}A`, `E2E${market}${Date.now()}B`];
      for (const [index, serial] of serials.entries()) {
        await page.getByLabel(texts.serialLabel).focus();
        await page.keyboard.type(serial);
        await page.keyboard.press('Enter');
        await page.keyboard.type(imeiFor(index));
        await page.keyboard.press('Enter');
        await page.getByText(`S/N ${serial}`).waitFor();
      }
      // The same serial again is refused at the field and stays typed.
      await page.getByLabel(texts.serialLabel).fill(serials[0]!);
      await page.getByLabel('IMEI').fill(imeiFor(2));
      await page.keyboard.press('Enter');
      await page.getByTestId('goods-in').getByText(texts.serialInList).waitFor();
      assert.equal(await page.getByLabel(texts.serialLabel).inputValue(), serials[0]);
      await axeAtBothWidths(page, 'the goods-in screen');

      await page.getByRole('button', { name: texts.receive(2) }).click();
      await page.getByText(texts.received(2)).waitFor();

      const after = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=${term}&page_size=50`)).json()) as { results: { id: number; availability: string }[] };
      assert.equal(after.results.find((item) => item.id === tile.id)?.availability, 'warehouse', 'in stock now');
      const shopper = new CookieClient();
      await shopper.request(shop.url, 'GET', '/api/new/auth/me/');
      const added = await shopper.request(shop.url, 'POST', '/api/new/cart/add-product/', { body: { product: tile.id } });
      assert.equal(added.status, 200, await added.clone().text());
      assert.deepEqual(session.errors().slice(earlierErrors), []);
    });
  });
}

/** Distinct IMEIs that pass the Luhn check and are unlike the seed's (prefix 99). */
function imeiFor(index: number): string {
  const body = `99${String(Date.now() % 1e10).padStart(10, '0')}${String(index).padStart(2, '0')}`;
  for (let check = 0; check <= 9; check += 1) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no Luhn digit');
}
