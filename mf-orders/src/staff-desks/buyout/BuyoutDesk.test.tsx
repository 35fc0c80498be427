import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { BuyoutDesk } from './BuyoutDesk';
import { fakeBuyoutDeskServer, inspectedBuyout } from './test-support/fake-buyout-desk-server';

function renderDesk(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeBuyoutDeskServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<BuyoutDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const listUrls = (server: ReturnType<typeof fakeBuyoutDeskServer>) => server.calls.map((call) => call.url).filter((url) => url.includes('/staff/buyouts/?'));
const moves = (server: ReturnType<typeof fakeBuyoutDeskServer>) => server.calls.filter((call) => call.init.method === 'PATCH');

async function openBuyout() {
  fireEvent.click(await screen.findByRole('button', { name: '12' }));
  return screen.findByTestId('buyout-detail');
}

// The grid keeps its state in the address: each test starts without any.
beforeEach(() => window.history.replaceState(null, '', '/admin/'));

describe('the staff buyout desk (O-S17)', () => {
  test('search, status and creation days go to the server as the paged grid query, back on page 1', async () => {
    const server = renderDesk();
    expect(await screen.findByText('Jan Novák')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Zařízení zkontrolováno' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat (číslo, zákazník, e-mail)' }), { target: { value: 'novak' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Vytvořeno od'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Vytvořeno do'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(listUrls(server).at(-1)).toMatch(/created_to=2026-11-30/));
    const last = new URL(listUrls(server).at(-1)!, 'http://shop.test').searchParams;
    expect(Object.fromEntries(last)).toEqual({ page: '1', page_size: '25', ordering: '-created_at', search: 'novak', status: 'paid', created_from: '2026-11-01', created_to: '2026-11-30' });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      'buyouts.search': 'novak',
      'buyouts.status': 'paid',
      'buyouts.created_from': '2026-11-01',
      'buyouts.created_to': '2026-11-30',
    });
  });

  test('the detail shows device, answers, grade, price, customer and history; user text stays text', async () => {
    renderDesk();
    const detail = await openBuyout();
    expect(within(detail).getByText('Apple, iPhone 13, Modrá')).toBeInTheDocument();
    expect(within(detail).getByText('490154203237518')).toBeInTheDocument();
    expect(within(detail).getByText('<b>bez krabice</b>')).toBeInTheDocument();
    expect(within(screen.getByTestId('buyout-answers')).getByText('Škrábance')).toBeInTheDocument();
    expect(within(detail).getByText('B')).toBeInTheDocument();
    expect(screen.getByTestId('buyout-price')).toHaveTextContent(/6\s150\sKč/);
    expect(within(detail).getByText('Ing. Jan Novák')).toBeInTheDocument();
    expect(within(screen.getByTestId('buyout-history')).getAllByRole('listitem')).toHaveLength(2);
  });

  test('only the allowed moves are offered; a move sends the status and shows the answered detail', async () => {
    const server = renderDesk('cs', (path, init) =>
      path === '/api/new/buyout/staff/buyouts/12/status/' && init.method === 'PATCH'
        ? { status: 200, body: { ...inspectedBuyout(), status: 'paid', status_history: [...inspectedBuyout().status_history, { status: 'paid', changed_at: '2026-11-06T10:00:00.000Z', price: null, regrade: null }] } }
        : undefined,
    );
    await openBuyout();
    // inspected -> paid or counter_offer only; the customer's answers are never staff buttons.
    expect(screen.getByRole('button', { name: 'Převést do stavu „Vyplaceno“' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nová cena přijata/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zařízení vráceno/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Převést do stavu „Vyplaceno“' }));
    await waitFor(() => expect(screen.getByTestId('buyout-status')).toHaveTextContent('Vyplaceno'));
    expect(JSON.parse(String(moves(server)[0]!.init.body))).toEqual({ status: 'paid' });
    expect(moves(server)[0]!.headers['X-CSRFToken']).toBe('token');
    expect(screen.getByText('Výkup je uzavřený.')).toBeInTheDocument();
  });

  test('a counter-offer refused by the server keeps the typed price and shows the field error; a 409 shows the message', async () => {
    let answer: FakeAnswer = { status: 400, body: { counter_offer_price: ['Zadejte celé číslo větší než 0.'] } };
    renderDesk('cs', (path, init) => (path.endsWith('/status/') && init.method === 'PATCH' ? answer : undefined));
    await openBuyout();
    const price = screen.getByRole('textbox', { name: /Nová cena/ });
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nabídnout novou cenu' }));
    expect(await screen.findByText('Zadejte celé číslo větší než 0.')).toBeInTheDocument();
    expect(price).toHaveValue('0');
    expect(price).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 409, body: { detail: 'Výkup ve stavu „Vyplaceno“ nelze převést do stavu „Vyplaceno“.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Převést do stavu „Vyplaceno“' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Výkup ve stavu „Vyplaceno“ nelze převést do stavu „Vyplaceno“.');
  });

  test('a counter-offer waiting for the customer is named with its price, not as a closed buyout', async () => {
    renderDesk('cs', (path, init) =>
      path.endsWith('/12/') && init.method !== 'PATCH' ? { status: 200, body: { ...inspectedBuyout(), status: 'counter_offer', counter_offer_price: 6500 } } : undefined,
    );
    await openBuyout();
    expect(screen.getByTestId('buyout-waiting')).toHaveTextContent(/^Čeká se na odpověď zákazníka na novou nabídku 6\s500\sKč\.$/);
    expect(screen.queryByText('Výkup je uzavřený.')).toBeNull();
    expect(screen.queryByRole('button', { name: /Převést do stavu/ })).toBeNull();
  });

  test('Romanian staff read the desk in Romanian with prices in Lei', async () => {
    renderDesk('ro');
    expect(await screen.findByRole('heading', { name: 'Răscumpărări' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Dispozitiv verificat' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^6\.150\sLei$/ })).toBeInTheDocument();
  });
});
