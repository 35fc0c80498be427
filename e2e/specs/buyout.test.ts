// e2e: own shops, about 40 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import {
  answer,
  answerAsLikeNew,
  expectAnswer,
  fieldErrors,
  PHONES,
  pickDevice,
  priceAfterChange,
  priceValue,
  textbox,
} from '../support/buyout-widget';
import { messagesCs } from '@shop/api/src/i18n/messages-cs';
import { messagesRo } from '@shop/api/src/i18n/messages-ro';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startShop, type ShopServer } from '../support/shop-server';
import { uiText, type Locale } from '../support/ui-texts';

interface MarketCase {
  market: 'CZ' | 'RO';
  locale: Locale;
  buyoutPath: string;
  detailSegment: string;
  currency: RegExp;
  /** Valid seller data: examples from the validators' unit tests (python-stdnum, IBAN registry). */
  seller: Record<string, string>;
  /** Typed wrongly on purpose: a failing IMEI check digit and a failing birth number / CNP. */
  invalid: { imei: string; birthNumber: string; birthNumberError: string };
}

const markets: MarketCase[] = [
  {
    market: 'CZ',
    locale: 'cs',
    buyoutPath: '/vykup/',
    detailSegment: 'stav',
    currency: /^\d{1,3}(\s\d{3})*\sKč$/,
    seller: {
      'Rodné číslo': '710319/2745',
      'Číslo občanského průkazu nebo pasu': '123456789',
      'Doklad vydal': 'MěÚ Brno',
      'Ulice a číslo domu': 'Náměstí Svobody 1',
      Město: 'Brno',
      PSČ: '602 00',
      Telefon: '601 123 456',
      'Číslo účtu': '19-2000145399',
      'Kód banky': '0800',
    },
    invalid: { imei: '490154203237519', birthNumber: '7103192746', birthNumberError: 'validation.invalid_birth_number' },
  },
  {
    market: 'RO',
    locale: 'ro',
    buyoutPath: '/rascumparare/',
    detailSegment: 'stare',
    currency: /^\d{1,3}(\.\d{3})*\sLei$/,
    seller: {
      CNP: '1630615123457',
      'Číslo občanského průkazu nebo pasu': 'RX 123456',
      'Doklad vydal': 'SPCLEP Cluj-Napoca',
      'Ulice a číslo domu': 'Strada Memorandumului 1',
      Město: 'Cluj-Napoca',
      PSČ: '400114',
      'Župa nebo sektor': 'Cluj',
      Telefon: '0721 234 567',
      IBAN: 'RO49 AAAA 1B31 0075 9384 0000',
    },
    invalid: { imei: '490154203237519', birthNumber: '1630615123458', birthNumberError: 'validation.invalid_cnp' },
  },
];

for (const marketCase of markets) {
  const { market, locale, buyoutPath } = marketCase;
  const text = (message: string, values?: Record<string, string>) => uiText(locale, message, values);

  describe(`buyout in Chromium, ${market} market (${locale})`, () => {
    let shop: ShopServer;
    let mail: MailCatcher;
    let browser: TestBrowser;
    before(async () => {
      mail = await startMailCatcher();
      shop = await startShop({ MARKET: market, SMTP_URL: mail.smtpUrl });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await shop?.stop();
      await mail?.stop();
    });

    test('select, answer, watch the price, get the offer by e-mail, reopen it from the link, sell online, see the detail', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${buyoutPath}`);
      const device = await pickDevice(page, locale);

      // The three questions without a default must be answered before a price shows.
      await page.getByText(text('Odpovězte prosím na všechny otázky a uvidíte cenu.')).waitFor();
      await answerAsLikeNew(page, locale);
      const topPrice = await priceAfterChange(page);
      assert.match(topPrice, marketCase.currency);
      assert.equal(await page.getByTestId('buyout-quality').textContent(), 'A+');

      await answer(page, locale, 'display', 'scratches');
      const gradeBPrice = await priceAfterChange(page, topPrice);
      assert.equal(await page.getByTestId('buyout-quality').textContent(), 'B');
      assert.ok(priceValue(gradeBPrice) < priceValue(topPrice), `${gradeBPrice} < ${topPrice}`);

      // Battery answers correct the price without touching the grade.
      await answer(page, locale, 'battery', 'from-80');
      const offeredPrice = await priceAfterChange(page, gradeBPrice);
      assert.equal(await page.getByTestId('buyout-quality').textContent(), 'B');
      assert.ok(priceValue(offeredPrice) < priceValue(gradeBPrice));

      // Send to e-mail: a wrong address is refused next to the field and stays typed.
      await page.getByRole('button', { name: text('Poslat nabídku e-mailem') }).click();
      const emailBox = textbox(page, locale, 'E-mail');
      await emailBox.fill('not-an-address');
      await page.getByRole('button', { name: text('Odeslat nabídku') }).click();
      await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
      assert.deepEqual(await fieldErrors(emailBox), [text('validation.invalid_email')]);
      assert.equal(await emailBox.inputValue(), 'not-an-address');
      const customerEmail = `offer-${market.toLowerCase()}@example.com`;
      await emailBox.fill(customerEmail);
      await page.getByRole('button', { name: text('Odeslat nabídku') }).click();
      await page.getByText(text('Nabídku jsme odeslali na adresu {email}.', { email: customerEmail })).waitFor();

      const offer = await mail.waitFor((message) => message.to.includes(customerEmail));
      const plain = (value: string) => value.replace(/\s/g, ' ');
      assert.ok(plain(offer.text).includes(plain(offeredPrice)), `the mail names the price ${offeredPrice}:\n${offer.text}`);
      assert.match(offer.text, /\bB\b/, 'and the grade');
      const serverTexts = locale === 'cs' ? messagesCs : messagesRo;
      assert.ok(offer.subject.startsWith(serverTexts['buyout.offer_mail.subject'].split('{')[0]!), `a mail in the customer's language: ${offer.subject}`);
      assert.ok(offer.subject.includes('iPhone 13'), offer.subject);
      const link = offer.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(buyoutPath));
      assert.ok(link, `the mail carries a link to the buyout page:\n${offer.text}`);
      assert.ok(link.startsWith(shop.url), link);

      // The link reopens the same selection and answers, and so the same price.
      const reopened = await browser.newPage();
      await reopened.goto(link);
      await expectAnswer(reopened, locale, 'display', 'scratches');
      await expectAnswer(reopened, locale, 'battery', 'from-80');
      assert.equal(await reopened.getByTestId('buyout-price').textContent(), offeredPrice);
      assert.equal(await reopened.getByRole('radio', { name: device.colourLabel, exact: true }).isChecked(), true);
      assert.equal(await reopened.getByRole('combobox', { name: text('Model'), exact: true }).inputValue(), device.modelSlug);
      await reopened.close();

      await sellOnline(page, marketCase, offeredPrice);
      const confirmation = await mail.waitFor((message) => message.to.includes(`seller-${market.toLowerCase()}@example.com`));
      assert.ok(confirmation.subject.startsWith(serverTexts['buyout.sale_mail.subject'].split('{')[0]!), confirmation.subject);
      assert.deepEqual(browser.errors, []);
      await page.close();
    });

    test('a deep link restores selection and answers; Back and Forward walk the selection', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${buyoutPath}`);
      const device = await pickDevice(page, locale);
      await answerAsLikeNew(page, locale);
      await priceAfterChange(page);
      const colourPath = new URL(page.url()).pathname;
      assert.equal(colourPath, `${buyoutPath}${device.typeSlug}/${device.manufacturerSlug}/${device.modelSlug}/${device.colourSlug}/`);

      // Back: the model is still chosen, the colour not, so no price; Forward brings both back.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `${buyoutPath}${device.typeSlug}/${device.manufacturerSlug}/${device.modelSlug}/`);
      await page.getByTestId('buyout-price').waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('combobox', { name: text('Model'), exact: true }).inputValue(), device.modelSlug);
      assert.equal(await page.getByRole('radio', { name: device.colourLabel, exact: true }).isChecked(), false);
      await page.goForward();
      await page.waitForURL((url) => url.pathname === colourPath);
      await page.getByTestId('buyout-price').waitFor();
      assert.equal(await page.getByRole('radio', { name: device.colourLabel, exact: true }).isChecked(), true);

      // A deep link opened in a new tab: the cascade and the answers in the address come back.
      const deep = await browser.newPage();
      const answers = new URL(page.url()).searchParams.get('answers');
      await deep.goto(`${shop.url}${colourPath}${answers ? `?answers=${answers}` : ''}`);
      await deep.getByTestId('buyout-price').waitFor();
      assert.equal(await deep.getByRole('radio', { name: PHONES[locale], exact: true }).isChecked(), true);
      assert.equal(await deep.getByRole('radio', { name: device.colourLabel, exact: true }).isChecked(), true);
      assert.equal(await deep.getByRole('combobox', { name: text('Model'), exact: true }).inputValue(), device.modelSlug);
      assert.deepEqual(browser.errors, []);
      await deep.close();
      await page.close();
    });
  });
}

/** The sell-online form: wrong data first (errors next to the fields, values kept), then right data, then the detail page. */
async function sellOnline(page: Page, { locale, market, buyoutPath, detailSegment, seller, invalid }: MarketCase, offeredPrice: string) {
  const text = (message: string, values?: Record<string, string>) => uiText(locale, message, values);
  await page.getByRole('button', { name: text('Prodat online') }).click();
  const field = (label: string) => textbox(page, locale, label);
  const birthNumberLabel = market === 'RO' ? 'CNP' : 'Rodné číslo';

  await field('IMEI').fill(invalid.imei);
  await field(birthNumberLabel).fill(invalid.birthNumber);
  await field('Příjmení').fill('Novák');
  const submit = page.getByRole('button', { name: text('Prodat za {price}', { price: offeredPrice }) });
  await submit.click();
  await page.getByText(text('Formulář obsahuje chyby. Opravte prosím označená pole.')).waitFor();
  assert.deepEqual(await fieldErrors(field('IMEI')), [text('validation.invalid_imei')]);
  assert.deepEqual(await fieldErrors(field(birthNumberLabel)), [text(invalid.birthNumberError)]);
  assert.deepEqual(await fieldErrors(field('Jméno')), [text('validation.required')]);
  assert.deepEqual(await fieldErrors(field('Příjmení')), [], 'a right value gets no message');
  // Nothing typed is lost.
  assert.equal(await field('IMEI').inputValue(), invalid.imei);
  assert.equal(await field(birthNumberLabel).inputValue(), invalid.birthNumber);
  assert.equal(await field('Příjmení').inputValue(), 'Novák');

  await field('IMEI').fill('35-209900-176148-1');
  await field('Jméno').fill(market === 'RO' ? 'Ion' : 'Jan');
  await page.getByRole('combobox', { name: text('Pohlaví'), exact: true }).selectOption({ label: text('Muž') });
  await field('Místo narození').fill(market === 'RO' ? 'Cluj-Napoca' : 'Brno');
  await field('E-mail').fill(`seller-${market.toLowerCase()}@example.com`);
  await field('Platnost dokladu do').fill('01.02.2031');
  for (const [label, value] of Object.entries(seller)) {
    // The Romanian county is a select of the counties and Bucharest sectors; every other field is typed.
    if (label === 'Župa nebo sektor') await page.getByRole('combobox', { name: text(label), exact: true }).selectOption({ label: value });
    else await field(label).fill(value);
  }
  await submit.click();

  await page.waitForURL((url) => url.pathname.startsWith(`${buyoutPath}${detailSegment}/`), { timeout: 20_000 });
  await page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(text('Výkup č. {buyoutId}', { buyoutId: 'XXX' })).replace('XXX', '\\d+')}$`) }).waitFor();
  assert.equal(await page.getByTestId('buyout-price').textContent(), offeredPrice);
  assert.equal(await page.getByTestId('buyout-quality').textContent(), 'B');
  await page.getByRole('heading', { name: text('Průběh výkupu') }).waitFor();
  assert.ok((await page.locator('ol li[aria-current="step"]').count()) === 1, 'the timeline marks where the buyout stands');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

