import { act, renderHook } from '@testing-library/react';
import { useGridQuery } from './use-grid-query';

type Query = { page?: number; page_size: number; ordering?: 'name' | '-name'; status?: string };

const start = (): Query => ({ page: 1, page_size: 25, ordering: 'name' });

test('a page change keeps the filters and the order', () => {
  const { result } = renderHook(() => useGridQuery<Query>(start));
  act(() => result.current.filter({ status: 'new' }));
  act(() => result.current.paging.onPage(3));
  expect(result.current.query).toEqual({ page: 3, page_size: 25, ordering: 'name', status: 'new' });
  expect(result.current.paging).toMatchObject({ page: 3, pageSize: 25, ordering: 'name' });
});

test('a new filter or sort order starts again at page 1', () => {
  const { result } = renderHook(() => useGridQuery<Query>(start));
  act(() => result.current.paging.onPage(4));
  act(() => result.current.filter({ status: 'paid' }));
  expect(result.current.query.page).toBe(1);
  act(() => result.current.paging.onPage(2));
  act(() => result.current.paging.onOrdering('-name'));
  expect(result.current.query).toEqual({ page: 1, page_size: 25, ordering: '-name', status: 'paid' });
});
