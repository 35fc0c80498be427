// e2e: own shops, about 20 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { answerAsLikeNew, pickDevice, priceAfterChange, sendOfferByEmail } from '../support/buyout-widget';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { partnerPageHtml, startPartnerSite, widgetTag, type PartnerSite } from '../support/partner-site';
import { startShop, type ShopServer } from '../support/shop-server';
import { uiText } from '../support/ui-texts';

type Push = { event: string };

function pushes(page: Page): Promise<Push[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Push[] }).dataLayer ?? []);
}

interface LookOf {
  fontSize: string;
  fontFamily: string;
  color: string;
  display: string;
  visibility: string;
}

/** The computed styles that hostile partner CSS would change. */
function lookOf(element: Locator): Promise<LookOf> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { fontSize: style.fontSize, fontFamily: style.fontFamily, color: style.color, display: style.display, visibility: style.visibility };
  });
}

describe('the buyout widget embedded on a partner page (second origin, hostile CSS)', () => {
  let partner: PartnerSite;
  let mail: MailCatcher;
  let shop: ShopServer;
  let browser: TestBrowser;
  before(async () => {
    partner = await startPartnerSite();
    mail = await startMailCatcher();
    shop = await startShop({ MARKET: 'CZ', PARTNER_ORIGINS: partner.origin, SMTP_URL: mail.smtpUrl });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
    await mail?.stop();
    await partner?.stop();
  });

  /** A partner page with a strict Content-Security-Policy of the kind docs/embedding.md asks for. */
  function openPartnerPage(path: string, widgets: string[]): Promise<Page> {
    const csp = `default-src 'self'; script-src 'self' 'unsafe-inline' ${shop.url}; connect-src ${shop.url}; style-src 'self' 'unsafe-inline'; img-src 'self' data: ${shop.url}`;
    const html = partnerPageHtml({ shopUrl: shop.url, widgets }).replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  <meta http-equiv="Content-Security-Policy" content="${csp}">`);
    const url = partner.page(path, html);
    return browser.newPage().then(async (page) => {
      await page.goto(url);
      return page;
    });
  }

  test('analytics consent: without the partner saying so the widget pushes nothing; the shop:analytics-consent event starts and stops it', async () => {
    const page = await browser.newPage();
    await page.goto(partner.page('/consent', partnerPageHtml({ shopUrl: shop.url, widgets: [widgetTag({ locale: 'cs', market: 'CZ', api: shop.url }, 'widget')], css: '' })));
    const types = page.locator('#widget').getByRole('group', { name: 'Typ zařízení' }).getByRole('radio');
    await types.first().waitFor();
    await types.first().check();
    await page.waitForTimeout(500);
    assert.deepEqual(await pushes(page), [], 'no consent, no push');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:analytics-consent', { detail: { analytics: true, marketing: false } })));
    await types.nth(1).check();
    await page.waitForFunction(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).length > 0);
    const counted = (await pushes(page)).length;

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:analytics-consent', { detail: { analytics: false, marketing: false } })));
    await types.first().check();
    await page.waitForTimeout(500);
    assert.equal((await pushes(page)).length, counted, 'withdrawn: no further push');
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('one div and one script tag: the widget works, looks as on the shop, and leaves the partner page alone', async () => {
    // The shop's own buyout page, for the look to compare with.
    const shopPage = await browser.newPage();
    await shopPage.goto(`${shop.url}/vykup/`);
    const shopType = shopPage.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio').first();
    await shopType.waitFor();
    const shopHeading = await lookOf(shopPage.getByRole('heading', { name: 'Výkup zařízení' }));
    const shopTypeLabel = await lookOf(shopType.locator('xpath=..'));
    await pickDevice(shopPage, 'cs');
    await answerAsLikeNew(shopPage, 'cs');
    await priceAfterChange(shopPage);
    const shopButton = await lookOf(shopPage.getByRole('button', { name: 'Poslat nabídku e-mailem' }));
    await shopPage.close();

    // The partner's page sits at the same path as the shop's buyout page: the widget must still leave its address alone.
    const page = await openPartnerPage('/vykup/', [widgetTag({ locale: 'cs', market: 'CZ', api: shop.url, analyticsConsent: 'granted' }, 'widget')]);
    const widget = page.locator('#widget');
    const heading = widget.getByRole('heading', { name: 'Výkup zařízení' });
    await heading.waitFor();
    assert.ok(await widget.evaluate((host) => host.shadowRoot !== null), 'rendered in a shadow root');
    const historyBefore = await page.evaluate(() => history.length);
    assert.deepEqual(await lookOf(heading), shopHeading);
    assert.deepEqual(await lookOf(widget.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio').first().locator('xpath=..')), shopTypeLabel);

    await pickDevice(widget, 'cs');
    await answerAsLikeNew(widget, 'cs');
    await priceAfterChange(widget);
    assert.equal(new URL(page.url()).pathname, '/vykup/', 'the partner page address is not ours to change');
    assert.equal(await page.evaluate(() => history.length), historyBefore, 'no history entries pushed on the partner page');
    const sendButton = widget.getByRole('button', { name: 'Poslat nabídku e-mailem' });
    assert.deepEqual(await lookOf(sendButton), shopButton, 'buttons look as on the shop, and are visible');
    assert.ok(await sendButton.isVisible());

    // The partner's own elements keep its styles: nothing of ours leaked out.
    assert.deepEqual(await lookOf(page.locator('#partner-heading')), { fontSize: '40px', fontFamily: 'serif', color: 'rgb(255, 0, 0)', display: 'block', visibility: 'visible' });
    assert.equal((await lookOf(page.locator('#partner-button'))).display, 'none');
    assert.equal((await lookOf(page.locator('#partner-text'))).fontSize, '40px');
    assert.equal(await page.evaluate(() => document.head.querySelectorAll('style').length), 1, 'no style of ours in the partner document');

    // A real offer by e-mail from the partner page, through the shop's API on the other origin.
    const email = 'partner-customer@example.com';
    await sendOfferByEmail(widget, 'cs', email);
    const offer = await mail.waitFor((message) => message.to.includes(email));
    assert.ok(offer.text.includes(`${shop.url}/vykup/`), `the link points to the shop:\n${offer.text}`);

    // The partner said its visitor consented: its tag manager got the widget's analytics.
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((entry) => entry.event));
    assert.ok(events.includes('view') && events.includes('click'), `dataLayer events: ${events.join(', ')}`);
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('two widgets on one page are independent; removing an element unmounts its widget', async () => {
    const page = await openPartnerPage('/two', [
      widgetTag({ locale: 'cs', market: 'CZ', api: shop.url }, 'first'),
      widgetTag({ locale: 'ro', market: 'CZ', api: shop.url }, 'second'),
    ]);
    const first = page.locator('#first');
    const second = page.locator('#second');
    await first.getByRole('heading', { name: 'Výkup zařízení' }).waitFor();
    await second.getByRole('heading', { name: uiText('ro', 'Výkup zařízení') }).waitFor();

    await pickDevice(first, 'cs');
    assert.equal(await second.getByRole('combobox').count(), 0, 'the second widget has its own selection');
    const widgetChunkLoads = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/plain-chunks/partner-widget-')).length);
    assert.equal(widgetChunkLoads, 1, 'the widget code is loaded once for both');

    // Keep a handle on the element: once removed, its shadow root must be emptied (React unmounted).
    await page.evaluate(() => {
      const host = document.getElementById('first')!;
      (window as unknown as { removedHost: Element }).removedHost = host;
      host.remove();
    });
    await page.waitForFunction(() => (window as unknown as { removedHost: Element }).removedHost.shadowRoot?.childNodes.length === 0);
    assert.ok(await second.getByRole('heading', { name: uiText('ro', 'Výkup zařízení') }).isVisible(), 'the other widget keeps working');

    // The partner's own language menu switches the widgets through the shop's bus (docs/embedding.md).
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:locale', { detail: 'cs' })));
    await second.getByRole('heading', { name: 'Výkup zařízení' }).waitFor();

    // An element added later (a single-page partner site) is picked up.
    await page.evaluate((tag) => document.body.insertAdjacentHTML('beforeend', tag), widgetTag({ locale: 'cs', market: 'CZ', api: shop.url }, 'third'));
    await page.locator('#third').getByRole('heading', { name: 'Výkup zařízení' }).waitFor();
    assert.deepEqual(browser.errors, []);
    await page.close();
  });
  test('a widget added after the partner switched language starts in that language; a wrong data-market is said, not run', async () => {
    const page = await openPartnerPage('/late', [widgetTag({ locale: 'cs', market: 'CZ', api: shop.url }, 'early')]);
    await page.locator('#early').getByRole('heading', { name: 'Výkup zařízení' }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('shop:locale', { detail: 'ro' })));
    await page.locator('#early').getByRole('heading', { name: uiText('ro', 'Výkup zařízení') }).waitFor();

    // Its own data-locale says cs, but the page is in Romanian by now (#12).
    await page.evaluate((tag) => document.body.insertAdjacentHTML('beforeend', tag), widgetTag({ locale: 'cs', market: 'CZ', api: shop.url }, 'late'));
    await page.locator('#late').getByRole('heading', { name: uiText('ro', 'Výkup zařízení') }).waitFor();

    // A CZ shop asked for the RO market: the visitor reads why nothing is offered, the developer sees it in the console.
    await page.evaluate((tag) => document.body.insertAdjacentHTML('beforeend', tag), widgetTag({ locale: 'ro', market: 'RO', api: shop.url }, 'wrong-market'));
    const notice = page.locator('#wrong-market').getByTestId('buyout-market-mismatch');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /piața RO, dar magazinul deservește piața CZ/);
    assert.equal(await page.locator('#wrong-market').getByRole('radio').count(), 0, 'no selector with the wrong market');
    const isMismatch = (error: string) => error.includes('data-market="RO" but the shop');
    for (let waited = 0; waited < 50 && !browser.errors.some(isMismatch); waited += 1) await page.waitForTimeout(100);
    const mismatch = browser.errors.filter(isMismatch);
    assert.equal(mismatch.length, 1, browser.errors.join('\n'));
    browser.errors.splice(0, browser.errors.length, ...browser.errors.filter((error) => !mismatch.includes(error)));
    assert.deepEqual(browser.errors, []);
    await page.close();
  });
});
