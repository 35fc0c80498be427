import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { allRoutes } from '@shop/shared/contract/routes';
import { arbitraryFor } from './schema-arbitrary';

const everyKind = v.object({
  name: v.pipe(v.string(), v.minLength(2), v.maxLength(5)),
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{3}$/)),
  email: v.pipe(v.string(), v.email()),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  ratio: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  kind: v.picklist(['a', 'b']),
  fixed: v.literal('x'),
  maybe: v.optional(v.boolean()),
  gone: v.nullable(v.string()),
  either: v.union([v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))]),
  tagged: v.variant('type', [v.object({ type: v.literal('one'), one: v.number() }), v.object({ type: v.literal('two') })]),
  list: v.pipe(v.array(v.picklist(['p', 'q'])), v.minLength(1), v.maxLength(3)),
  map: v.record(v.string(), v.number()),
});

test('generated values pass the schema they come from, for every kind the contract uses', () => {
  fc.assert(fc.property(arbitraryFor(everyKind), (value) => v.is(everyKind, value)), { numRuns: 300 });
});

test('every route of the contract can be generated', () => {
  for (const route of allRoutes) {
    for (const part of [route.params, route.query, route.body]) if (part) assert.equal(fc.sample(arbitraryFor(part, route.name), 5).length, 5);
  }
});

test('a schema kind the generator does not know fails loudly with its place', () => {
  assert.throws(() => arbitraryFor(v.object({ when: v.date() }), 'demo body'), /valibot schema kind "date" at demo body\.when/);
});
