import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serialOf } from '@shop/api/src/db/seed/packaging/seed-stock-pieces';
import { axeAtBothWidths } from './layout-checks';
import { DESK_TEXTS } from './order-texts';
import type { Market } from './shop-session';
import { staffCall } from './staff-api';

/** Staff find the order on the desk by typing its number and open its detail. */
export async function openOrderOnDesk(page: Page, shopUrl: string, market: Market, orderNumber: string): Promise<void> {
  const texts = DESK_TEXTS[market];
  await page.goto(`${shopUrl}${texts.deskPath}`);
  await page.getByLabel(texts.search).fill(orderNumber);
  await page.getByRole('button', { name: orderNumber, exact: true }).click();
}

/**
 * On an open order: the packing screen, where a keyboard-wedge scanner types a wrong serial number, the right one
 * and the right one again (each answered in the packer's language), the piece is taken off the order and scanned
 * again (undoing a wrong scan), then the parcel is weighed and measured: the
 * order is packed. Ends back on the desk's grid. The two refused scans are 400 answers the browser logs.
 */
export async function packOnDesk(page: Page, market: Market, serial: string): Promise<void> {
  const texts = DESK_TEXTS[market];
  await page.getByRole('button', { name: texts.openPackaging }).click();
  await page.getByTestId('packaging-screen').waitFor();

  // The scan field has the focus: a keyboard-wedge scanner just types and presses Enter.
  const scan = page.getByLabel(texts.scanLabel);
  assert.equal(await scan.evaluate((element) => element === document.activeElement), true, 'the scan field is focused');
  await page.keyboard.type('NOSUCHSERIAL1');
  await page.keyboard.press('Enter');
  await page.getByText(texts.mismatch).waitFor();
  assert.equal(await scan.inputValue(), '', 'cleared for the next scan');

  await scan.focus();
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await page.getByText(`S/N ${serial}`).waitFor();
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await page.getByText(texts.alreadyScanned).waitFor();
  await axeAtBothWidths(page, 'the packing screen');

  // A wrong scan is undone before the hand-over (keyboard, confirmed), and the piece can be scanned again.
  await page.getByRole('button', { name: texts.removePiece(serial) }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: texts.confirmRemove, exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText(`S/N ${serial}`).waitFor({ state: 'detached' });
  await scan.focus();
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await page.getByText(`S/N ${serial}`).waitFor();

  await page.getByLabel(texts.weight).fill(texts.weightValue);
  for (const [index, size] of texts.sizes.entries()) await page.getByLabel(size).fill(String([20, 12, 6][index]));
  await page.getByRole('button', { name: texts.saveSizes }).click();
  await page.getByText(texts.packedNote).waitFor();
  await page.getByRole('button', { name: texts.backToOrder }).click();
  await page.getByTestId('order-status').filter({ hasText: texts.packed }).waitFor();
  await page.getByRole('button', { name: texts.back }).click();
}

/** Whether a browser error is one of packOnDesk's two refused scans (O-X4, O-X3). */
export const isRefusedScan = (error: string) => /status of 400/.test(error) && error.includes('/packaging/scans/');

/** From the desk's grid: the deliveries tab, the packed order handed to its carrier, and the carrier's label PDF (issue #9). */
export async function handOverOnDesk(page: Page, shopUrl: string, market: Market, orderNumber: string): Promise<void> {
  const texts = DESK_TEXTS[market];
  await page.getByRole('button', { name: texts.deliveries, exact: true }).click();
  const handOver = page.getByRole('button', { name: texts.handOver(orderNumber) });
  await handOver.waitFor();
  await axeAtBothWidths(page, 'the deliveries');
  await handOver.click();
  await handOver.waitFor({ state: 'detached' });
  const row = page.getByTestId('delivery-grid').getByRole('row').filter({ hasText: orderNumber });
  await row.filter({ hasText: texts.handedStatus }).waitFor();
  const labelLink = row.getByRole('link', { name: texts.label });
  const label = await page.request.get(new URL((await labelLink.getAttribute('href'))!, shopUrl).href);
  assert.equal(label.status(), 200);
  assert.equal(label.headers()['content-type'], 'application/pdf');
  assert.equal((await label.body()).subarray(0, 5).toString(), '%PDF-');
  await axeAtBothWidths(page, 'the deliveries with a label');
}

/** The carrier's delivery number of the order's first package, as the staff API tells it. */
export async function deliveryNumberOf(page: Page, shopUrl: string, orderNumber: string): Promise<string> {
  const detail = (await staffCall(page, shopUrl, 'GET', `/api/new/orders/staff/orders/${orderNumber}/`)) as { packages: { id: number }[] };
  const delivery = (await staffCall(page, shopUrl, 'GET', `/api/new/orders/staff/deliveries/${detail.packages[0]!.id}/`)) as { delivery_number: string | null };
  assert.ok(delivery.delivery_number, 'the carrier gave a delivery number');
  return delivery.delivery_number;
}

/** What the carrier reports at the door: the order delivered (no carrier feed exists yet, so staff set it). */
export async function markDelivered(page: Page, shopUrl: string, orderNumber: string): Promise<void> {
  const delivered = (await staffCall(page, shopUrl, 'PATCH', `/api/new/orders/staff/orders/${orderNumber}/status/`, { status: 'delivered' })) as { status: string };
  assert.equal(delivered.status, 'delivered');
}

/** On the open order detail, staff record the bank transfer of what is still owed (the form offers it) with its reference. */
export async function recordPaymentOnDesk(page: Page, market: Market, reference: string): Promise<void> {
  const texts = DESK_TEXTS[market];
  const form = page.getByRole('form', { name: texts.recordPayment });
  await form.getByLabel(texts.paymentReference).fill(reference);
  await form.getByRole('button', { name: texts.recordPayment }).click();
  await page.getByTestId('payment-status').filter({ hasText: new RegExp(`^${texts.paid}$`) }).waitFor();
}

/**
 * Processing, every item scanned and the parcel measured (packed), handed to the carrier, delivered: through the staff
 * API. `piece` is which of the seed's warehouse pieces of the product is scanned (an earlier order may have taken one).
 */
export async function deliverByApi(page: Page, shopUrl: string, market: Market, orderNumber: string, code: string, piece = 0): Promise<void> {
  const order = `/api/new/orders/staff/orders/${orderNumber}/`;
  await staffCall(page, shopUrl, 'PATCH', `${order}status/`, { status: 'processing' });
  await staffCall(page, shopUrl, 'POST', `${order}packaging/scans/`, { code: serialOf(market, code, 'W', piece) });
  await staffCall(page, shopUrl, 'PUT', `${order}packaging/package/`, { weight_kg: 0.45, width_cm: 20, height_cm: 12, depth_cm: 6 });
  const detail = (await staffCall(page, shopUrl, 'GET', order)) as { status: string; packages: { id: number }[] };
  assert.equal(detail.status, 'packed');
  await staffCall(page, shopUrl, 'POST', `/api/new/orders/staff/deliveries/${detail.packages[0]!.id}/hand-over/`, {});
  await markDelivered(page, shopUrl, orderNumber);
}
