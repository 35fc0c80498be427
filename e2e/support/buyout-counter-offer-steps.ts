import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeAtBothWidths } from './layout-checks';
import type { Market } from './shop-session';
import { staffCall } from './staff-api';

/** The buyout desk's and the buyout page's texts per market (from the catalogs). */
export const COUNTER_OFFER_TEXTS = {
  CZ: {
    deskPath: '/admin/vykupy/',
    search: 'Hledat (číslo, zákazník, e-mail)',
    inspected: 'Zařízení zkontrolováno',
    newPrice: 'Nová cena',
    offer: 'Nabídnout novou cenu',
    counterOffer: 'Nová nabídka ceny',
    accept: 'Přijmout novou cenu',
    accepted: 'Nová cena přijata',
    gradeFound: 'Zjištěný stupeň',
    saveInspection: 'Uložit kontrolu se stupněm',
  },
  RO: {
    deskPath: '/admin/rascumparari/',
    search: 'Căutare (număr, client, e-mail)',
    inspected: 'Dispozitiv verificat',
    newPrice: 'Preț nou',
    offer: 'Oferă un preț nou',
    counterOffer: 'Ofertă de preț nouă',
    accept: 'Accept noul preț',
    accepted: 'Prețul nou acceptat',
    gradeFound: 'Grad constatat',
    saveInspection: 'Salvează verificarea cu gradul',
  },
} as const;

/** Whole units of a formatted price ("12 990 Kč" -> 12990; prices are whole). */
export const wholeAmount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The buyout's way to "inspected" through the staff API (the desk's buttons are walked in buyout-desk.test.ts); the price then. */
export async function receiveAndInspect(page: Page, shopUrl: string, id: number): Promise<number> {
  let moved = { status: '', price: 0 };
  for (const status of ['awaiting_pickup', 'received', 'inspected']) {
    moved = (await staffCall(page, shopUrl, 'PATCH', `/api/new/buyout/staff/buyouts/${id}/status/`, { status })) as { status: string; price: number };
    assert.equal(moved.status, status);
  }
  return moved.price;
}

/** Staff find the buyout on the desk by the seller's e-mail and open it. */
export async function openBuyoutOnDesk(page: Page, shopUrl: string, market: Market, email: string, id: number): Promise<void> {
  const texts = COUNTER_OFFER_TEXTS[market];
  await page.goto(`${shopUrl}${texts.deskPath}`);
  await page.getByLabel(texts.search).fill(email);
  await page.getByRole('button', { name: String(id), exact: true }).click();
}

/** On the desk, staff offer `offered` for the inspected buyout. */
export async function counterOfferOnDesk(page: Page, shopUrl: string, market: Market, email: string, id: number, offered: number): Promise<void> {
  const texts = COUNTER_OFFER_TEXTS[market];
  await openBuyoutOnDesk(page, shopUrl, market, email, id);
  await page.getByTestId('buyout-status').filter({ hasText: texts.inspected }).waitFor();
  // By the label's start: the form's own name ("Oferă un preț nou") contains the RO label, and a required mark follows it.
  await page.getByLabel(new RegExp(`^${texts.newPrice}`)).fill(String(offered));
  await page.getByRole('button', { name: texts.offer }).click();
  await page.getByTestId('buyout-status').filter({ hasText: texts.counterOffer }).waitFor();
  await axeAtBothWidths(page, 'the buyout detail with a counter-offer');
}

/** The customer opens the link of the sale's e-mail, sees the offered price and accepts it: it becomes the price. */
export async function acceptCounterOffer(page: Page, shopUrl: string, market: Market, link: string, offered: number): Promise<void> {
  const texts = COUNTER_OFFER_TEXTS[market];
  await page.goto(`${shopUrl}${new URL(link, shopUrl).pathname}`);
  const offer = page.getByTestId('buyout-counter-offer-price');
  await offer.waitFor();
  assert.equal(wholeAmount(await offer.textContent()), offered);
  // The seller's facts (a long e-mail, the address) once ran off a 375 px screen here: found by the order journey.
  await axeAtBothWidths(page, 'the buyout page with the offer');
  await page.getByRole('button', { name: texts.accept }).click();
  await offer.waitFor({ state: 'detached' });
  // The offer is gone once the answered detail is in: its price is the accepted one.
  assert.equal(wholeAmount(await page.getByTestId('buyout-price').textContent()), offered);
  assert.equal(await page.getByRole('button', { name: texts.accept }).count(), 0);
}

/** Staff see the customer's answer on the desk. */
export async function seeAcceptedOnDesk(page: Page, shopUrl: string, market: Market, email: string, id: number): Promise<void> {
  await openBuyoutOnDesk(page, shopUrl, market, email, id);
  await page.getByTestId('buyout-status').filter({ hasText: COUNTER_OFFER_TEXTS[market].accepted }).waitFor();
}
