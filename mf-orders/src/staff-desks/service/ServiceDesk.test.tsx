import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { ServiceDesk } from './ServiceDesk';
import { bookedOrder, fakeServiceDeskServer } from './test-support/fake-service-desk-server';

function renderDesk(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeServiceDeskServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<ServiceDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const listUrls = (server: ReturnType<typeof fakeServiceDeskServer>) => server.calls.map((call) => call.url).filter((url) => url.includes('/staff/orders/?'));

// The grid keeps its state in the address: each test starts without any.
beforeEach(() => window.history.replaceState(null, '', '/admin/'));

describe('the staff service desk (O-S17)', () => {
  test('search, status and slot day go to the server as the paged grid query', async () => {
    const server = renderDesk();
    expect(await screen.findByText('Jana Nováková')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rezervováno' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat (číslo, zákazník, e-mail)' }), { target: { value: 'jana@' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'in_repair' } });
    fireEvent.change(screen.getByLabelText('Den termínu'), { target: { value: '2026-11-24' } });
    await waitFor(() => expect(listUrls(server).at(-1)).toMatch(/date=2026-11-24/));
    const last = new URL(listUrls(server).at(-1)!, 'http://shop.test').searchParams;
    expect(Object.fromEntries(last)).toEqual({ page: '1', page_size: '25', ordering: 'slot', search: 'jana@', status: 'in_repair', date: '2026-11-24' });
  });

  test('the detail offers the allowed moves only and shows the answered order; a refused move shows the message', async () => {
    let answer: FakeAnswer = { status: 409, body: { detail: 'Zakázku ve stavu „Rezervováno“ nelze převést do stavu „Přijato do servisu“.' } };
    const server = renderDesk('cs', (path, init) => (path.endsWith('/status/') && init.method === 'PATCH' ? answer : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'S000000042' }));
    const detail = await screen.findByTestId('service-detail');
    expect(within(detail).getByText('Prasklé sklo <script>')).toBeInTheDocument();
    expect(within(detail).getByText('jana@example.cz, +420601123456')).toBeInTheDocument();
    expect(within(detail).getByText(/Výměna baterie/)).toBeInTheDocument();
    // booked -> received or cancelled, nothing else.
    expect(within(detail).getAllByRole('button', { name: /^Převést do stavu/ }).map((button) => button.textContent)).toEqual([
      'Převést do stavu „Přijato do servisu“',
      'Převést do stavu „Zrušeno“',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Převést do stavu „Přijato do servisu“' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nelze převést');

    answer = { status: 200, body: { ...bookedOrder(), status: 'received', status_history: [...bookedOrder().status_history, { status: 'received', changed_at: '2026-11-24T09:05:00.000Z' }] } };
    fireEvent.click(screen.getByRole('button', { name: 'Převést do stavu „Přijato do servisu“' }));
    await waitFor(() => expect(screen.getByTestId('service-status')).toHaveTextContent('Přijato do servisu'));
    expect(screen.getByRole('button', { name: 'Převést do stavu „V opravě“' })).toBeInTheDocument();
    const patch = server.calls.filter((call) => call.init.method === 'PATCH').at(-1)!;
    expect(JSON.parse(String(patch.init.body))).toEqual({ status: 'received' });
    expect(within(screen.getByTestId('service-history')).getAllByRole('listitem')).toHaveLength(2);
  });
});
