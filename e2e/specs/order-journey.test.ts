// e2e: own shops, about 120 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serialOf } from '@shop/api/src/db/seed/packaging/seed-stock-pieces';
import { findProduct } from '../support/api-order';
import { acceptCounterOffer, counterOfferOnDesk, receiveAndInspect, seeAcceptedOnDesk } from '../support/buyout-counter-offer-steps';
import { CUSTOMER_TEXTS, orderThroughCheckout, registerAccount, resetPasswordByMail } from '../support/customer-steps';
import { deliveryNumberOf, handOverOnDesk, isRefusedScan, markDelivered, openOrderOnDesk, packOnDesk, recordPaymentOnDesk } from '../support/order-desk-steps';
import { DESK_TEXTS } from '../support/order-texts';
import { useShopAndBrowser } from '../support/shop-session';
import { sellDevice } from '../support/sold-buyout';
import { withdrawalOnDesk, withdrawOnStatusPage } from '../support/withdrawal-steps';

/**
 * Issue #9: one customer's whole way through the shop, with staff in their own browser, in both markets. Each step's
 * details (axe at both widths, every message) are the support steps the single-screen specs use too.
 * The checkout's "create an account" box is sent but makes no account on the server yet, so the customer registers
 * on the registration page right before the checkout.
 */
for (const market of ['CZ', 'RO'] as const) {
  describe(`order journey (${market})`, () => {
    const texts = CUSTOMER_TEXTS[market];
    const session = useShopAndBrowser(market, { mail: true });

    test('register → order → status page → staff pick, scan, pack, hand over → delivery number → withdrawal → staff see it; password reset; buyout counter-offer accepted', async () => {
      const { shop, mail } = session;
      const email = `journey-${market.toLowerCase()}-${Date.now()}@example.com`;
      const customer = await session.customerPage();
      await registerAccount(customer, shop.url, market, email, 'Jaro-2026!');

      const phone = await findProduct(shop.url, market, 'warehouse_phone');
      const orderNumber = await orderThroughCheckout(customer, shop.url, market, phone.seo_name, email);
      await customer.goto(`${shop.url}${texts.ordersPath}`);
      await customer.getByRole('link', { name: orderNumber }).click();
      await customer.getByRole('heading', { name: texts.order(orderNumber) }).waitFor();
      const statusPage = customer.url();

      // Staff pick the line, then pack the phone (a wrong serial number refused, the right one taken) and hand it over.
      const staff = await session.staffPage();
      await openOrderOnDesk(staff, shop.url, market, orderNumber);
      await staff.getByRole('button', { name: DESK_TEXTS[market].toProcessing }).click();
      await staff.getByTestId('order-status').filter({ hasText: DESK_TEXTS[market].processing }).waitFor();
      await staff.getByRole('combobox', { name: /./ }).filter({ has: staff.locator('option[value="picked"]') }).first().selectOption('picked');
      await staff.getByTestId('order-timeline').getByText(DESK_TEXTS[market].pickedEvent, { exact: false }).waitFor();
      await packOnDesk(staff, market, serialOf(market, phone.code, 'W', 0));
      await handOverOnDesk(staff, shop.url, market, orderNumber);

      // The customer's status page shows the carrier's delivery number.
      const deliveryNumber = await deliveryNumberOf(staff, shop.url, orderNumber);
      await customer.goto(statusPage);
      const numberFact = customer.locator('dt', { hasText: texts.deliveryNumber }).locator('xpath=following-sibling::dd[1]');
      // The number links the carrier's tracking page.
      assert.ok((await numberFact.first().innerText()).trim().startsWith(deliveryNumber));

      // The bank transfer arrives: staff record it on the order.
      await openOrderOnDesk(staff, shop.url, market, orderNumber);
      await recordPaymentOnDesk(staff, market, orderNumber);

      // Delivered, the customer withdraws on the status page; staff see the withdrawal on the order.
      await markDelivered(staff, shop.url, orderNumber);
      await customer.goto(statusPage);
      await withdrawOnStatusPage(customer, market, email);
      await withdrawalOnDesk(staff, shop.url, market, orderNumber, phone.code);

      // A forgotten password: reset by the mailed link.
      await resetPasswordByMail(customer, shop.url, market, mail, email, 'Leto-2027?');

      // The customer sells a device; staff receive it, inspect it and offer less; the customer accepts on its page.
      const { id, link } = await sellDevice(shop.url, market, email);
      const price = await receiveAndInspect(staff, shop.url, id);
      const offered = Math.max(1, Math.floor(price / 2));
      assert.ok(offered < price, 'a lower price');
      await counterOfferOnDesk(staff, shop.url, market, email, id, offered);
      await acceptCounterOffer(customer, shop.url, market, link, offered);
      await seeAcceptedOnDesk(staff, shop.url, market, email, id);

      // The two refused scans (O-X4, O-X3) are 400 answers the browser logs. Expected too: the test machine has no
      // internet (Chromium cannot fetch Google Pay's manifest at the checkout, as in cart.test.ts), and the account
      // page may ask for the personal data once more as the customer logs out (401). Nothing else may fail.
      const expected = (error: string) =>
        isRefusedScan(error) || error.includes('Unable to download payment manifest "https://google.com/pay"') || (/status of 401/.test(error) && error.includes('/api/new/account/personal-data/'));
      assert.equal(session.errors().filter(isRefusedScan).length, 2);
      assert.deepEqual(session.errors().filter((error) => !expected(error)), []);
    });
  });
}
