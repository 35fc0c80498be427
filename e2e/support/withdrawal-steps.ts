import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openOrderOnDesk } from './order-desk-steps';
import { WITHDRAWAL_TEXTS } from './order-texts';
import type { Market } from './shop-session';

/**
 * On a delivered order's status page, the customer returns its one piece: the quantity, the order's e-mail, and a
 * refund account, or for an order paid by card none (the form says the money goes back to the card).
 */
export async function withdrawOnStatusPage(page: Page, market: Market, email: string, refundTo: 'account' | 'card' = 'account'): Promise<void> {
  const texts = WITHDRAWAL_TEXTS[market];
  const quantity = page.getByLabel(new RegExp(texts.returned('.+').replace(/[()]/g, '\\$&')));
  await quantity.fill('1');
  await page.getByLabel(texts.email).fill(email);
  if (refundTo === 'account') await page.getByLabel(texts.account).fill(texts.accountValue);
  else {
    await page.getByText(texts.toCard).waitFor();
    assert.equal(await page.getByLabel(texts.account).count(), 0, 'no account asked for a card order');
  }
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/new/orders/withdrawals/'));
  await page.getByRole('button', { name: texts.withdraw }).click();
  const withdrawal = await answer;
  assert.equal(withdrawal.status(), 201, await withdrawal.text());
  await page.getByText(texts.withdrawn).waitFor();
}

/** Staff open the order on the desk and find the withdrawal of the product `code`, waiting for its refund; its section. */
export async function withdrawalOnDesk(page: Page, shopUrl: string, market: Market, orderNumber: string, code: string, refundTo: 'account' | 'card' = 'account'): Promise<Locator> {
  const texts = WITHDRAWAL_TEXTS[market];
  await openOrderOnDesk(page, shopUrl, market, orderNumber);
  const section = page.getByTestId('withdrawals');
  await section.getByRole('heading', { name: texts.section }).waitFor();
  if (refundTo === 'account') await section.getByText(texts.accountValue).waitFor();
  await section.getByTestId('withdrawal-state').filter({ hasText: texts.waiting }).waitFor();
  assert.match(await section.locator('li').first().innerText(), new RegExp(code));
  return section;
}
