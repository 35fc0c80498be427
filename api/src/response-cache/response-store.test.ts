import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseStore, type StoredResponse } from './response-store';

const answer = (path: string, keys: string[], expiresAt = 1_000): Omit<StoredResponse, 'stale' | 'refreshing'> => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(`{"path":"${path}"}`),
  path,
  keys,
  expiresAt,
});

test('an answer is served until its max-age runs out', () => {
  let now = 0;
  const store = new ResponseStore(10, () => now);
  store.store('a', answer('/a/', ['menu'], 100));
  assert.ok('hit' in store.lookup('a'));
  now = 100;
  assert.ok('miss' in store.lookup('a'));
  assert.equal(store.size, 0);
});

test('the least recently used answer goes first when full', () => {
  const store = new ResponseStore(2, () => 0);
  store.store('a', answer('/a/', []));
  store.store('b', answer('/b/', []));
  store.lookup('a');
  store.store('c', answer('/c/', []));
  assert.ok('hit' in store.lookup('a'));
  assert.ok('miss' in store.lookup('b'));
  assert.ok('hit' in store.lookup('c'));
});

test('purge by surrogate key, by URL (any query-less path) and everything', () => {
  const store = new ResponseStore(10, () => 0);
  store.store('menu cs', answer('/api/menu/', ['menu', 'hamburger']));
  store.store('menu ro', answer('/api/menu/', ['menu', 'hamburger']));
  store.store('config', answer('/api/config/', ['config']));
  store.store('stores', answer('/api/stores/', ['stores']));
  assert.equal(store.purge({ target: { keys: ['hamburger'] }, soft: false }), 2);
  assert.ok('miss' in store.lookup('menu cs'));
  assert.ok('hit' in store.lookup('config'));
  assert.equal(store.purge({ target: { url: 'https://shop.example/api/config/' }, soft: false }), 1);
  assert.ok('miss' in store.lookup('config'));
  assert.equal(store.purge({ target: { all: true }, soft: false }), 1);
  assert.equal(store.size, 0);
});

test('a soft purge lets one request refresh while the others still get the stale answer', () => {
  const store = new ResponseStore(10, () => 0);
  store.store('k', answer('/k/', ['menu']));
  assert.equal(store.purge({ target: { keys: ['menu'] }, soft: true }), 1);
  assert.ok('miss' in store.lookup('k'), 'the first request after a soft purge refreshes');
  assert.ok('hit' in store.lookup('k'), 'others get the stale copy meanwhile');
  store.refreshFailed('k');
  assert.ok('miss' in store.lookup('k'), 'after a failed refresh the next request tries again');
  store.store('k', answer('/k/', ['menu']));
  const fresh = store.lookup('k');
  assert.ok('hit' in fresh && !fresh.hit.stale);
});

test('peek (the server render reading an answer) sees only fresh answers and leaves a soft-purged one to its refresh', () => {
  let now = 0;
  const store = new ResponseStore(10, () => now);
  store.store('k', answer('/k/', ['menu'], 100));
  assert.equal(store.peek('k')?.path, '/k/');
  store.purge({ target: { keys: ['menu'] }, soft: true });
  assert.equal(store.peek('k'), undefined);
  assert.ok('miss' in store.lookup('k'), 'the next request still refreshes the stale answer: peeking did not claim it');
  store.store('k', answer('/k/', ['menu'], 100));
  now = 100;
  assert.equal(store.peek('k'), undefined);
});
