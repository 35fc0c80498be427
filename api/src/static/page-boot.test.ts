import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageBoot } from '@shop/shared/contract/page-boot';
import { htmlWithBoot } from './page-boot';

const boot: PageBoot = {
  config: { market: 'CZ', default_locale: 'cs', currency: 'CZK' },
  remotes: {},
  me: { user: { id: 1, email: 'a</script><script>alert(1)</script>@example.com', first_name: '<!--', last_name: 'x', role: 'staff' }, csrf_token: 't' },
};

test('the boot data goes at the end of the head, as JSON no text in it can break out of', () => {
  const html = htmlWithBoot('<!doctype html><html><head><title>Shop</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>', boot);
  const element = /<script id="shop-boot" type="application\/json">(.*?)<\/script><\/head><body>/.exec(html);
  assert.ok(element, html);
  assert.ok(!element[1]!.includes('<'));
  assert.deepEqual(JSON.parse(element[1]!), boot);
  assert.ok(html.startsWith('<!doctype html><html><head><title>Shop</title><script defer src=/main.js></script><script id="shop-boot"'));
});
