import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { shopOrders } from '../db/schema/cart';
import { outbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { newToken, shopper, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { TEST_CUSTOMER } from '../test-support/test-database';

// "Založit si účet" at checkout: the order's customer gets an account holding the order and a link to set a password.
const apps = useMarketApps();

async function orderWithAccount(market: 'CZ' | 'RO', email: string) {
  const app = market === 'CZ' ? apps.cz : apps.ro;
  const device = await stockedProduct(apps.database.db, market, 'device', 3);
  const client = await shopper(app, market);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  const base = submitBody(market, newToken());
  const body = {
    ...base,
    order_billing_address: { ...base.order_billing_address, email },
    order_info: { ...base.order_info, create_account: true, birth_date: '1990-05-17' },
  };
  const response = await client.post('/api/new/orders/submit/', body);
  assert.equal(response.statusCode, 200, response.body);
  return { client, orderNumber: (response.json() as { order_number: string }).order_number };
}

describe('account created at checkout', () => {
  for (const { market, subject, resetPath } of [
    { market: 'CZ', subject: 'Váš účet k objednávce', resetPath: '/obnova-hesla/' },
    { market: 'RO', subject: 'Contul dumneavoastră pentru comanda', resetPath: '/resetare-parola/' },
  ] as const) {
    test(`${market}: a new e-mail gets a customer account holding the order and a mailed set-password link that works`, async () => {
      const email = `checkout-${market.toLowerCase()}-${Date.now()}@example.com`;
      const { client, orderNumber } = await orderWithAccount(market, email);
      const [account] = await apps.database.db.select().from(users).where(eq(users.email, email));
      assert.equal(account?.role, 'customer');
      assert.equal(account?.firstName, market === 'CZ' ? 'Jana' : 'Ana');
      const [order] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
      assert.equal(order?.userId, account!.id, 'the order is in the new account');

      const [mail] = await apps.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), like(outbox.subject, `${subject}%`)));
      assert.ok(mail, 'the set-password mail went out');
      assert.ok(mail.subject.includes(orderNumber), mail.subject);
      const token = new RegExp(`${resetPath}([^/\\s]+)/`).exec(mail.text)?.[1];
      assert.ok(token, mail.text);

      const password = 'Nove.heslo-456';
      const confirmed = await client.post('/api/new/account/password-reset/confirm/', { token, password, password_confirmation: password });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const mine = await client.get('/api/new/orders/mine/');
      assert.equal(mine.statusCode, 200, mine.body);
      assert.ok((mine.json() as { results: { order_number: string }[] }).results.some((row) => row.order_number === orderNumber), mine.body);
    });
  }

  test('an e-mail that has an account already: nothing is created, changed or mailed about an account', async () => {
    const { orderNumber } = await orderWithAccount('CZ', TEST_CUSTOMER.email);
    const [order] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
    assert.equal(order?.userId, null, 'an anonymous order is not put into someone else’s account');
    const accountMails = await apps.database.db.select().from(outbox).where(and(eq(outbox.recipient, TEST_CUSTOMER.email), like(outbox.subject, 'Váš účet k objednávce%')));
    assert.equal(accountMails.length, 0);
  });
});
