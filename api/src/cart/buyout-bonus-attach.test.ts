import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { AttachableBuyoutSchema, CartSchema, type Cart } from '@shop/shared/contract/cart';
import type { Market } from '@shop/shared/contract/common';
import { czechSeller, romanianSeller } from '@shop/shared/validation/sample-sellers';
import { pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import { cartItems } from '../db/schema/cart';
import { stockedProduct } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp, send } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';

const apps = useMarketApps();
const MINE = '/api/new/cart/buyout-bonus/mine/';
const PASSWORD = 'Heslo-123';
let sequence = 0;

const appOf = (market: Market) => (market === 'CZ' ? apps.cz : apps.ro);

async function registered(app: FastifyInstance, market: Market): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  const email = `vykup-bonus${++sequence}-${Date.now()}@example.cz`;
  const response = await client.post('/api/new/account/register/', { email, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(response.statusCode, 201, response.body);
  return { client, email };
}

/** A device sold online with this e-mail: an accepted buyout offer. */
async function soldBuyoutOf(market: Market, email: string): Promise<{ id: number; token: string }> {
  const locale = market === 'CZ' ? 'cs' : 'ro';
  const app = appOf(market);
  const seller = { ...(market === 'CZ' ? czechSeller : romanianSeller), e_mail: email };
  const response = await send(app, '/api/new/buyout/sell-online/', sellOnlineBody(await pickDevice(app, { locale }), seller), { locale });
  assert.equal(response.statusCode, 201, response.body);
  const { id, location } = response.json() as { id: number; location: string };
  return { id, token: new URL(location, 'http://shop.test').pathname.split('/').at(-2)! };
}

async function deviceInCart(client: TestClient, market: Market): Promise<{ itemId: number; cart: Cart }> {
  const device = await stockedProduct(apps.database.db, market, 'device', sequence % 3);
  const added = await client.post('/api/new/cart/add-product/', { product: device.id });
  assert.equal(added.statusCode, 200, added.body);
  const body = added.json() as { cart: unknown; item_id: number };
  return { itemId: body.item_id, cart: v.parse(CartSchema, body.cart) };
}

const mine = async (client: TestClient) => {
  const response = await client.get(MINE);
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(v.array(AttachableBuyoutSchema), response.json());
};

describe('buyout bonus from the cart page (C-A25, C-A26)', () => {
  for (const market of ['CZ', 'RO'] as const) {
    test(`${market}: a signed-in customer sees their accepted buyout, attaches it without the link's token, the total drops by the bonus`, async () => {
      const { client, email } = await registered(appOf(market), market);
      const buyout = await soldBuyoutOf(market, email.toUpperCase());
      const offered = await mine(client);
      assert.deepEqual(
        offered.map((row) => row.buyout_id),
        [buyout.id],
        'the e-mail matches whatever its case',
      );
      assert.match(offered[0]!.device, /\(.+\)$/, 'model and colour');

      const { itemId, cart: before } = await deviceInCart(client, market);
      const attached = await client.post(`/api/new/cart/buyout-bonus/${itemId}/`, { buyout: buyout.id });
      assert.equal(attached.statusCode, 200, attached.body);
      const cart = v.parse(CartSchema, attached.json());
      const bonus = cart.packages[0]!.items[0]!.buyout_bonus!;
      assert.equal(bonus.buyout_id, buyout.id);
      assert.ok(bonus.amount > 0);
      assert.equal(cart.totals.buyout_bonus, bonus.amount);
      assert.equal(cart.totals.total, before.totals.total - bonus.amount);
      assert.deepEqual(await mine(client), [], 'an attached buyout is not offered again');

      const removed = v.parse(CartSchema, (await client.request({ method: 'DELETE', url: `/api/new/cart/buyout-bonus/${itemId}/` })).json());
      assert.equal(removed.totals.total, before.totals.total);
      assert.equal((await mine(client)).length, 1, 'removed, it is offered again');
    });
  }

  test("another customer cannot attach someone's buyout without its token, a guest neither; nothing changes", async () => {
    const owner = await registered(apps.cz, 'CZ');
    const buyout = await soldBuyoutOf('CZ', owner.email);
    const other = await registered(apps.cz, 'CZ');
    assert.deepEqual(await mine(other.client), []);
    const { itemId } = await deviceInCart(other.client, 'CZ');
    const refused = await other.client.post(`/api/new/cart/buyout-bonus/${itemId}/`, { buyout: buyout.id });
    assert.equal(refused.statusCode, 400);
    assert.ok((refused.json() as { buyout?: string[] }).buyout?.[0]);
    const [line] = await apps.database.db.select().from(cartItems).where(eq(cartItems.id, itemId));
    assert.equal(line!.buyoutId, null);

    const guest = new TestClient(apps.cz, 'cs', freshIp());
    await guest.get('/api/new/auth/me/');
    assert.equal((await guest.get(MINE)).statusCode, 401);
    const guestLine = await deviceInCart(guest, 'CZ');
    assert.equal((await guest.post(`/api/new/cart/buyout-bonus/${guestLine.itemId}/`, { buyout: buyout.id })).statusCode, 400);
    const malformed = await guest.post(`/api/new/cart/buyout-bonus/${guestLine.itemId}/`, { buyout: buyout.id, token: 'short' });
    assert.equal(malformed.statusCode, 400);
    assert.ok((malformed.json() as { token?: string[] }).token?.[0], 'field error on the token');
    // The guest with the buyout link's token can.
    const withToken = await guest.post(`/api/new/cart/buyout-bonus/${guestLine.itemId}/`, { buyout: buyout.id, token: buyout.token });
    assert.equal(withToken.statusCode, 200, withToken.body);
    assert.deepEqual(await mine(owner.client), [], 'taken by the guest cart, the owner is not offered it');
  });
});
