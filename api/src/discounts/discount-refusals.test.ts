import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CartSchema, discountApply } from '@shop/shared/contract/cart';
import type { Market } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { discountCodes } from '../db/schema/cart';
import { shopper, stockedProduct } from '../orders/test-support/checkout-fixture';
import { useMarketApps } from '../test-support/market-apps';
import type { TestClient } from '../test-support/test-client';

const apps = useMarketApps();
const YEAR_MS = 365 * 86_400_000;

/** A staff code of the market with these terms, valid from a year ago for two years unless told otherwise. */
async function codeWith(market: Market, code: string, terms: Partial<typeof discountCodes.$inferInsert> = {}): Promise<void> {
  const now = Date.now();
  await apps.database.db.insert(discountCodes).values({ market, code, percent: 10, validFrom: new Date(now - YEAR_MS), validTo: new Date(now + YEAR_MS), ...terms });
}

async function cartWithDevice(market: Market, skip: number): Promise<{ client: TestClient; price: number; id: number }> {
  const client = await shopper(market === 'CZ' ? apps.cz : apps.ro, market);
  const device = await stockedProduct(apps.database.db, market, 'device', skip);
  assert.equal((await client.post('/api/new/cart/add-product/', { product: device.id })).statusCode, 200);
  return { client, price: device.price, id: device.id };
}

const apply = (client: TestClient, code: string) => client.post(discountApply.path, { code });

describe('a refused code says why (issue #33, point 4)', () => {
  test('used up, expired, not yet valid, not for these goods and below the minimum each have their message, in Czech', async () => {
    const { client, price, id } = await cartWithDevice('CZ', 4);
    await codeWith('CZ', 'VYCERPANO1', { maxUses: 1, usedCount: 1 });
    await codeWith('CZ', 'SKONCILO01', { validFrom: new Date(Date.now() - 2 * YEAR_MS), validTo: new Date(Date.now() - YEAR_MS) });
    await codeWith('CZ', 'BUDOUCI001', { validFrom: new Date(Date.now() + YEAR_MS), validTo: new Date(Date.now() + 2 * YEAR_MS) });
    await codeWith('CZ', 'JINEZBOZI1', { productIds: [id + 100_000] });
    await codeWith('CZ', 'MINIMUM001', { minimumOrder: price + 1000 });
    const refusals = {
      VYCERPANO1: 'Tento slevový kód už byl vyčerpán.',
      SKONCILO01: 'Platnost tohoto slevového kódu už skončila.',
      BUDOUCI001: 'Tento slevový kód zatím neplatí.',
      JINEZBOZI1: 'Slevový kód neplatí pro zboží ve vašem košíku.',
      MINIMUM001: `Slevový kód platí pro nákup od ${formatPrice(price + 1000, 'CZ')}.`,
      NEZNAMY001: 'Neplatný slevový kód.',
    };
    for (const [code, message] of Object.entries(refusals)) {
      const refused = await apply(client, code);
      assert.equal(refused.statusCode, 400, code);
      assert.deepEqual(refused.json(), { code: [message] }, code);
    }
    const cart = v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json());
    assert.deepEqual(cart.codes, [], 'a refused code is not kept');
  });

  test('a code that does not combine names the code already applied, in Romanian; the cart marks why a kept code lapsed', async () => {
    const { client } = await cartWithDevice('RO', 4);
    await codeWith('RO', 'PRIMUL0001', { stackable: false });
    await codeWith('RO', 'ALDOILEA01', { stackable: true });
    assert.equal((await apply(client, 'PRIMUL0001')).statusCode, 200);
    const second = await apply(client, 'ALDOILEA01');
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), { code: ['Acest cod nu poate fi combinat cu codul PRIMUL0001 pe care îl aveți deja în coș.'] });

    await apps.database.db.update(discountCodes).set({ maxUses: 1, usedCount: 1 }).where(eq(discountCodes.code, 'PRIMUL0001'));
    const cart = v.parse(CartSchema, (await client.get('/api/new/cart/packages/')).json());
    assert.deepEqual(cart.codes.map((code) => [code.code, code.valid, code.problem]), [['PRIMUL0001', false, 'used_up']]);
  });
});
