import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { customerLogin, startShop, type ShopServer } from '../support/shop-server';

/** What differs per market in what a customer sees and types. */
const markets = {
  CZ: {
    phones: 'Mobilní telefony',
    phonesPath: '/mobilni-telefony/',
    productPath: '/produkt/',
    searchPath: '/hledani/',
    favouritesPath: '/oblibene/',
    currency: /\d\sKč/,
    manufacturer: 'Výrobce',
    priceTo: 'Cena do',
    applyPrice: 'Použít cenu',
    ordering: 'Řazení',
    nextPage: 'Další strana',
    favourite: /^Oblíbené: /,
    favouritesHeading: 'Oblíbené produkty',
    lastVisited: 'Naposledy navštívené',
    filters: 'Filtry',
    attributes: 'Parametry',
    availability: 'Dostupnost',
    installment: /Na splátky od .*Kč měsíčně/,
    buyoutBonus: /Bonus až \d+ % za vaše staré zařízení/,
    buyoutPath: '/vykup/',
    searchBox: 'Hledat produkty',
    kindFacet: 'Druh zboží',
    colourAxis: 'Barva',
    phoneKind: /^Mobilní telefon \(\d+\)$/,
    mainMenu: 'Hlavní navigace',
    loginPath: '/prihlaseni/',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    acceptAll: 'Přijmout vše',
  },
  RO: {
    phones: 'Telefoane mobile',
    phonesPath: '/telefoane-mobile/',
    productPath: '/produs/',
    searchPath: '/cautare/',
    favouritesPath: '/favorite/',
    currency: /\d\sLei/,
    manufacturer: 'Producător',
    priceTo: 'Preț până la',
    applyPrice: 'Aplică prețul',
    ordering: 'Sortare',
    nextPage: 'Pagina următoare',
    favourite: /^Favorite: /,
    favouritesHeading: 'Produse favorite',
    lastVisited: 'Vizitate recent',
    filters: 'Filtre',
    attributes: 'Specificații',
    availability: 'Disponibilitate',
    installment: /În rate de la .*Lei pe lună/,
    buyoutBonus: /Bonus de până la \d+ % pentru dispozitivul vechi/,
    buyoutPath: '/rascumparare/',
    searchBox: 'Căutați produse',
    kindFacet: 'Tip de produs',
    colourAxis: 'Culoare',
    phoneKind: /^Telefon mobil \(\d+\)$/,
    mainMenu: 'Navigare principală',
    loginPath: '/autentificare/',
    password: 'Parolă',
    logIn: 'Autentificare',
    acceptAll: 'Acceptă tot',
  },
} as const;

type MarketTexts = (typeof markets)[keyof typeof markets];

/** "12 990 Kč" / "1.299 Lei" -> 12990 / 1299 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function tilePrices(page: Page): Promise<number[]> {
  return (await page.getByTestId('listing-tiles').getByTestId('price').allTextContents()).map(amount);
}

async function assertNoSeriousAxeViolations(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  assert.deepEqual(violations, [], `${what}: ${JSON.stringify(violations, null, 2)}`);
}

for (const market of ['CZ', 'RO'] as const) {
  const texts: MarketTexts = markets[market];

  describe(`catalogue pages in Chromium (${market} market)`, () => {
    let shop: ShopServer;
    let browser: TestBrowser;

    before(async () => {
      shop = await startShop({ MARKET: market });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await shop?.stop();
    });

    test('menu -> listing -> manufacturer and price -> cheapest first -> page 2 -> product -> Back restores the filtered listing', async () => {
      const page = await browser.newPage();
      const catalogueChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/catalogue-[a-z]+\.[0-9a-f]+\.js$/.test(request.url())) catalogueChunks.push(request.url());
      });
      await page.goto(`${shop.url}/`, { waitUntil: 'networkidle' });
      assert.equal(catalogueChunks.length, 0, `the home page downloads no catalogue page: ${catalogueChunks.join(', ')}`);

      const menu = page.getByRole('navigation', { name: texts.mainMenu });
      await menu.getByRole('button', { name: texts.phones, exact: true }).click();
      await menu.getByRole('link', { name: texts.phones, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: texts.phones }).waitFor();
      assert.equal(new URL(page.url()).pathname, texts.phonesPath);
      assert.ok(catalogueChunks.some((url) => url.includes('catalogue-listing')), 'the listing came as its own chunk');
      assert.equal(await page.title(), `${texts.phones} | Elektro Shop`);
      assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), `${shop.url}${texts.phonesPath}`);

      // The maker with the most products, so two pages remain after the price filter.
      const filters = page.getByRole('complementary', { name: texts.filters });
      const makers = filters.getByRole('group', { name: texts.manufacturer }).getByRole('checkbox');
      const labels = await filters.getByRole('group', { name: texts.manufacturer }).locator('label').allTextContents();
      const counts = labels.map((label) => Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0));
      const biggest = counts.indexOf(Math.max(...counts));
      await makers.nth(biggest).check();
      await page.waitForURL(/manufacturer=\d+/);

      const priceTo = filters.getByLabel(texts.priceTo);
      const highest = Number(await priceTo.getAttribute('placeholder'));
      const cap = Math.round(highest * 0.8);
      await priceTo.fill(String(cap));
      await filters.getByRole('button', { name: texts.applyPrice }).click();
      await page.waitForURL(new RegExp(`price_max=${cap}`));

      await page.getByRole('combobox', { name: texts.ordering }).selectOption('price');
      await page.waitForURL(/ordering=price/);
      await page.waitForFunction(() => !document.querySelector('[data-testid="listing-count"] [role="status"]'));
      const prices = await tilePrices(page);
      assert.ok(prices.length > 0);
      assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'cheapest first');
      assert.ok(prices.every((price) => price <= cap), `every price under ${cap}: ${prices}`);

      await page.getByRole('navigation', { name: /Stránkování|Paginare/ }).getByRole('link', { name: texts.nextPage }).click();
      await page.waitForURL(/page=2/);
      const filteredAddress = page.url();
      await page.waitForFunction(() => !document.querySelector('[data-testid="listing-count"] [role="status"]'));
      const secondPagePrices = await tilePrices(page);
      assert.ok(secondPagePrices[0]! >= prices.at(-1)!, 'page 2 continues where page 1 ended');

      const firstTile = page.getByTestId('listing-tiles').getByTestId('product-tile').first();
      const name = (await firstTile.getByRole('heading').textContent())!;
      await firstTile.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      assert.ok(new URL(page.url()).pathname.startsWith(texts.productPath), `product page address in the market's slugs: ${page.url()}`);
      const detail = page.getByTestId('product-detail');
      assert.match((await detail.getByTestId('price').textContent())!, texts.currency);
      await page.getByRole('table', { name: texts.attributes }).waitFor();
      await page.getByRole('heading', { name: texts.availability, level: 2 }).waitFor();
      assert.equal(await page.title(), `${name} | Elektro Shop`);
      await assertNoSeriousAxeViolations(page, 'product page');

      await page.goBack();
      await page.waitForURL(filteredAddress);
      await page.getByTestId('listing-tiles').waitFor();
      assert.equal(await makers.nth(biggest).isChecked(), true);
      assert.equal(await priceTo.inputValue(), String(cap));
      assert.equal(await page.getByRole('combobox', { name: texts.ordering }).inputValue(), 'price');
      assert.deepEqual(await tilePrices(page), secondPagePrices);
      await assertNoSeriousAxeViolations(page, 'listing');
      assert.deepEqual(browser.errors, []);
    });

    test('a product page: installments, buyout bonus linking to the buyout page with the type chosen, store availability', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      const tile = page.getByTestId('listing-tiles').getByTestId('product-tile').first();
      await tile.getByRole('link').first().click();
      const detail = page.getByTestId('product-detail');
      await detail.waitFor();
      assert.match((await page.getByTestId('installment').textContent())!, texts.installment);
      const bonus = page.getByTestId('buyout-bonus').getByRole('link');
      assert.match((await bonus.textContent())!, texts.buyoutBonus);
      assert.ok((await bonus.getAttribute('href'))!.startsWith(texts.buyoutPath));
      assert.ok((await page.getByTestId('store-availability').getByRole('listitem').count()) > 0);
      assert.deepEqual(browser.errors, []);
    });

    test('one tile per model: a swatch opens that colour, the picker changes colour in the page, Back returns', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      const tiles = page.getByTestId('listing-tiles').getByTestId('product-tile');
      await tiles.first().waitFor();
      const names = await tiles.getByRole('heading').allTextContents();
      const modelTile = tiles.filter({ has: page.getByTestId('tile-model-choices').getByRole('link') }).first();
      const swatches = modelTile.getByTestId('tile-model-choices').getByRole('link');
      assert.ok((await swatches.count()) >= 2, `a model tile with colours among: ${names.slice(0, 6).join(' | ')}`);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const colour = (await swatches.nth(1).getAttribute('aria-label'))!;
      await swatches.nth(1).click();
      await page.waitForURL(new RegExp(texts.productPath));
      const picker = page.getByRole('group', { name: texts.colourAxis });
      await picker.getByRole('link', { name: colour }).and(page.locator('[aria-current="true"]')).waitFor();
      const first = new URL(page.url()).pathname;
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await picker.getByRole('link').and(page.locator(':not([aria-current])')).first().click();
      await page.waitForURL((url) => url.pathname !== first);
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: heading! }).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'no full page load');
      await assertNoSeriousAxeViolations(page, 'product page with the variant picker');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === first);
      await page.getByRole('heading', { level: 1, name: heading! }).waitFor();
      assert.deepEqual(browser.errors, []);
    });

    test('header search: "iph" suggests iPhones while typing, "samsng" opens results with Samsungs', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}/`);
      const box = page.getByRole('combobox', { name: texts.searchBox });
      await box.fill('i');
      await page.getByTestId('search-hint').waitFor();
      await box.fill('iph');
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().waitFor();
      const suggestions = await options.allTextContents();
      assert.ok(suggestions.some((text) => /iPhone/i.test(text)), suggestions.join(' | '));

      await box.fill('samsng');
      await box.press('Enter');
      await page.waitForURL(new RegExp(`${texts.searchPath}\\?q=samsng`));
      const results = page.getByTestId('search-tiles').getByTestId('product-tile');
      await results.first().waitFor();
      const names = await page.getByTestId('search-tiles').getByRole('heading').allTextContents();
      assert.ok(names.slice(0, 5).every((text) => /Samsung/i.test(text)), names.slice(0, 5).join(' | '));
      await assertNoSeriousAxeViolations(page, 'search results');

      // The results filter like a category: the kind's count is what the page then finds.
      const phones = page.getByRole('group', { name: texts.kindFacet }).getByRole('checkbox', { name: texts.phoneKind });
      const phoneCount = Number(/\((\d+)\)/.exec((await phones.locator('xpath=..').textContent())!)![1]);
      await phones.check();
      await page.waitForURL(/[?&]kind=\d+/);
      await page.getByTestId('search-count').filter({ hasText: String(phoneCount) }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('kind='));
      assert.equal(await page.getByRole('group', { name: texts.kindFacet }).getByRole('checkbox', { name: texts.phoneKind }).isChecked(), false);
      assert.deepEqual(browser.errors, []);
    });

    test('favourites survive a reload and are listed on one page', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      const tile = page.getByTestId('listing-tiles').getByTestId('product-tile').nth(1);
      const name = (await tile.getByRole('heading').textContent())!;
      const toggle = tile.getByRole('button', { name: texts.favourite });
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');

      await page.reload();
      await page.getByTestId('listing-tiles').waitFor();
      // The server's HTML knows no visitor's favourites: the mark comes with the browser's list right after hydration.
      await page.getByTestId('listing-tiles').getByTestId('product-tile').nth(1).getByRole('button', { name: texts.favourite }).and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: 10_000 });

      await page.goto(`${shop.url}${texts.favouritesPath}`);
      await page.getByRole('heading', { level: 1, name: texts.favouritesHeading }).waitFor();
      const listed = page.getByTestId('favourites-tiles').getByRole('heading');
      await listed.first().waitFor();
      assert.deepEqual(await listed.allTextContents(), [name]);
      await assertNoSeriousAxeViolations(page, 'favourites');
      assert.deepEqual(browser.errors, []);
    });

    test('last visited keeps the 4 newest products; a product page shows the others of them, newest first', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      const links = page.getByTestId('listing-tiles').getByTestId('product-tile').getByRole('heading').getByRole('link');
      await links.first().waitFor();
      const visits = await links.evaluateAll((anchors) => anchors.slice(0, 5).map((anchor) => ({ href: anchor.getAttribute('href')!, name: anchor.textContent! })));
      for (const visit of visits) {
        await page.goto(`${shop.url}${visit.href}`);
        await page.getByRole('heading', { level: 1, name: visit.name }).waitFor();
      }
      const strip = page.getByTestId('last-visited');
      await strip.getByRole('heading', { name: texts.lastVisited }).waitFor();
      const shown = strip.getByTestId('product-tile').getByRole('heading', { level: 3 });
      // The list holds the 4 newest visits (2 to 5); the page of the 5th leaves itself out.
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="last-visited"] [data-testid="product-tile"]').length === 3);
      assert.deepEqual(await shown.allTextContents(), visits.slice(1, 4).reverse().map((visit) => visit.name));
      assert.deepEqual(browser.errors, []);
    });

    test('at 375 px the filters are in a drawer', async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${shop.url}${texts.phonesPath}`);
      await page.getByTestId('listing-tiles').waitFor();
      assert.equal(await page.getByRole('complementary', { name: texts.filters }).isVisible(), false);
      await page.getByRole('button', { name: texts.filters, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: texts.filters });
      await drawer.getByRole('group', { name: texts.manufacturer }).waitFor();
      await drawer.getByRole('group', { name: texts.manufacturer }).getByRole('checkbox').first().check();
      await page.waitForURL(/manufacturer=\d+/);
      await assertNoSeriousAxeViolations(page, 'filter drawer');
      assert.deepEqual(browser.errors, []);
    });

    // Last: it logs the browser in.
    test('analytics: tiles seen for a second send view with the product object; login sends login; every push says whether the user is registered; favourites join the account at login', async () => {
      const page = await browser.newPage();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      // Nothing is tracked before consent (e2e/specs/consent.test.ts); the visitor accepts, and the choice holds on the next page.
      await page.getByRole('button', { name: texts.acceptAll }).click();
      await page.goto(`${shop.url}${texts.phonesPath}`);
      const tile = page.getByTestId('listing-tiles').getByTestId('product-tile').first();
      const code = (await tile.getAttribute('data-code'))!;
      await tile.getByRole('button', { name: texts.favourite }).click();
      type Push = { event: string; user_type?: string; placement?: string; product?: Record<string, unknown> };
      const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer?: Push[] }).dataLayer ?? []);
      await page.waitForFunction((seen) => ((window as unknown as { dataLayer?: { event: string; product?: { code: string } }[] }).dataLayer ?? []).some((push) => push.event === 'view' && push.product?.code === seen), code);
      const view = (await dataLayer()).find((push) => push.event === 'view' && push.product?.code === code)!;
      assert.equal(view.user_type, 'unregistered');
      assert.equal(view.placement, 'listing');
      assert.deepEqual(Object.keys(view.product!).sort(), [
        'category_names', 'code', 'common_price', 'gifts', 'id', 'long_name', 'master_product', 'meta_attributes_description',
        'price', 'quality_name', 'root_category_names', 'short_name', 'special_offer_icons', 'special_offers_product_badge', 'type_device_name',
      ]);
      assert.equal((await dataLayer()).filter((push) => push.event === 'view' && push.product?.code === code).length, 1, 'once per page view');

      await page.getByRole('link', { name: texts.logIn }).first().click();
      await page.waitForURL(`${shop.url}${texts.loginPath}`);
      await page.getByLabel('E-mail').fill(customerLogin.email);
      await page.getByLabel(texts.password).fill(customerLogin.password);
      await page.getByRole('button', { name: texts.logIn }).click();
      await page.getByTestId('account').waitFor();
      const login = (await dataLayer()).find((push) => push.event === 'login');
      assert.equal(login?.user_type, 'registered');

      await page.goto(`${shop.url}${texts.favouritesPath}`);
      const listed = page.getByTestId('favourites-tiles').getByTestId('product-tile');
      await page.waitForFunction((seen) => Boolean(document.querySelector(`[data-testid="favourites-tiles"] [data-code="${seen}"]`)), code);
      assert.ok((await listed.count()) >= 1);
      assert.equal(await page.evaluate(() => window.localStorage.getItem(Object.keys(window.localStorage).find((key) => key.startsWith('shop:favourites:'))!)), '[]');
      assert.deepEqual(browser.errors, []);
    });
  });
}
