import { act, fireEvent, screen } from '@testing-library/react';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { createQueryClient } from '@shop/shared/query/query-client';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { fakeServiceServer } from '../test-support/fake-service-server';
import { ServiceFlow } from './ServiceFlow';

/** The flow on the shop's own query client, where `failing` answers 503 once, then as usual. */
function renderFailingOnce(failing: string) {
  window.history.replaceState(null, '', '/servis/');
  let failed = false;
  const server = fakeServiceServer((path): FakeAnswer | undefined => {
    if (failed || !path.startsWith(failing)) return undefined;
    failed = true;
    return { status: 503, body: { detail: 'busy' } };
  });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(<ServiceFlow />, { locale: 'cs', market: 'CZ', catalogs, queryClient: createQueryClient(), apiClient });
  return { requested: () => server.calls.filter((call) => new URL(call.url, 'http://shop.test').pathname.startsWith(failing)) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a manufacturer list that fails once is asked again after 1 s and shown, no click needed', async () => {
  const { requested } = renderFailingOnce('/api/new/service/product-selector/manufacturer-choices/');
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(await screen.findByRole('radio', { name: 'Apple' })).toBeInTheDocument();
  expect(requested()).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull();
});

test('operations that fail once are asked again and shown', async () => {
  const { requested } = renderFailingOnce('/api/new/service/service-operations/');
  fireEvent.click(await screen.findByRole('radio', { name: 'Mobilní telefony' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Model' }), { target: { value: 'iphone-15' } });
  fireEvent.click(await screen.findByRole('radio', { name: 'iPhone 15 Pink' }));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  expect(requested()).toHaveLength(2);
});

test('a smart search that fails once is asked again and its suggestions shown', async () => {
  const { requested } = renderFailingOnce('/api/new/service/smart-search/');
  fireEvent.change(await screen.findByRole('combobox', { name: 'Vyhledejte své zařízení' }), { target: { value: 'iph' } });
  await act(() => jest.advanceTimersByTimeAsync(250 + 1000));
  expect(await screen.findByRole('option', { name: 'Apple iPhone 15' })).toBeInTheDocument();
  expect(requested()).toHaveLength(2);
});
