import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeAtBothWidths } from '../support/layout-checks';
import { useShopAndBrowser } from '../support/shop-session';
import { sellDevice } from '../support/sold-buyout';

// O-S17: staff find a sold buyout in the admin frame's buyout desk and move it on, in both markets.

const markets = {
  CZ: {
    menu: 'Výkupy',
    deskPath: '/admin/vykupy/',
    search: 'Hledat (číslo, zákazník, e-mail)',
    created: 'Přijato',
    toAwaitingPickup: 'Převést do stavu „Čeká na vyzvednutí“',
    awaitingPickup: 'Čeká na vyzvednutí',
    back: 'Zpět na výkupy',
  },
  RO: {
    menu: 'Răscumpărări',
    deskPath: '/admin/rascumparari/',
    search: 'Căutare (număr, client, e-mail)',
    created: 'Înregistrată',
    toAwaitingPickup: 'Treceți în starea „Așteaptă ridicarea”',
    awaitingPickup: 'Așteaptă ridicarea',
    back: 'Înapoi la răscumpărări',
  },
} as const;

for (const market of ['CZ', 'RO'] as const) {
  describe(`staff buyout desk (${market})`, () => {
    const texts = markets[market];
    const session = useShopAndBrowser(market);

    test('staff open the desk from the admin menu, find the buyout by e-mail and move it to awaiting pickup', async () => {
      const email = `desk-buyout-${market.toLowerCase()}-${Date.now()}@example.com`;
      const { shop } = session;
      const { id } = await sellDevice(shop.url, market, email);
      const page = await session.staffPage();
      await page.goto(`${shop.url}/admin/`);
      await page.getByRole('link', { name: texts.menu, exact: true }).click();
      await page.waitForURL((url) => url.pathname === texts.deskPath);

      await page.getByLabel(texts.search).fill(email);
      const open = page.getByRole('button', { name: String(id), exact: true });
      await open.waitFor();
      await axeAtBothWidths(page, 'the buyout grid');
      await open.click();

      await page.getByTestId('buyout-detail').waitFor();
      await page.getByTestId('buyout-status').filter({ hasText: texts.created }).waitFor();
      await axeAtBothWidths(page, 'the buyout detail');
      await page.getByRole('button', { name: texts.toAwaitingPickup }).click();
      await page.getByTestId('buyout-status').filter({ hasText: texts.awaitingPickup }).waitFor();
      // The move is on the timeline, and the button of a move no longer allowed is gone.
      await page.getByTestId('buyout-history').getByText(texts.awaitingPickup).waitFor();
      assert.equal(await page.getByRole('button', { name: texts.toAwaitingPickup }).count(), 0);

      await page.getByRole('button', { name: texts.back }).click();
      await page.getByRole('row').filter({ hasText: email }).filter({ hasText: texts.awaitingPickup }).waitFor();
      assert.deepEqual(session.errors(), []);
    });
  });
}
