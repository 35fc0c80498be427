import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acceptCounterOffer, COUNTER_OFFER_TEXTS, counterOfferOnDesk, openBuyoutOnDesk, receiveAndInspect, seeAcceptedOnDesk, wholeAmount } from '../support/buyout-counter-offer-steps';
import { axeAtBothWidths } from '../support/layout-checks';
import { staffCall } from '../support/staff-api';
import { useShopAndBrowser } from '../support/shop-session';
import { sellDevice } from '../support/sold-buyout';

/**
 * Issue #9 / O-S17: after inspecting a device, staff offer a new price on the buyout desk and the customer accepts it on
 * the buyout's page (mf-buyout), the price from then on. One market here; order-journey.test.ts walks it in both.
 * The second test makes the new price by a re-grade at inspection: the server prices the grade found.
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

  test('staff re-grade a received device from A+ to C with the keyboard; the customer sees why and accepts the C price', async () => {
    const { shop } = session;
    const texts = COUNTER_OFFER_TEXTS.CZ;
    const email = `regrade-${Date.now()}@example.cz`;
    const { id, link } = await sellDevice(shop.url, 'CZ', email);
    const page = await session.staffPage();
    for (const status of ['awaiting_pickup', 'received']) await staffCall(page, shop.url, 'PATCH', `/api/new/buyout/staff/buyouts/${id}/status/`, { status });

    await openBuyoutOnDesk(page, shop.url, 'CZ', email, id);
    const grade = page.getByLabel(texts.gradeFound);
    await grade.waitFor();
    assert.equal(await grade.inputValue(), 'A+', 'the grade the answers reached is chosen');
    const soldFor = wholeAmount(await page.getByTestId('buyout-price').textContent());
    const cPrice = wholeAmount(await grade.locator('option[value="C"]').textContent());
    assert.ok(cPrice > 0 && cPrice < soldFor, `C (${cPrice}) is cheaper than A+ (${soldFor})`);
    await axeAtBothWidths(page, 'the buyout detail with the re-grade form');
    // Keyboard only: A+ -> A -> B -> C, then Tab to the save button and Enter.
    await grade.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await grade.inputValue(), 'C');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), texts.saveInspection);
    await page.keyboard.press('Enter');
    await page.getByTestId('buyout-status').filter({ hasText: texts.counterOffer }).waitFor();
    assert.match((await page.getByTestId('buyout-regrade').textContent()) ?? '', /^přeřazeno ze stupně A\+ \(.+\) na C \(.+\)$/);
    assert.match((await page.getByTestId('buyout-quality').textContent()) ?? '', /^C \(přeřazeno ze stupně A\+\)$/);

    await page.goto(`${shop.url}${new URL(link, shop.url).pathname}`);
    const offer = page.getByTestId('buyout-counter-offer-price');
    await offer.waitFor();
    assert.equal(wholeAmount(await offer.textContent()), cPrice, 'the price the server computed for C is the one offered');
    assert.equal(await page.getByTestId('buyout-regrade').textContent(), 'přeřazeno ze stupně A+ na C');
    await page.getByRole('button', { name: texts.accept }).click();
    await offer.waitFor({ state: 'detached' });
    assert.equal(wholeAmount(await page.getByTestId('buyout-price').textContent()), cPrice);
    assert.deepEqual(session.errors(), []);
  });
});
