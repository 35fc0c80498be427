import fc from 'fast-check';
import type * as v from 'valibot';

// Values a route accepts, derived from its valibot schema, so a route added to the contract is
// fuzzed the day it exists. Generation follows the schema's kind and its pipe's actions (regex,
// lengths, bounds, integer, e-mail); `check` and `transform` actions cannot be inverted, so a
// generated value is valid by shape and may still fail such a check (then the route answers 400,
// which the suite accepts). A kind not handled here fails loudly with its path, never silently.

type AnySchema = v.GenericSchema & { pipe?: readonly { kind: string; type: string; requirement?: unknown }[] };
type Action = { kind: string; type: string; requirement?: unknown };

/** PostgreSQL `integer`: the default range of generated numbers. */
const INTEGER_MAX = 2_147_483_647;
/** `v.lazy` schemas (a tree of field errors) are followed this deep. */
const MAX_DEPTH = 3;

function actionsOf(schema: AnySchema): Action[] {
  return (schema.pipe ?? []).slice(1).filter((item) => item.kind !== 'schema') as Action[];
}

function requirement(actions: Action[], type: string): number | undefined {
  const found = actions.find((action) => action.type === type);
  return typeof found?.requirement === 'number' ? found.requirement : undefined;
}

function stringArbitrary(actions: Action[]): fc.Arbitrary<string> {
  const regex = actions.find((action) => action.type === 'regex')?.requirement as RegExp | undefined;
  const exact = requirement(actions, 'length');
  const minLength = exact ?? Math.max(requirement(actions, 'min_length') ?? 0, actions.some((action) => action.type === 'non_empty') ? 1 : 0);
  const maxLength = exact ?? requirement(actions, 'max_length') ?? Math.max(minLength, 40);
  let text: fc.Arbitrary<string>;
  if (regex) text = fc.stringMatching(regex);
  // fast-check's addresses include RFC 5322 oddities that valibot's e-mail rule (and the shop's) refuse.
  else if (actions.some((action) => action.type === 'email')) text = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,6})?@[a-z0-9]{1,12}\.[a-z]{2,4}$/);
  else if (actions.some((action) => action.type === 'digits')) text = fc.stringMatching(/^\d{1,12}$/);
  else text = fc.string({ unit: 'grapheme', minLength, maxLength });
  if (regex) return text;
  return text.map((value) => (value.length > maxLength ? value.slice(0, maxLength) : value.padEnd(minLength, 'a')));
}

function numberArbitrary(actions: Action[]): fc.Arbitrary<number> {
  const min = requirement(actions, 'min_value') ?? -INTEGER_MAX;
  const max = requirement(actions, 'max_value') ?? INTEGER_MAX;
  if (actions.some((action) => action.type === 'integer')) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** The arrays' and records' sizes: small, values matter more than counts here. */
function sizeOf(actions: Action[]): { minLength: number; maxLength: number } {
  const minLength = requirement(actions, 'length') ?? requirement(actions, 'min_length') ?? 0;
  const maxLength = requirement(actions, 'length') ?? Math.min(requirement(actions, 'max_length') ?? 4, Math.max(minLength, 4));
  return { minLength, maxLength };
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

/**
 * A fast-check arbitrary of inputs the schema takes. `path` names the place in failure messages.
 * Supported: object (plain, loose, strict), optional, nullable, nullish, exact_optional, picklist,
 * enum, literal, union, variant, array, tuple, record, string, number, boolean, null, unknown,
 * any, custom (any JSON object: its rule is code), lazy, and pipes of these.
 */
export function arbitraryFor(schema: v.GenericSchema, path = '(root)', depth = 0): fc.Arbitrary<unknown> {
  // valibot schema nodes differ per kind (options, entries, wrapped, pipe...); read them as loose records.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const node = schema as AnySchema & Record<string, any>;
  const actions = actionsOf(node);
  switch (node.type) {
    case 'string':
      return stringArbitrary(actions);
    case 'number':
      return numberArbitrary(actions);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'enum':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'optional':
    case 'exact_optional':
    case 'nullish':
      return fc.option(arbitraryFor(node.wrapped, path, depth), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(arbitraryFor(node.wrapped, path, depth), { nil: null, freq: 3 });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as v.GenericSchema[]).map((option, index) => arbitraryFor(option, `${path}|${index}`, depth)));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(node.entries as Record<string, v.GenericSchema>);
      const shape = Object.fromEntries(entries.map(([key, entry]) => [key, arbitraryFor(entry, `${path}.${key}`, depth)]));
      return fc.record(shape).map(withoutUndefined);
    }
    case 'array':
      return fc.array(arbitraryFor(node.item, `${path}[]`, depth), sizeOf(actions));
    case 'tuple':
      return fc.tuple(...(node.items as v.GenericSchema[]).map((item, index) => arbitraryFor(item, `${path}[${index}]`, depth)));
    case 'record':
      return fc.dictionary(
        arbitraryFor(node.key, `${path}{key}`, depth).map(String),
        arbitraryFor(node.value, `${path}{}`, depth),
        { maxKeys: sizeOf(actions).maxLength },
      );
    case 'custom':
    case 'unknown':
    case 'any':
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    case 'lazy':
      return depth >= MAX_DEPTH ? fc.constant({}) : fc.constant(null).chain(() => arbitraryFor(node.getter(undefined), path, depth + 1));
    default:
      throw new Error(`Cannot generate values for the valibot schema kind "${String(node.type)}" at ${path}: add it to api/src/security/support/schema-arbitrary.ts`);
  }
}
