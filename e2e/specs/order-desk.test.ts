import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serialOf } from '@shop/api/src/db/seed/packaging/seed-stock-pieces';
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
  });
}
