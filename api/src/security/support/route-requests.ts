import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RouteDef } from '@shop/shared/contract/route';
import { freshIp } from '../../test-support/public-request';
import { arbitraryFor } from './schema-arbitrary';
import { HOSTILE_BODIES, hostileValue, jsonText } from './hostile-values';
import type { Identity } from './identities';

/** A request's parts as a route's schemas describe them, before they become a URL and a body. */
export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Which field was broken, for failure messages; absent for a valid-shaped input. */
  broken?: string;
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function partArbitrary(schema: RouteDef['params'], name: string): fc.Arbitrary<Record<string, unknown>> {
  return schema ? (arbitraryFor(schema, name) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
}

/** Inputs of the shape the route's contract describes. */
export function validInput(route: RouteDef): fc.Arbitrary<RouteInput> {
  return fc.record({
    params: partArbitrary(route.params, `${route.name} params`),
    query: partArbitrary(route.query, `${route.name} query`),
    body: route.body ? arbitraryFor(route.body, `${route.name} body`) : fc.constant(undefined),
  });
}

type Part = 'params' | 'query' | 'body';

/** Every place of an input a field can be broken: each part's keys and the keys of objects in them. */
function fieldPaths(route: RouteDef, input: RouteInput): { part: Part; keys: string[] }[] {
  const parts: Part[] = ['params', 'query', ...(route.body ? (['body'] as const) : [])];
  return parts.flatMap((part) => {
    const value = input[part];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    const schemaKeys = Object.keys((route[part] as { entries?: object } | undefined)?.entries ?? {});
    const keys = [...new Set([...Object.keys(value), ...schemaKeys])];
    return keys.flatMap((key) => {
      const inner = (value as Record<string, unknown>)[key];
      const nestedKeys = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? Object.keys(inner).map((child) => [key, child]) : [];
      return [{ part, keys: [key] }, ...nestedKeys.map((keys) => ({ part, keys }))];
    });
  });
}

function replaced(value: unknown, keys: string[], replacement: unknown): unknown {
  const [key, ...rest] = keys;
  const copy = { ...(value as Record<string, unknown>) };
  copy[key!] = rest.length === 0 ? replacement : replaced(copy[key!], rest, replacement);
  return copy;
}

/** A valid-shaped input with one field broken in turn, or the whole body replaced. */
export function brokenInput(route: RouteDef): fc.Arbitrary<RouteInput> {
  const oneField = validInput(route).chain((input) => {
    const paths = fieldPaths(route, input);
    if (paths.length === 0) return fc.constant(input);
    return fc.tuple(fc.constantFrom(...paths), hostileValue).map(([{ part, keys }, value]) => ({
      ...input,
      [part]: replaced(input[part], keys, value),
      broken: `${part}.${keys.join('.')}`,
    }));
  });
  if (!route.body) return oneField;
  const wholeBody = fc.tuple(validInput(route), fc.constantFrom(...HOSTILE_BODIES)).map(([input, body]) => ({ ...input, body, broken: 'body' }));
  return fc.oneof({ weight: 5, arbitrary: oneField }, { weight: 1, arbitrary: wholeBody });
}

/** encodeURIComponent, except that lone surrogates go out as their (invalid) UTF-8-like bytes instead of throwing. */
function encodeComponent(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const pair = unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(text[index]!);
  }
  return encoded;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** The URL of a route for an input: params in the path (empty ones as `-`, so the route still matches), query as search params. */
export function urlFor(route: RouteDef, input: RouteInput): string {
  const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const text = asText(input.params[key]);
    return text === '' ? '-' : encodeComponent(text);
  });
  const search = Object.entries(input.query).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => `${encodeComponent(key)}=${encodeComponent(asText(item))}`),
  );
  return search.length > 0 ? `${path}?${search.join('&')}` : path;
}

export interface SendOptions {
  /** Extra headers, or an empty X-CSRFToken to leave it out. */
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** The request as the shop's fetch client sends it for this identity: its cookies, its CSRF header on unsafe methods, a fresh client address. */
export function sendAs(app: FastifyInstance, identity: Identity, route: RouteDef, input: RouteInput, options: SendOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': 'cs', ...(UNSAFE_METHODS.has(route.method) ? { 'x-csrftoken': identity.csrfToken } : {}), ...options.headers };
  if (headers['x-csrftoken'] === '') delete headers['x-csrftoken'];
  const body = input.body;
  return app.inject({
    method: route.method,
    url: urlFor(route, input),
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    cookies: options.cookies ?? identity.cookies,
    remoteAddress: freshIp(),
    ...(body === undefined ? {} : { payload: jsonText(body) }),
  });
}
