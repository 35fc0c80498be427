// e2e: own shops, about 80 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { formatPrice } from '@shop/shared/i18n/market';
import { placeOrder } from '../support/api-order';
import { deliverByApi, recordPaymentOnDesk } from '../support/order-desk-steps';
import { DESK_TEXTS, WITHDRAWAL_TEXTS } from '../support/order-texts';
import { useShopAndBrowser, type Market } from '../support/shop-session';
import { withdrawalOnDesk, withdrawOnStatusPage } from '../support/withdrawal-steps';

/** What each step reads in the market's language: state names, mail subjects, how a refund went back. */
const WALK = {
  CZ: {
    state: { new: 'Nová', delivered: 'Doručená' },
    payment: { notPaid: 'Nezaplaceno', waiting: 'Čeká na platbu', paid: 'Zaplaceno' },
    parcel: { new: 'Nový balík', delivered: 'Doručeno' },
    paidOnThanks: 'Platba proběhla v pořádku.',
    confirmation: (number: string) => `Potvrzení objednávky ${number}`,
    paymentReceived: (number: string) => `Přijali jsme platbu k objednávce ${number}`,
    onTheWay: (number: string) => `Objednávka ${number} je na cestě`,
    delivered: (number: string) => `Objednávka ${number} je doručena`,
    withdrawal: (number: string) => `Potvrzení odstoupení od smlouvy, objednávka ${number}`,
    refunded: (number: string) => `Vrátili jsme vám peníze za objednávku ${number}`,
    payTo: (number: string) => `variabilní symbol ${number.replace(/\D/g, '')}`,
    refundedOnPage: /^Vráceno .+ na účet 19-2000145399\/0800$/,
    toCard: {
      mail: (amount: string) => `jsme vám vrátili ${amount} na platební kartu, kterou jste objednávku zaplatili`,
      creditNote: (amount: string) => `Vráceno zákazníkovi: ${amount} na platební kartu, kterou byla objednávka zaplacena`,
      desk: (amount: string) => `Vráceno ${amount} přes platební bránu na kartu, kterou zákazník platil.`,
      page: (amount: string) => `Vráceno ${amount} na platební kartu, kterou jste platili`,
    },
  },
  RO: {
    state: { new: 'Nouă', delivered: 'Livrată' },
    payment: { notPaid: 'Neplătită', waiting: 'Se așteaptă plata', paid: 'Plătită' },
    parcel: { new: 'Colet nou', delivered: 'Livrat' },
    paidOnThanks: 'Plata a fost efectuată cu succes.',
    confirmation: (number: string) => `Confirmarea comenzii ${number}`,
    paymentReceived: (number: string) => `Am primit plata pentru comanda ${number}`,
    onTheWay: (number: string) => `Comanda ${number} este pe drum`,
    delivered: (number: string) => `Comanda ${number} a fost livrată`,
    withdrawal: (number: string) => `Confirmarea retragerii din contract, comanda ${number}`,
    refunded: (number: string) => `V-am rambursat banii pentru comanda ${number}`,
    payTo: (number: string) => `cu referința în detaliile plății: ${number}`,
    refundedOnPage: /^Rambursat .+ în contul RO49AAAA1B31007593840000$/,
    toCard: {
      mail: (amount: string) => `v-am rambursat ${amount} pe cardul cu care ați plătit comanda`,
      creditNote: (amount: string) => `Rambursat clientului: ${amount} pe cardul cu care a fost plătită comanda`,
      desk: (amount: string) => `Rambursat ${amount} prin procesatorul de plăți pe cardul cu care a plătit clientul.`,
      page: (amount: string) => `Rambursat ${amount} pe cardul cu care ați plătit`,
    },
  },
} as const;

/** The order's grid row (searched by number) and its detail (opened by its own address): both must say the same. */
async function deskShows(page: Page, shopUrl: string, market: Market, orderNumber: string, expected: readonly string[]): Promise<void> {
  const desk = DESK_TEXTS[market].deskPath;
  await page.goto(`${shopUrl}${desk}?orders.search=${orderNumber}`);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  for (const text of expected) await row.getByRole('cell', { name: text, exact: true }).waitFor();
  await page.goto(`${shopUrl}${desk}?desk.order=${orderNumber}`);
  const detail = page.getByTestId('order-detail');
  for (const text of expected) await detail.getByText(text, { exact: true }).first().waitFor();
}

/** The customer's status page (the e-mail's link) shows the order's and the payment's state. */
async function statusPageShows(page: Page, url: string, state: string, payment: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('order-status').filter({ hasText: new RegExp(`^${state}$`) }).waitFor();
  await page.getByTestId('payment-status').filter({ hasText: new RegExp(`^${payment}$`) }).waitFor();
}

/**
 * Issue #34: a bank-transfer order and a card order per market from submit to delivered, then a withdrawal and its
 * refund. At each step the desk's grid and detail, the customer's status page and the mail the customer got say the
 * same thing. Both orders share the market's shop (its own, with a mail catcher), one after the other.
 */
for (const market of ['CZ', 'RO'] as const) {
  describe(`a bank-transfer and a card order told at every step (${market})`, () => {
    const walk = WALK[market];
    const texts = WITHDRAWAL_TEXTS[market];
    const session = useShopAndBrowser(market, { mail: true, start: { own: true } });

    test('bank transfer: submit, payment, hand-over, delivery, withdrawal and refund: grid, detail, status page and mail agree', async () => {
      const { shop, mail } = session;
      const email = `walk-${market.toLowerCase()}@example.com`;
      const mailed = (subject: string) => mail.waitFor((entry) => entry.to.includes(email) && entry.subject === subject);
      const { orderNumber, access, code } = await placeOrder(shop.url, market, email, 'warehouse_phone', market === 'CZ' ? 'cs' : 'ro');
      const statusUrl = `${shop.url}${texts.ordersPath}${orderNumber}/${access}/`;
      const staff = await session.staffPage();
      const customer = await session.customerPage();

      // Submitted: the confirmation says how to pay and links the status page.
      const confirmation = await mailed(walk.confirmation(orderNumber));
      assert.ok(confirmation.text.includes(`${texts.ordersPath}${orderNumber}/${access}/`), 'the status link');
      assert.ok(confirmation.text.includes(walk.payTo(orderNumber)), 'the payment reference');
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.new, walk.payment.notPaid]);
      await statusPageShows(customer, statusUrl, walk.state.new, walk.payment.notPaid);

      // The transfer arrives: staff record it on the open detail.
      await recordPaymentOnDesk(staff, market, orderNumber);
      await mailed(walk.paymentReceived(orderNumber));
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.new, walk.payment.paid]);
      await statusPageShows(customer, statusUrl, walk.state.new, walk.payment.paid);

      // Packed, handed to the carrier and delivered.
      await deliverByApi(staff, shop.url, market, orderNumber, code);
      const onTheWay = await mailed(walk.onTheWay(orderNumber));
      assert.match(onTheWay.text, /https?:\/\/\S+/, 'the tracking link');
      await mailed(walk.delivered(orderNumber));
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.delivered, walk.payment.paid, walk.parcel.delivered]);
      await statusPageShows(customer, statusUrl, walk.state.delivered, walk.payment.paid);
      await customer.getByTestId('tracking-link').waitFor();

      // The customer withdraws; staff refund on the desk.
      await withdrawOnStatusPage(customer, market, email);
      await mailed(walk.withdrawal(orderNumber));
      const section = await withdrawalOnDesk(staff, shop.url, market, orderNumber, code);
      await section.getByRole('button', { name: texts.refund }).click();
      await staff.getByRole('dialog', { name: texts.confirmTitle }).getByRole('button', { name: texts.confirm }).click();
      await section.getByTestId('withdrawal-state').filter({ hasText: texts.refunded }).waitFor();
      const refunded = await mailed(walk.refunded(orderNumber));
      assert.ok(refunded.text.includes(texts.accountValue), 'the refund names the account');

      // The status page shows the withdrawal with what went back and how.
      await customer.goto(statusUrl);
      const state = customer.getByTestId('order-withdrawals').getByTestId('withdrawal-state');
      await state.waitFor();
      assert.match((await state.innerText()).trim(), walk.refundedOnPage);
      assert.deepEqual(session.errors(), []);
    });

    test('card: submit, paid on the gateway page, hand-over, delivery, withdrawal and refund to the card: grid, detail, status page and mail agree', async () => {
      const { shop, mail } = session;
      const email = `card-walk-${market.toLowerCase()}@example.com`;
      const mailed = (subject: string) => mail.waitFor((entry) => entry.to.includes(email) && entry.subject === subject);
      const placed = await placeOrder(shop.url, market, email, 'warehouse_phone', market === 'CZ' ? 'cs' : 'ro', 'card');
      const { orderNumber, access, code } = placed;
      assert.ok(placed.paymentUrl, 'a card order goes to the gateway page');
      const statusUrl = `${shop.url}${texts.ordersPath}${orderNumber}/${access}/`;
      const staff = await session.staffPage();
      const customer = await session.customerPage();

      // Submitted, not paid yet: the order waits for its gateway.
      const confirmation = await mailed(walk.confirmation(orderNumber));
      assert.ok(confirmation.text.includes(`${texts.ordersPath}${orderNumber}/${access}/`), 'the status link');
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.new, walk.payment.waiting]);
      await statusPageShows(customer, statusUrl, walk.state.new, walk.payment.waiting);

      // Paid on the gateway's page (the local stand-in), which sends the customer back to the thank-you page.
      await customer.goto(`${shop.url}${placed.paymentUrl}`);
      await customer.getByTestId('gateway-approve').click();
      await customer.getByText(walk.paidOnThanks).waitFor();
      const received = await mailed(walk.paymentReceived(orderNumber));
      assert.ok(received.text.includes(formatPrice(placed.total, market)), 'the mail names the amount paid');
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.new, walk.payment.paid]);
      await statusPageShows(customer, statusUrl, walk.state.new, walk.payment.paid);

      // Packed (the product's second warehouse piece: the bank-transfer order took the first), handed over, delivered.
      await deliverByApi(staff, shop.url, market, orderNumber, code, 1);
      await mailed(walk.onTheWay(orderNumber));
      await mailed(walk.delivered(orderNumber));
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.delivered, walk.payment.paid, walk.parcel.delivered]);
      await statusPageShows(customer, statusUrl, walk.state.delivered, walk.payment.paid);

      // The customer withdraws; staff refund on the desk, and the money goes back to the card through the gateway.
      await withdrawOnStatusPage(customer, market, email, 'card');
      await mailed(walk.withdrawal(orderNumber));
      const section = await withdrawalOnDesk(staff, shop.url, market, orderNumber, code, 'card');
      await section.getByRole('button', { name: texts.refund }).click();
      await staff.getByRole('dialog', { name: texts.confirmTitle }).getByRole('button', { name: texts.confirm }).click();
      await section.getByTestId('withdrawal-state').filter({ hasText: texts.refunded }).waitFor();
      // The whole order went back (the delivery too, on a full withdrawal): the order's total.
      const amount = formatPrice(placed.total, market);
      await section.getByTestId('credit-note').filter({ hasText: walk.toCard.desk(amount) }).waitFor();
      const refunded = await mailed(walk.refunded(orderNumber));
      assert.ok(refunded.text.includes(walk.toCard.mail(amount)), `the refund mail says the card: ${refunded.text}`);
      assert.ok(!refunded.text.includes(texts.accountValue), 'not the account');
      await deskShows(staff, shop.url, market, orderNumber, [walk.state.delivered, walk.payment.paid]);

      // The status page and the credit note it links say what went back and how.
      await customer.goto(statusUrl);
      const state = customer.getByTestId('order-withdrawals').getByTestId('withdrawal-state');
      await state.waitFor();
      assert.equal((await state.innerText()).trim(), walk.toCard.page(amount));
      const noteLink = customer.getByTestId('order-withdrawals').getByRole('link', { name: /\S+ D\d{4}-\d{6}$/ });
      const note = await customer.request.get(new URL((await noteLink.getAttribute('href'))!, shop.url).href);
      assert.equal(note.status(), 200);
      assert.equal(/<p data-refund>([^<]*)<\/p>/.exec(await note.text())?.[1], walk.toCard.creditNote(amount), 'the credit note says what went back and how');
      assert.deepEqual(session.errors(), []);
    });
  });
}
