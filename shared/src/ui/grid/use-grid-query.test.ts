import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { pagedQuerySchema } from '../../contract/paged';
import { defineRoute } from '../../contract/route';
import { GRID_TYPING_PAUSE_MS, useGridQuery } from './use-grid-query';

const list = defineRoute({
  name: 'test.list',
  method: 'GET',
  path: '/api/test/',
  auth: 'staff',
  query: pagedQuerySchema(['name', '-name'], { status: v.optional(v.picklist(['new', 'paid'])), search: v.optional(v.string()) }),
  response: v.unknown(),
});
const defaults = { page: 1, page_size: 25, ordering: 'name' } as const;
const useOrders = () => useGridQuery(list, { name: 'orders', defaults });
const address = () => decodeURIComponent(window.location.pathname + window.location.search);

beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));
afterEach(() => jest.useRealTimers());

test('a page change keeps the filters and the order; a new filter or sort order starts again at page 1', () => {
  const { result } = renderHook(useOrders);
  act(() => result.current.filter({ status: 'new' }));
  act(() => result.current.paging.onPage(3));
  expect(result.current.query).toEqual({ page: 3, page_size: 25, ordering: 'name', status: 'new' });
  expect(result.current.paging).toMatchObject({ page: 3, pageSize: 25, ordering: 'name' });
  act(() => result.current.paging.onOrdering('-name'));
  expect(result.current.query).toEqual({ page: 1, page_size: 25, ordering: '-name', status: 'new' });
  expect(address()).toBe('/admin/objednavky/?orders.ordering=-name&orders.status=new');
});

test('reload: a grid mounted again on the same address shows the same page, filters and order', () => {
  const first = renderHook(useOrders);
  act(() => first.result.current.filter({ status: 'paid' }));
  act(() => first.result.current.paging.onPage(2));
  first.unmount();
  const again = renderHook(useOrders);
  expect(again.result.current.query).toEqual({ page: '2', page_size: 25, ordering: 'name', status: 'paid' });
  expect(again.result.current.paging.page).toBe(2);
});

test('a shared link with values the contract refuses shows the defaults for those', () => {
  window.history.replaceState(null, '', '/admin/objednavky/?orders.page=0&orders.ordering=price&orders.status=lost&orders.search=E42');
  const { result } = renderHook(useOrders);
  expect(result.current.query).toEqual({ ...defaults, search: 'E42' });
});

test('Back restores the previous filter, and Forward the next one', async () => {
  const { result } = renderHook(useOrders);
  act(() => result.current.filter({ status: 'new' }));
  act(() => result.current.paging.onPage(2));
  act(() => result.current.filter({ status: 'paid' }));
  act(() => window.history.back());
  await waitFor(() => expect(result.current.query).toEqual({ ...defaults, page: '2', status: 'new' }));
  act(() => window.history.back());
  await waitFor(() => expect(result.current.query.page).toBe(1));
  expect(result.current.query.status).toBe('new');
  act(() => window.history.forward());
  await waitFor(() => expect(result.current.query.page).toBe('2'));
});

test('two grids on one page keep their own keys; Back undoes only the grid that changed', async () => {
  const orders = renderHook(useOrders);
  const deliveries = renderHook(() => useGridQuery(list, { name: 'deliveries', defaults }));
  act(() => orders.result.current.filter({ status: 'new' }));
  act(() => deliveries.result.current.filter({ status: 'paid' }));
  expect(address()).toBe('/admin/objednavky/?orders.status=new&deliveries.status=paid');
  act(() => window.history.back());
  await waitFor(() => expect(deliveries.result.current.query.status).toBeUndefined());
  expect(orders.result.current.query.status).toBe('new');
});

test('typing shows at once, asks the server after a pause, and a burst of typing is one history entry', async () => {
  jest.useFakeTimers();
  const { result } = renderHook(useOrders);
  act(() => result.current.filter({ status: 'new' }));
  act(() => result.current.type({ search: 'no' }));
  act(() => result.current.type({ search: 'nov' }));
  expect(result.current.values.search).toBe('nov');
  expect(result.current.query.search).toBeUndefined();
  act(() => jest.advanceTimersByTime(GRID_TYPING_PAUSE_MS));
  expect(result.current.query.search).toBe('nov');
  expect(address()).toBe('/admin/objednavky/?orders.status=new&orders.search=nov');
  act(() => result.current.type({ search: 'novak' }));
  act(() => jest.advanceTimersByTime(GRID_TYPING_PAUSE_MS));
  expect(address()).toBe('/admin/objednavky/?orders.status=new&orders.search=novak');
  jest.useRealTimers();
  act(() => window.history.back());
  await waitFor(() => expect(result.current.query.search).toBeUndefined());
  expect(address()).toBe('/admin/objednavky/?orders.status=new');
});

test('a link to the same page with another query (the menu entry) resets the grid to what it asks', () => {
  const { result } = renderHook(useOrders);
  act(() => result.current.filter({ status: 'paid' }));
  act(() => {
    window.history.pushState(null, '', '/admin/objednavky/');
    window.dispatchEvent(new Event('shop:navigate'));
  });
  expect(result.current.query).toEqual(defaults);
});
