import type { Market } from '../contract/common';
import { buyoutPagePath, matchBuyoutPage } from './buyout-path';
import { matchPage, pagePath, pagePaths } from './page-paths';

const markets: Market[] = ['CZ', 'RO'];

test('the buyout page’s own matching agrees with the shop’s page table', () => {
  for (const market of markets) {
    const addresses = [...Object.values(pagePaths[market]), `${pagePaths[market].buyout}apple/iphone%2015`, `${pagePaths[market].buyout}stav/7/abc/`, '/', '/x/'];
    for (const address of addresses) {
      const page = matchPage(market, address);
      expect([address, matchBuyoutPage(market, address)]).toEqual([address, page?.page === 'buyout' ? page.segments : null]);
    }
    expect(buyoutPagePath(market, ['apple', 'iphone 15'])).toBe(pagePath(market, 'buyout', ['apple', 'iphone 15']));
  }
});

test('no other page of the shop lies under the buyout page (its address would read as a selection)', () => {
  for (const market of markets) {
    const under = Object.entries(pagePaths[market]).filter(([page, path]) => page !== 'buyout' && path.startsWith(pagePaths[market].buyout));
    expect(under).toEqual([]);
  }
});
