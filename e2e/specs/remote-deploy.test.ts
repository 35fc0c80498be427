import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { changedBuild, deployRemote, remotesCli } from '../support/remote-deploy';
import { startShop, type ShopServer } from '../support/shop-server';

const HEADING = 'Servis zařízení';
const CHANGED = 'Servis zařízení – nová verze';
const INCOMPATIBLE = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0`;

/** The service page's heading after a fresh page load, and which remote entry the page fetched. */
async function servicePage(page: Page, url: string): Promise<{ heading: string; entries: string[] }> {
  await page.goto(`${url}/servis/`);
  const heading = page.getByTestId('service-flow').getByRole('heading', { level: 1 });
  await heading.waitFor();
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith('/remoteEntry.js') && name.includes('mf-service')),
  );
  return { heading: (await heading.textContent()) ?? '', entries };
}

describe('independent deploy of mf-service: deploy, switch, rollback while the shop runs', () => {
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

  test('a new version is seen after a switch at the next page load, and gone again after a rollback', async () => {
    const page = await browser.newPage();
    const first = await servicePage(page, shop.url);
    assert.equal(first.heading, HEADING);
    assert.deepEqual(first.entries, ['/mf/mf-service/remoteEntry.js']);

    const deployed = await deployRemote(shop, 'mf-service', await changedBuild('mf-service', { from: HEADING, to: CHANGED }), 'e2e-2');
    assert.equal(deployed.code, 0, deployed.output);
    assert.equal((await servicePage(page, shop.url)).heading, HEADING, 'deploying alone changes nothing');

    const switched = await remotesCli(shop, 'switch', 'mf-service', 'e2e-2');
    assert.equal(switched.code, 0, switched.output);
    const second = await servicePage(page, shop.url);
    assert.equal(second.heading, CHANGED);
    assert.deepEqual(second.entries, ['/deployed/mf-service/e2e-2/remoteEntry.js']);

    const listed = await remotesCli(shop, 'list');
    assert.match(listed.output, /mf-service: e2e-2 in force/);

    const rolledBack = await remotesCli(shop, 'rollback', 'mf-service');
    assert.equal(rolledBack.code, 0, rolledBack.output);
    const third = await servicePage(page, shop.url);
    assert.equal(third.heading, HEADING);
    assert.deepEqual(third.entries, ['/mf/mf-service/remoteEntry.js']);
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('a deployed version is immutable: the same version again is refused', async () => {
    const again = await deployRemote(shop, 'mf-service', await changedBuild('mf-service', null), 'e2e-2');
    assert.notEqual(again.code, 0);
    assert.match(again.output, /never change/);
  });

  test('a build against an incompatible contract is deployed but the switch is refused, and the page keeps working', async () => {
    const deployed = await deployRemote(shop, 'mf-service', await changedBuild('mf-service', { from: HEADING, to: CHANGED }, INCOMPATIBLE), 'e2e-incompatible');
    assert.equal(deployed.code, 0, deployed.output);
    const refused = await remotesCli(shop, 'switch', 'mf-service', 'e2e-incompatible');
    assert.equal(refused.code, 1);
    assert.match(refused.output, /409/);
    const page = await browser.newPage();
    assert.equal((await servicePage(page, shop.url)).heading, HEADING);
    await page.close();
  });

  test('the shell shows the fallback in the slot of a remote offered with an incompatible contract, and never fetches it', async () => {
    const page = await browser.newPage();
    // The registry refuses such a switch; this is the shell's own guard, for a remote left behind by a shell deploy.
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ json: { 'mf-service': { entry: '/deployed/mf-service/e2e-incompatible/mf-manifest.json', contract: INCOMPATIBLE } } }),
    );
    await page.goto(`${shop.url}/servis/`);
    await page.getByTestId('remote-fallback').waitFor();
    assert.ok(await page.getByTestId('login-link').first().isVisible(), 'the frame around the slot still works');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(!fetched.some((name) => name.includes('/mf-service/')), fetched.join('\n'));
    await page.close();
  });
});
