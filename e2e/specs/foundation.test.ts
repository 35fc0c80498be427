import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startShop, staffLogin, type ShopServer } from '../support/shop-server';
import { startUnavailableHost } from '../support/unavailable-host';

describe('shop frame and remotes (CZ market)', () => {
  let shop: ShopServer;
  let browser: TestBrowser;
  before(async () => {
    shop = await startShop({ MARKET: 'CZ' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('the buyout page loads mf-buyout at run time and lists product types from the database', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/vykup/`);
    const types = page.getByRole('group', { name: 'Typ zařízení' });
    await types.getByRole('radio', { name: 'Chytré hodinky' }).waitFor();
    assert.equal(await types.getByRole('radio', { name: 'Mobilní telefony' }).getAttribute('value'), 'mobilni-telefony');
    assert.equal(await types.getByRole('radio', { name: 'Chytré hodinky' }).getAttribute('value'), 'prislusenstvi');
    const remoteRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(remoteRequests.some((name) => name.includes('/mf/mf-buyout/remoteEntry.js')), 'remote entry fetched at run time');
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('the home page carries no federation runtime; the first remote page loads it and the remote runs on the shell\'s React and bus (issue 14)', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { name: 'Elektronika, výkup a servis na jednom místě' }).waitFor();
    assert.equal(await page.evaluate(() => '__FEDERATION__' in window), false, 'no federation runtime on the first screen');

    await page.getByRole('link', { name: 'Výkup' }).first().click();
    await page.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio').first().waitFor();
    // What the shell's federation host offered: one React and React DOM, the shell's, as loaded.
    // No named helpers inside evaluate: tsx would wrap them in a `__name` call the page does not have.
    const [react, reactDom] = await page.evaluate(() =>
      ['react', 'react-dom/client'].map((name) =>
        Object.values(
          (
            window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>> }[] } }
          ).__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')?.shareScopeMap.default?.[name] ?? {},
        ).map((entry) => ({ from: entry.from, loaded: Boolean(entry.loaded) })),
      ),
    );
    assert.deepEqual(react, [{ from: 'shell', loaded: true }]);
    assert.deepEqual(reactDom, [{ from: 'shell', loaded: true }]);
    // Every @shop/shared module comes from the shell (its lazy chunks), so the remote's own grouped copies are never fetched.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    assert.ok(scripts.some((file) => file.startsWith('/federation-host.')), 'the runtime chunk is fetched for the remote');
    assert.deepEqual(scripts.filter((file) => file.startsWith('/mf/mf-buyout/shop-shared.')), []);
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('switching the language re-renders the shell and the loaded remote without a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/vykup/`);
    await page.getByRole('heading', { name: 'Výkup zařízení' }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: 'RO' }).click();
    await page.getByRole('heading', { name: 'Răscumpărare dispozitive' }).waitFor();
    await page.getByTestId('login-link').filter({ hasText: 'Autentificare' }).waitFor();
    await page.getByRole('group', { name: 'Tip dispozitiv' }).getByRole('radio', { name: 'Ceasuri inteligente' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no page reload');
    await page.getByRole('button', { name: 'CS' }).click();
    await page.getByRole('heading', { name: 'Výkup zařízení' }).waitFor();
    await page.close();
  });

  test('staff see the admin frame; anonymous users get the no-permission message', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/admin/`);
    await page.getByTestId('no-permission').getByText('Nemáte oprávnění k přístupu na tuto stránku.').waitFor();
    await page.goto(`${shop.url}/prihlaseni/`);
    await page.getByLabel('E-mail').fill(staffLogin.email);
    await page.getByLabel('Heslo').fill(staffLogin.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.getByTestId('admin-frame').waitFor();
    assert.ok(await page.getByTestId('admin-purge-cache').isVisible());
    await page.close();
  });
});

describe('a remote whose host is down', () => {
  let shop: ShopServer;
  let browser: TestBrowser;
  let downHost: Awaited<ReturnType<typeof startUnavailableHost>>;
  before(async () => {
    downHost = await startUnavailableHost();
    shop = await startShop({ MARKET: 'CZ', REMOTE_URL_MF_SERVICE: `${downHost.url}/mf/mf-service/mf-manifest.json` });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
    await downHost?.stop();
  });

  test('the service page shows its fallback while the frame and the buyout page keep working', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.url}/servis/`);
    await page.getByTestId('remote-fallback').waitFor({ timeout: 30_000 });
    assert.ok(downHost.hits() >= 1, 'the shell really asked the down host');
    assert.ok(await page.getByRole('navigation', { name: 'Hlavní navigace' }).isVisible());
    await page.getByRole('button', { name: 'RO' }).click();
    await page.getByTestId('login-link').filter({ hasText: 'Autentificare' }).waitFor();
    await page.getByRole('button', { name: 'CS' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Výkup zařízení' }).click();
    await page.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio', { name: 'Chytré hodinky' }).waitFor();
    await page.close();
  });
});
