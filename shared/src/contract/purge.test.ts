import { isPurgeableUrl, PURGE_KEYS_MAX, PurgeBodySchema } from './purge';
import { accepted, refused } from '../validation/test-support';

describe('purge request', () => {
  it('defaults: no keys, no url, not soft', () => {
    expect(accepted(PurgeBodySchema, { mode: 'full' })).toEqual({ mode: 'full', keys: [], url: '', soft_purge: false });
    expect(accepted(PurgeBodySchema, { mode: 'key', keys: [' product-1 '], soft_purge: true })).toEqual({ mode: 'key', keys: ['product-1'], url: '', soft_purge: true });
  });

  it('checks only the field its mode uses', () => {
    expect(refused(PurgeBodySchema, { mode: 'key' })).toEqual({ keys: ['required'] });
    expect(refused(PurgeBodySchema, { mode: 'url', url: '  ' })).toEqual({ url: ['required'] });
    expect(refused(PurgeBodySchema, { mode: 'url', url: 'ftp://shop.example/' })).toEqual({ url: ['invalid_link'] });
    expect(accepted(PurgeBodySchema, { mode: 'full', url: 'not looked at' }).mode).toBe('full');
  });

  it('refuses keys a Surrogate-Key header could not carry, and too many of them', () => {
    expect(Object.keys(refused(PurgeBodySchema, { mode: 'key', keys: ['a b'] }))).toEqual(['keys.0']);
    expect(refused(PurgeBodySchema, { mode: 'key', keys: Array.from({ length: PURGE_KEYS_MAX + 1 }, (_, n) => `k${n}`) })).toEqual({ keys: ['max_length'] });
  });

  it('a purgeable URL is a path of the shop or an absolute http(s) URL', () => {
    expect([isPurgeableUrl('/produkt/x/'), isPurgeableUrl('https://shop.example/'), isPurgeableUrl('//evil.example/'), isPurgeableUrl('javascript:alert(1)')]).toEqual([true, true, false, false]);
  });
});
