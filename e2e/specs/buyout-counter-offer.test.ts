import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acceptCounterOffer, counterOfferOnDesk, receiveAndInspect, seeAcceptedOnDesk } from '../support/buyout-counter-offer-steps';
import { useShopAndBrowser } from '../support/shop-session';
import { sellDevice } from '../support/sold-buyout';

/**
 * Issue #9 / O-S17: after inspecting a device, staff offer a new price on the buyout desk and the customer accepts it on
 * the buyout's page (mf-buyout), the price from then on. One market here; order-journey.test.ts walks it in both.
 */
describe('buyout counter-offer (CZ)', () => {
  const session = useShopAndBrowser('CZ');

  test('staff offer a lower price on the desk; the customer accepts it on the buyout page and it becomes the price', async () => {
    const { shop } = session;
    const email = `counter-offer-${Date.now()}@example.cz`;
    const { id, link } = await sellDevice(shop.url, 'CZ', email);
    const page = await session.staffPage();
    const price = await receiveAndInspect(page, shop.url, id);
    const offered = Math.max(1, Math.floor(price / 2));
    assert.ok(offered < price, 'a lower price');

    await counterOfferOnDesk(page, shop.url, 'CZ', email, id, offered);
    // The customer opens the link of the sale's e-mail (in the same browser here: the link needs no login).
    await acceptCounterOffer(page, shop.url, 'CZ', link, offered);
    await seeAcceptedOnDesk(page, shop.url, 'CZ', email, id);
    assert.deepEqual(session.errors(), []);
  });
});
