// e2e: own shops, about 60 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { placeOrder } from '../support/api-order';
import { axeAtBothWidths } from '../support/layout-checks';
import { deliverByApi, openOrderOnDesk, recordPaymentOnDesk } from '../support/order-desk-steps';
import { WITHDRAWAL_TEXTS } from '../support/order-texts';
import { useShopAndBrowser } from '../support/shop-session';
import { withdrawalOnDesk, withdrawOnStatusPage } from '../support/withdrawal-steps';

/**
 * Issue #9: a customer withdraws from a delivered order on its status page; staff see the withdrawal on the order
 * detail, refund it and get the credit note. The way to "delivered" (packing, hand-over) goes through the staff API,
 * whose screens order-desk.test.ts already walks.
 */
for (const market of ['CZ', 'RO'] as const) {
  describe(`withdrawals on the order desk (${market})`, () => {
    const texts = WITHDRAWAL_TEXTS[market];
    // The order packs the warehouse's only piece of the first warehouse phone, which the order desk's spec packs too.
    const session = useShopAndBrowser(market, { start: { own: true } });

    test('the customer withdraws the phone on the status page; staff see it on the order, refund it and get the credit note', async () => {
      const { shop } = session;
      const email = `withdraw-${market.toLowerCase()}@example.com`;
      const { orderNumber, access, code } = await placeOrder(shop.url, market, email, 'warehouse_phone');
      const page = await session.staffPage();
      await deliverByApi(page, shop.url, market, orderNumber, code);
      // The bank transfer arrives: staff record it on the desk, so there is money to refund.
      await openOrderOnDesk(page, shop.url, market, orderNumber);
      await recordPaymentOnDesk(page, market, orderNumber);

      // The customer, with the order's link.
      await page.goto(`${shop.url}${texts.ordersPath}${orderNumber}/${access}/`);
      await withdrawOnStatusPage(page, market, email);

      // Staff on the order desk.
      const section = await withdrawalOnDesk(page, shop.url, market, orderNumber, code);
      await axeAtBothWidths(page, 'the order detail with a withdrawal');

      await section.getByRole('button', { name: texts.refund }).click();
      const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
      await dialog.waitFor();
      assert.ok((await dialog.innerText()).includes(texts.accountValue), 'the dialog names the refund account');
      await axeAtBothWidths(page, 'the refund confirmation');
      await dialog.getByRole('button', { name: texts.confirm }).click();

      await section.getByTestId('withdrawal-state').filter({ hasText: texts.refunded }).waitFor();
      const link = section.getByTestId('credit-note').getByRole('link');
      const number = (await link.innerText()).trim();
      assert.match(number, new RegExp(`^D${new Date().getFullYear()}-\\d{6}$`));
      await axeAtBothWidths(page, 'the refunded withdrawal');

      // The credit note's document opens at the link staff see.
      const document = await page.request.get(new URL((await link.getAttribute('href'))!, shop.url).toString());
      assert.equal(document.status(), 200);
      assert.ok((await document.text()).includes(number));
      assert.deepEqual(session.errors(), []);
    });
  });
}
