import * as v from 'valibot';
import { authLogin } from '../contract/auth';
import type { Locale } from '../contract/common';
import { defineRoute } from '../contract/route';
import { createApiClient } from './api-client';
import { ApiError, fieldErrorsAt, firstErrorMessage } from './api-error';
import { fakeFetch } from './fake-fetch';

const me = (token: string) => ({ status: 200, body: { user: null, csrf_token: token } });

const getItem = defineRoute({
  name: 'test.get-item',
  method: 'GET',
  path: '/api/new/test/items/:id/',
  auth: 'public',
  params: v.object({ id: v.number() }),
  query: v.object({ term: v.optional(v.string()), page: v.optional(v.number()), tags: v.optional(v.array(v.string())) }),
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

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

test('a GET fills the path, skips undefined query values and sends the language of the moment', async () => {
  const { calls, fetchImpl } = fakeFetch(() => ({ status: 200, body: { id: 7, name: 'iPhone' } }));
  let locale: Locale = 'cs';
  const client = createApiClient({ baseUrl: 'https://shop.example/', getLocale: () => locale, fetchImpl });

  const item = await client.call(getItem, { params: { id: 7 }, query: { term: 'a b', page: undefined, tags: ['x', 'y'] } });
  locale = 'ro';
  await client.call(getItem, { params: { id: 8 } });

  expect(item).toEqual({ id: 7, name: 'iPhone' });
  expect(calls.map((call) => call.url)).toEqual([
    'https://shop.example/api/new/test/items/7/?term=a+b&tags=x&tags=y',
    'https://shop.example/api/new/test/items/8/',
  ]);
  expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  expect(calls[0]?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'cs' });
  expect(calls[1]?.headers['Accept-Language']).toBe('ro');
});

test('on the same origin an unsafe call echoes the csrftoken cookie and sends JSON', async () => {
  document.cookie = 'csrftoken=from-cookie';
  const { calls, fetchImpl } = fakeFetch(() => ({ status: 201, body: { id: 1 } }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  await expect(client.call(saveItem, { body: { name: 'Kabel' } })).resolves.toEqual({ id: 1 });

  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe('/api/new/test/items/');
  expect(calls[0]?.init.body).toBe('{"name":"Kabel"}');
  expect(calls[0]?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRFToken': 'from-cookie' });
});

test('across origins the cookie is not ours: the token comes from auth.me, fetched once', async () => {
  document.cookie = 'csrftoken=partner-site-token';
  const { calls, fetchImpl } = fakeFetch((url) => (url.endsWith('/auth/me/') ? me('from-me') : { status: 201, body: { id: 2 } }));
  const client = createApiClient({ baseUrl: 'https://shop.example', getLocale: () => 'ro', fetchImpl });

  await Promise.all([client.call(saveItem, { body: { name: 'a' } }), client.call(saveItem, { body: { name: 'b' } })]);

  expect(calls.map((call) => call.url)).toEqual([
    'https://shop.example/api/new/auth/me/',
    'https://shop.example/api/new/test/items/',
    'https://shop.example/api/new/test/items/',
  ]);
  expect(calls.slice(1).map((call) => call.headers['X-CSRFToken'])).toEqual(['from-me', 'from-me']);
});

test('without a cookie on the same origin the token comes from auth.me', async () => {
  const { calls, fetchImpl } = fakeFetch((url) => (url.endsWith('/auth/me/') ? me('fresh') : { status: 201, body: { id: 3 } }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  await client.call(saveItem, { body: { name: 'c' } });

  expect(calls[0]?.url).toBe('/api/new/auth/me/');
  expect(calls[1]?.headers['X-CSRFToken']).toBe('fresh');
});

test('a 403 drops the cached token and a login hands out the new one', async () => {
  let meToken = 'old';
  let nextStatus = 403;
  const { calls, fetchImpl } = fakeFetch((url) => {
    if (url.endsWith('/auth/me/')) return me(meToken);
    if (url.endsWith('/auth/login/')) return me('after-login');
    return nextStatus === 403 ? { status: 403, body: { detail: 'CSRF' } } : { status: 201, body: { id: 4 } };
  });
  const client = createApiClient({ baseUrl: 'https://shop.example', getLocale: () => 'cs', fetchImpl });

  await expect(client.call(saveItem, { body: { name: 'd' } })).rejects.toMatchObject({ status: 403, detail: 'CSRF' });
  meToken = 'renewed';
  nextStatus = 201;
  await client.call(saveItem, { body: { name: 'd' } });
  await client.call(authLogin, { body: { email: 'a@example.com', password: 'x' } });
  await client.call(saveItem, { body: { name: 'e' } });

  const saves = calls.filter((call) => call.url.endsWith('/test/items/'));
  expect(saves.map((call) => call.headers['X-CSRFToken'])).toEqual(['old', 'renewed', 'after-login']);
  expect(calls.filter((call) => call.url.endsWith('/auth/me/'))).toHaveLength(2);
});

test('a 400 becomes field errors with nested groups', async () => {
  document.cookie = 'csrftoken=t';
  const body = {
    customer_data: { first_name: ['Toto pole je povinné.'], postcode: ['Zadejte platné PSČ.'] },
    e_mail: ['Neplatná e-mailová adresa.'],
  };
  const { fetchImpl } = fakeFetch(() => ({ status: 400, body }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  const error: unknown = await client.call(saveItem, { body: { name: '' } }).catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, fieldErrors: body, detail: null, route: 'test.save-item' });
  const { fieldErrors } = error as ApiError;
  expect(fieldErrorsAt(fieldErrors, ['customer_data', 'postcode'])).toEqual(['Zadejte platné PSČ.']);
  expect(fieldErrorsAt(fieldErrors, ['customer_data'])).toEqual([]);
  expect(fieldErrorsAt(fieldErrors, ['pickup_address', 'city'])).toEqual([]);
  expect(firstErrorMessage(error)).toBe('Toto pole je povinné.');
});

test('other errors carry the server detail', async () => {
  const { fetchImpl } = fakeFetch(() => ({ status: 404, body: { detail: 'Nenalezeno.' } }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  await expect(client.call(getItem, { params: { id: 1 } })).rejects.toMatchObject({ status: 404, detail: 'Nenalezeno.', fieldErrors: null });
});

test('a 2xx body that breaks the contract is an ApiError with status 0 naming the route', async () => {
  const { fetchImpl } = fakeFetch(() => ({ status: 200, body: { id: 'seven' } }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  const error = (await client.call(getItem, { params: { id: 7 } }).catch((caught: unknown) => caught)) as ApiError;

  expect(error.status).toBe(0);
  expect(error.detail).toMatch(/^Response of test\.get-item does not match its contract: /);
  expect(error.detail).toContain('id');
  expect(firstErrorMessage(error)).toBeNull();
});

test('a 2xx body that is not JSON is an ApiError with status 0', async () => {
  const { fetchImpl } = fakeFetch(() => ({ status: 200, raw: '<html>' }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  await expect(client.call(getItem, { params: { id: 7 } })).rejects.toMatchObject({ status: 0, detail: 'Response of test.get-item (HTTP 200) is not JSON' });
});

test('callWithMeta gives the status and the Location header', async () => {
  document.cookie = 'csrftoken=t';
  const { fetchImpl } = fakeFetch(() => ({ status: 201, body: { id: 9 }, headers: { Location: '/vykup/dekujeme/9/' } }));
  const client = createApiClient({ getLocale: () => 'cs', fetchImpl });

  await expect(client.callWithMeta(saveItem, { body: { name: 'f' } })).resolves.toEqual({
    data: { id: 9 },
    status: 201,
    location: '/vykup/dekujeme/9/',
  });
});

// Checked by `tsc`, never run: the route decides which input parts are required.
export function typeChecks(client: ReturnType<typeof createApiClient>) {
  // @ts-expect-error the path needs its id
  void client.call(getItem);
  // @ts-expect-error the body must match the route's schema
  void client.call(saveItem, { body: { title: 'x' } });
  const name: Promise<string> = client.call(getItem, { params: { id: 1 } }).then((item) => item.name);
  return name;
}
