import { purgeRequestOf, typedKeys } from './purge-draft';

test('keys may be typed one per line or separated by spaces, commas or semicolons; repeats count once', () => {
  expect(typedKeys(' product-1\nproduct-2, html;product-1  ')).toEqual(['product-1', 'product-2', 'html']);
  expect(typedKeys('  \n ')).toEqual([]);
});

test('each tab asks for its own purge', () => {
  const draft = { url: ' /produkt/x/ ', keysText: 'product-5 product-6', softPurge: true };
  expect(purgeRequestOf('default', draft)).toEqual({ mode: 'key', keys: ['html'], url: '', soft_purge: true });
  expect(purgeRequestOf('url', draft)).toEqual({ mode: 'url', keys: [], url: '/produkt/x/', soft_purge: true });
  expect(purgeRequestOf('key', draft)).toEqual({ mode: 'key', keys: ['product-5', 'product-6'], url: '', soft_purge: true });
  expect(purgeRequestOf('full', draft)).toEqual({ mode: 'full', keys: [], url: '', soft_purge: false });
});
