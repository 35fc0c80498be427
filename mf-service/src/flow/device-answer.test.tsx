import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { BUS_STATE_PROPERTY, publish } from '@shop/shared/bus/bus';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { deferredFetch, type PendingRequest } from '../test-support/deferred-fetch';
import { iphone15Data, operations, phoneTypes } from '../test-support/fixtures';
import { ServiceFlow } from './ServiceFlow';

const IPHONE_15_PATH = '/servis/mobilni-telefony/apple/iphone-15/';

/** The flow on an iPhone 15 address, every answer released by the test. */
async function onIphone15() {
  window.history.replaceState(null, '', IPHONE_15_PATH);
  const http = deferredFetch();
  const answered = new Set<PendingRequest>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: http.fetchImpl });
  renderInWidget(<ServiceFlow />, { locale: 'cs', market: 'CZ', catalogs, queryClient, apiClient });

  /** Answers the oldest unanswered request whose address contains `part`. */
  async function respond(part: string, answer: FakeAnswer) {
    await waitFor(() => expect(http.pending.some((request) => !answered.has(request) && request.url.includes(part))).toBe(true));
    const request = http.pending.find((candidate) => !answered.has(candidate) && candidate.url.includes(part))!;
    answered.add(request);
    await request.respond(answer);
    return request;
  }

  await respond('/product-type-choices/', { status: 200, body: { choices: phoneTypes, url: '/servis/' } });
  await respond('/product-selector/data/', { status: 200, body: iphone15Data() });
  await screen.findByRole('checkbox', { name: 'Výměna displeje' });
  return { http, respond };
}

test('a colour choice drops the old picks and loads that colour’s operations', async () => {
  const { respond } = await onIphone15();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna displeje' }));
  fireEvent.click(screen.getByRole('radio', { name: 'iPhone 15 Pink' }));
  expect(screen.queryByTestId('service-operations')).toBeNull();
  expect(screen.getByText('Načítám opravy…')).toBeInTheDocument();
  const request = await respond('/service-operations/', { status: 200, body: { url: `${IPHONE_15_PATH}iphone-15-pink/`, choices: operations(3, 40) } });
  expect(request.url).toBe('/api/new/service/service-operations/iphone-15-pink/');
  expect(await within(await screen.findByTestId('service-operations')).findAllByRole('checkbox')).toHaveLength(3);
  expect(screen.getByRole('checkbox', { name: 'Výměna displeje' })).not.toBeChecked();
  expect(window.location.pathname).toBe(`${IPHONE_15_PATH}iphone-15-pink/`);
  expect(screen.queryByText('Načítám opravy…')).toBeNull();
});

test('operations that arrive after the selection changed are not shown', async () => {
  const { respond } = await onIphone15();
  fireEvent.click(screen.getByRole('radio', { name: 'iPhone 15 Pink' }));
  fireEvent.click(screen.getByRole('radio', { name: 'iPhone 15 Black' }));
  const pink = { status: 200, body: { url: '/a/', choices: operations(5, 50) } };
  const black = { status: 200, body: { url: `${IPHONE_15_PATH}iphone-15-black/`, choices: operations(2, 70) } };
  // The pink request was made first; the black answer comes first, the pink one after it.
  await respond('/service-operations/iphone-15-black/', black);
  await respond('/service-operations/iphone-15-pink/', pink);
  expect(within(screen.getByTestId('service-operations')).getAllByRole('checkbox')).toHaveLength(2);
  expect(window.location.pathname).toBe(`${IPHONE_15_PATH}iphone-15-black/`);
});

test('a failed load can be retried', async () => {
  const { respond } = await onIphone15();
  fireEvent.click(screen.getByRole('radio', { name: 'iPhone 15 Pink' }));
  await respond('/service-operations/', { status: 500, body: {} });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Opravy pro toto zařízení se nepodařilo načíst.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
  const again = await respond('/service-operations/', { status: 200, body: { url: '/x/', choices: operations(1) } });
  expect(again.url).toBe('/api/new/service/service-operations/iphone-15-pink/');
  expect(await screen.findByRole('checkbox', { name: 'Výměna displeje' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a language switch asks for the operation names again and keeps the ticks that still exist', async () => {
  const { respond } = await onIphone15();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna displeje' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Výměna baterie' }));
  try {
    act(() => publish('locale', 'ro'));
    // The old names stay on screen until the new ones come.
    expect(screen.getByRole('checkbox', { name: 'Výměna displeje' })).toBeChecked();
    const renamed = operations().map((operation) => ({ ...operation, name: `RO ${operation.name}` })).filter((operation) => operation.id !== 2);
    const request = await respond('/product-selector/data/', { status: 200, body: iphone15Data(renamed) });
    expect(request.url).toBe('/api/new/service/product-selector/data/?product_type=mobilni-telefony&product_manufacturer=apple&product_model=iphone-15');
    expect(await screen.findByRole('checkbox', { name: 'RO Výměna displeje' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Výměna baterie/ })).toBeNull();
    expect(screen.getByTestId('operations-total')).toHaveTextContent('1');
  } finally {
    delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  }
});
