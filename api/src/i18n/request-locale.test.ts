import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requestLocale } from './request-locale';

test('picks cs or ro from Accept-Language by quality', () => {
  assert.equal(requestLocale('ro', 'cs'), 'ro');
  assert.equal(requestLocale('ro-RO,ro;q=0.9,en;q=0.8', 'cs'), 'ro');
  assert.equal(requestLocale('en-US,cs;q=0.5,ro;q=0.7', 'cs'), 'ro');
  assert.equal(requestLocale('CS-cz', 'ro'), 'cs');
});

test("falls back to the market's language", () => {
  assert.equal(requestLocale(undefined, 'ro'), 'ro');
  assert.equal(requestLocale('en-GB,de;q=0.8', 'cs'), 'cs');
  assert.equal(requestLocale('ro;q=0', 'cs'), 'cs');
});
