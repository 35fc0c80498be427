import * as v from 'valibot';
import { defineRoute } from '../contract/route';
import { createApiClient } from '../http/api-client';
import { ApiError } from '../http/api-error';
import { fakeFetch } from '../http/fake-fetch';
import { fieldErrorsOf, formErrorOf } from './form-error';
import { createQueryClient } from './query-client';
import { browserKey, invalidateRoute, keepAcrossLanguage, mutationFor, queryFor, routeKey, userQueryFor } from './route-query';

const getItem = defineRoute({
  name: 'test.get-item',
  method: 'GET',
  path: '/api/new/test/items/:id/',
  auth: 'public',
  params: v.object({ id: v.number() }),
  response: v.object({ id: v.number(), name: v.string() }),
});

const saveItem = defineRoute({
  name: 'test.save-item',
  method: 'POST',
  path: '/api/new/test/items/',
  auth: 'public',
  body: v.object({ name: v.string() }),
  response: v.object({ id: v.number() }),
});

function shop() {
  const { calls, fetchImpl } = fakeFetch((url, init) => {
    if (url.endsWith('/auth/me/')) return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (init.method === 'POST') return { status: 201, body: { id: 9 }, headers: { Location: '/items/9/' } };
    return { status: 200, body: { id: Number(url.split('/').at(-2)), name: 'iPhone' } };
  });
  return { calls, api: createApiClient({ getLocale: () => 'cs', fetchImpl }) };
}

test('a query is keyed by route name and input, and by locale only when given', () => {
  const { api } = shop();
  expect(queryFor(api, getItem, { params: { id: 1 } }).queryKey).toEqual(['test.get-item', { params: { id: 1 } }]);
  expect(queryFor(api, getItem, { params: { id: 1 } }, 'ro').queryKey).toEqual(['test.get-item', { params: { id: 1 } }, 'ro']);
});

test('equal inputs share one cache entry and one request', async () => {
  const { api, calls } = shop();
  const client = createQueryClient();
  await client.fetchQuery(queryFor(api, getItem, { params: { id: 3 } }, 'cs'));
  const again = await client.fetchQuery({ ...queryFor(api, getItem, { params: { id: 3 } }, 'cs'), staleTime: Infinity });
  expect(again).toEqual({ id: 3, name: 'iPhone' });
  expect(calls.map((call) => call.url)).toEqual(['/api/new/test/items/3/']);
});

test('invalidating a route marks every input and language of it stale, and no other route', async () => {
  const { api } = shop();
  const client = createQueryClient();
  await client.fetchQuery(queryFor(api, getItem, { params: { id: 1 } }, 'cs'));
  await client.fetchQuery(queryFor(api, getItem, { params: { id: 2 } }, 'ro'));
  client.setQueryData(['test.other'], 'kept');
  await invalidateRoute(client, getItem);
  const states = client.getQueryCache().getAll().map((query) => [query.queryKey[0], query.state.isInvalidated]);
  expect(states).toEqual([
    ['test.get-item', true],
    ['test.get-item', true],
    ['test.other', false],
  ]);
});

test('a per-user answer is keyed by the user too, and invalidating its route still reaches it', async () => {
  const { api, calls } = shop();
  const client = createQueryClient();
  await client.fetchQuery(userQueryFor(api, getItem, { params: { id: 4 } }, null));
  await client.fetchQuery(userQueryFor(api, getItem, { params: { id: 4 } }, 7));
  expect(calls.filter((call) => call.url.endsWith('/items/4/'))).toHaveLength(2);
  expect(userQueryFor(api, getItem, { params: { id: 4 } }, 7).queryKey).toEqual(['test.get-item', { params: { id: 4 } }, { user: 7 }]);
  await invalidateRoute(client, getItem);
  expect(client.getQueryCache().getAll().every((query) => query.state.isInvalidated)).toBe(true);
});

test('a browser key never starts like a route name', () => {
  expect(browserKey('wallets', 'CZ')).toEqual(['browser.wallets', 'CZ']);
});

test('invalidating with refetchType none only marks stale; the option reaches React Query', async () => {
  const { api, calls } = shop();
  const client = createQueryClient();
  const item5 = () => calls.filter((call) => call.url.endsWith('/items/5/')).length;
  await client.fetchQuery(queryFor(api, getItem, { params: { id: 5 } }));
  await invalidateRoute(client, getItem, { refetchType: 'none' });
  expect(client.getQueryState(routeKey(getItem, { params: { id: 5 } }))?.isInvalidated).toBe(true);
  expect(item5()).toBe(1);
  await invalidateRoute(client, getItem, { refetchType: 'all' });
  expect(item5()).toBe(2);
});

test('a mutation posts the body with the CSRF token and answers with the Location', async () => {
  const { api, calls } = shop();
  const mutation = mutationFor(api, saveItem);
  expect(mutation.mutationKey).toEqual(['test.save-item']);
  const result = await mutation.mutationFn({ body: { name: 'Pixel' } });
  expect(result).toEqual({ data: { id: 9 }, status: 201, location: '/items/9/' });
  const post = calls.find((call) => call.init.method === 'POST');
  expect(post?.headers['X-CSRFToken']).toBe('token');
  expect(post?.init.body).toBe('{"name":"Pixel"}');
});

test('a 400 goes to the fields, a 409 is a conflict, anything else a failure with the server text if any', () => {
  const invalid = formErrorOf(new ApiError({ route: 'r', status: 400, fieldErrors: { e_mail: ['Neplatný e-mail.'] } }));
  expect(invalid).toEqual({ kind: 'invalid', fieldErrors: { e_mail: ['Neplatný e-mail.'] } });
  expect(fieldErrorsOf(invalid)).toEqual({ e_mail: ['Neplatný e-mail.'] });
  expect(formErrorOf(new ApiError({ route: 'r', status: 409, detail: 'Termín je obsazený.' }))).toEqual({ kind: 'conflict', message: 'Termín je obsazený.' });
  expect(formErrorOf(new ApiError({ route: 'r', status: 429, detail: 'Příliš mnoho pokusů.' }))).toEqual({ kind: 'failed', message: 'Příliš mnoho pokusů.' });
  expect(formErrorOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: null });
  expect(fieldErrorsOf(formErrorOf(new TypeError('Failed to fetch')))).toBeNull();
});

test('across a language switch the previous answer of the same call stays, of another call it does not', () => {
  const { api } = shop();
  const keep = keepAcrossLanguage(queryFor(api, getItem, { params: { id: 1 } }, 'ro').queryKey);
  expect(keep({ id: 1 }, { queryKey: queryFor(api, getItem, { params: { id: 1 } }, 'cs').queryKey })).toEqual({ id: 1 });
  expect(keep({ id: 2 }, { queryKey: queryFor(api, getItem, { params: { id: 2 } }, 'cs').queryKey })).toBeUndefined();
  expect(keep({ id: 1 }, undefined)).toBeUndefined();
});
