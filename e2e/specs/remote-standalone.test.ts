import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useShopAndBrowser } from '../support/shop-session';

// Remotes are built without their own federation runtime core (externalRuntime, docs/page-weight.md): in the shop the shell
// provides it, on a remote's standalone page its federation-runtime.js must, or main.js fails before rendering.
describe("a remote's standalone page without the shell", () => {
  const session = useShopAndBrowser('CZ');

  test('mf-cart standalone loads federation-runtime.js before main.js and renders the cart page', async () => {
    const { shop } = session;
    const page = await session.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop.url}/mf/mf-cart/index.html`);
    await page.getByText('Košík je prázdný.').waitFor({ timeout: 60_000 });
    assert.deepEqual(scripts.slice(0, 2), ['/mf/mf-cart/federation-runtime.js', '/mf/mf-cart/main.js']);
    assert.equal(await page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE?.ModuleFederation), 'function');
    assert.deepEqual(errors, []);
  });
});
