import { ApiError } from '../http/api-error';
import { createQueryClient, QUERY_GC_TIME_MS, queryRetryDelay, shouldRetryQuery } from './query-client';

test('the retry delay starts at 1 s, doubles per attempt and stops at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

test('failures are retried up to 3 times, but never a 4xx or a broken contract', () => {
  const network = new TypeError('Failed to fetch');
  expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, network))).toEqual([true, true, true, false]);
  expect(shouldRetryQuery(0, new ApiError({ route: 'r', status: 503 }))).toBe(true);
  expect(shouldRetryQuery(0, new ApiError({ route: 'r', status: 404 }))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError({ route: 'r', status: 429 }))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError({ route: 'r', status: 0 }))).toBe(false);
});

test('the client carries the spec defaults', () => {
  const queries = createQueryClient().getDefaultOptions().queries;
  expect(queries).toMatchObject({ refetchOnWindowFocus: false, gcTime: 5 * 60 * 1000, retry: shouldRetryQuery, retryDelay: queryRetryDelay });
  expect(QUERY_GC_TIME_MS).toBe(300_000);
});

test('a failing query is tried 4 times in all, waiting 1 s, 2 s and 4 s', async () => {
  jest.useFakeTimers();
  try {
    const client = createQueryClient();
    const attempts: number[] = [];
    const started = Date.now();
    const result = client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => {
        attempts.push(Date.now() - started);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const settled = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await settled).toBeInstanceOf(TypeError);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
  } finally {
    jest.useRealTimers();
  }
});
