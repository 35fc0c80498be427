import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seriousAxeViolations } from '../support/axe';
import { useShopAndBrowser } from '../support/shop-session';

// Issue #11 AT-T2 (OT-C6): staff add a lease tab and a time-limited offer; the home page shows it in tabs, priced
// per month in the market's currency and linking to the product page; admin and home page axe clean (docs/leases.md).

const markets = {
  CZ: {
    leasesPath: '/admin/pronajmy/',
    menu: 'Pronájmy',
    tabCs: 'Název záložky česky',
    tabRo: 'Název záložky rumunsky',
    saveTab: 'Uložit záložku',
    tabSaved: 'Záložka byla uložena.',
    newOffer: (tab: string) => `Nová nabídka v záložce ${tab}`,
    code: 'Kód produktu',
    months: 'Počet měsíců',
    price: 'Měsíční cena (Kč)',
    from: 'Platí od',
    to: 'Platí do',
    saveOffer: 'Uložit nabídku',
    offerSaved: 'Nabídka byla uložena.',
    heading: 'Pronájem elektroniky na měsíce',
    perMonth: '1\u00a0299\u00a0Kč/měsíc',
    months12: 'Pronájem na 12 měsíců',
    tabShown: (cs: string) => cs,
  },
  RO: {
    leasesPath: '/admin/inchirieri/',
    menu: 'Închirieri',
    tabCs: 'Numele filei în cehă',
    tabRo: 'Numele filei în română',
    saveTab: 'Salvați fila',
    tabSaved: 'Fila a fost salvată.',
    newOffer: (tab: string) => `Ofertă nouă în fila ${tab}`,
    code: 'Codul produsului',
    months: 'Număr de luni',
    price: 'Preț lunar (Lei)',
    from: 'Valabil de la',
    to: 'Valabil până la',
    saveOffer: 'Salvați oferta',
    offerSaved: 'Oferta a fost salvată.',
    heading: 'Închiriere de electronice pe luni',
    perMonth: '1.299\u00a0Lei/lună',
    months12: 'Închiriere pe 12 luni',
    tabShown: (_cs: string, ro: string) => ro,
  },
} as const;

function startsWith(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** `YYYY-MM-DD`, `days` from today (a day's margin either side of the market's midnight). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`lease offers (${market})`, () => {
    const session = useShopAndBrowser(market);

    test('staff create a tab and an offer; the home page shows it in tabs with the monthly price and a product link; axe clean', async () => {
      const { shop } = session;
      const page = await session.staffPage();
      const search = await (await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone`)).json() as { results: { code: string; long_name: string; seo_name: string }[] };
      const product = search.results[0];
      assert.ok(product, 'the seed sells an iPhone');

      await page.goto(`${shop.url}${texts.leasesPath}`);
      await page.getByRole('link', { name: texts.menu }).waitFor();
      const tabCs = `Telefony ${Date.now() % 10000}`;
      const tabRo = `Telefoane ${Date.now() % 10000}`;
      await page.getByLabel(startsWith(texts.tabCs)).fill(tabCs);
      await page.getByLabel(startsWith(texts.tabRo)).fill(tabRo);
      await page.getByRole('button', { name: texts.saveTab }).click();
      await page.getByText(texts.tabSaved).waitFor();
      const shown = texts.tabShown(tabCs, tabRo);

      const form = page.getByRole('form', { name: texts.newOffer(shown) });
      await form.getByLabel(startsWith(texts.code)).fill(product.code);
      await form.getByLabel(startsWith(texts.months)).fill('12');
      await form.getByLabel(startsWith(texts.price)).fill('1299');
      // An end before the start is refused at its field, and the typed values stay.
      await form.getByLabel(startsWith(texts.from)).fill(day(1));
      await form.getByLabel(startsWith(texts.to)).fill(day(-1));
      await form.getByRole('button', { name: texts.saveOffer }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      assert.equal(await form.getByLabel(startsWith(texts.code)).inputValue(), product.code);
      await form.getByLabel(startsWith(texts.from)).fill(day(-1));
      await form.getByLabel(startsWith(texts.to)).fill(day(30));
      await form.getByRole('button', { name: texts.saveOffer }).click();
      await page.getByText(texts.offerSaved).waitFor();
      await page.getByRole('cell', { name: `${product.long_name} (${product.code})` }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the leases admin at 1280 px');

      await page.goto(`${shop.url}/`);
      const block = page.getByTestId('home-leases');
      await block.getByRole('heading', { name: texts.heading }).waitFor();
      const tab = block.getByRole('tab', { name: shown });
      assert.equal(await tab.getAttribute('aria-selected'), 'true');
      const panel = block.getByRole('tabpanel', { name: shown });
      await panel.getByText(texts.perMonth).waitFor();
      await panel.getByText(texts.months12).waitFor();
      assert.equal(await panel.getByRole('link', { name: product.long_name }).getAttribute('href'), `${market === 'CZ' ? '/produkt/' : '/produs/'}${product.seo_name}/`);
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the home page with offers at 1280 px');
      await page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the home page with offers at 375 px');
      await page.close();
    });
  });
}
