import fc from 'fast-check';

/** Nested this deep, a value tests the parsers and validators without tripping V8's own stack. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/**
 * Nested deeper than JSON.stringify or any recursive walk can go (issue 28: 6,000 arrays overflowed a digest):
 * built as JSON text when the request is sent (`jsonText`), since no value of this depth can be stringified.
 */
export class DeepNesting {
  constructor(readonly depth: number) {}
  text(): string {
    return '['.repeat(this.depth) + ']'.repeat(this.depth);
  }
}

const MARK = '\u0000deep-nesting\u0000';

/** The body as JSON, each DeepNesting written out as its text. */
export function jsonText(body: unknown): string {
  const deep: DeepNesting[] = [];
  const text =
    JSON.stringify(body, (_key, value: unknown) => {
      if (!(value instanceof DeepNesting)) return value;
      deep.push(value);
      return MARK;
    }) ?? 'null';
  let index = 0;
  return text.replaceAll(JSON.stringify(MARK), () => deep[index++]!.text());
}

/**
 * What an attacker puts into one field: the characters PostgreSQL refuses, numbers beyond its
 * `integer`, impossible dates that match date patterns, huge and nested values, wrong types,
 * and strings that mean something to SQL, HTML or JavaScript objects.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'ab\u0000cd',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '😀',
  '',
  '   ',
  'x'.repeat(100_000),
  '2026-99-99',
  '0000-01-01',
  '2026-02-30',
  '2026-99-99T10:00',
  '2026-01-01T24:61',
  '99999999999999999999',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  2_147_483_648,
  -2_147_483_649,
  1.5,
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  ['a', 1, null],
  { $gt: '' },
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  nested(500),
  new DeepNesting(6_000),
];

/** One hostile value, or a random string of any code units (lone surrogates included). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** What replaces a whole body: not an object, a huge one, one with prototype keys. */
export const HOSTILE_BODIES: readonly unknown[] = [[], 'text', 42, null, nested(2_000), new DeepNesting(10_000), { __proto__: { admin: true }, constructor: { prototype: {} } }, { data: 'x'.repeat(2_000_000) }];
