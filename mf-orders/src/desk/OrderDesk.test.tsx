import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { OrderDesk } from './OrderDesk';
import { deskRow, fakeDeskServer } from './test-support/fake-desk-server';

function renderDesk(locale: 'cs' | 'ro' = 'cs', override?: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeDeskServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const gridUrls = (server: ReturnType<typeof fakeDeskServer>) => server.calls.map((call) => call.url).filter((url) => url.includes('/staff/orders/?'));

// The grids keep their state in the address: each test starts on the desk's bare address.
beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));

async function openOrder() {
  fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
  return screen.findByTestId('order-detail');
}

describe('the order desk', () => {
  test('the delivery line is named in the reader language, never by its internal code', async () => {
    renderDesk('ro');
    await openOrder();
    expect(await screen.findByRole('cell', { name: 'Curier la adresă' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'courier' })).toBeNull();
  });

  test('filters go to the server as the grid query (O-C2), with the O-C1 windows', async () => {
    const server = renderDesk();
    expect(await screen.findByText('Jana Nováková')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Zaplaceno' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'processing' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Období' }), { target: { value: '42' } });
    await waitFor(() => expect(gridUrls(server).at(-1)).toMatch(/status=processing/));
    expect(gridUrls(server).at(-1)).toMatch(/window=42/);
    expect(gridUrls(server).at(-1)).toMatch(/page=1/);
    expect(screen.getByRole('option', { name: 'Posledních 90 dní' })).toBeInTheDocument();
  });

  test('the count is asked once per filter set: another page or order asks for rows alone', async () => {
    const server = renderDesk('cs', (path) => (path === '/api/new/orders/staff/order-count/' ? { status: 200, body: { count: 60 } } : undefined));
    const countUrls = () => server.calls.map((call) => call.url).filter((url) => url.includes('/staff/order-count/'));
    expect(await screen.findByText('Stránka 1 z 3, objednávek: 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Další' }));
    await waitFor(() => expect(gridUrls(server).at(-1)).toMatch(/page=2/));
    fireEvent.click(screen.getByRole('button', { name: /^Celkem/ }));
    await waitFor(() => expect(gridUrls(server).at(-1)).toMatch(/ordering=total/));
    expect(screen.getByText(/Stránka 1 z 3, objednávek: 60/)).toBeInTheDocument();
    expect(countUrls()).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'processing' } });
    await waitFor(() => expect(countUrls().at(-1)).toMatch(/status=processing/));
    expect(countUrls()).toHaveLength(2);
    expect(countUrls().at(-1)).not.toMatch(/page|ordering/);
  });

  test('number, state and total come first, so a 375 px phone shows them without scrolling sideways', async () => {
    renderDesk();
    await screen.findByText('Jana Nováková');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1, 4)).toEqual(['Číslo objednávky', 'Stav', expect.stringMatching(/^Celkem/)]);
  });

  test('an address with ?orders.search= (a task’s link) opens the grid searching for that order', async () => {
    window.history.replaceState(null, '', '/admin/objednavky/?orders.search=E000000042');
    const server = renderDesk();
    await waitFor(() => expect(gridUrls(server)[0]).toMatch(/search=E000000042/));
    expect(screen.getByRole('searchbox', { name: /Hledat/ })).toHaveValue('E000000042');
  });

  test('filters and page live in the address: a reload shows them again, Back undoes the last filter', async () => {
    renderDesk();
    await screen.findByText('Jana Nováková');
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav' }), { target: { value: 'processing' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Období' }), { target: { value: '42' } });
    expect(window.location.search).toBe('?orders.status=processing&orders.window=42');
    cleanup();

    const server = renderDesk();
    await waitFor(() => expect(gridUrls(server)[0]).toMatch(/status=processing&window=42/));
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('processing');
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Období' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('processing');
    await waitFor(() => expect(gridUrls(server).at(-1)).not.toMatch(/window=/));
  });

  test('an open order has its own address: a reload or a shared link opens it, Back closes it; the grid switch stays', async () => {
    renderDesk();
    await openOrder();
    expect(window.location.search).toBe(`?desk.order=${deskRow.order_number}`);
    expect(screen.getByRole('button', { name: 'Zásilky' })).toBeVisible();
    cleanup();

    renderDesk();
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Objednávky' })).toBeVisible();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(window.location.search).toBe('');

    // The switch over an open order closes it and shows that grid, in the address too.
    await openOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Zásilky' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(window.location.search).toBe('?desk.view=deliveries');
    expect(screen.getByRole('button', { name: 'Zásilky' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a refused status move shows the server message; the picking select sends the line state', async () => {
    const server = renderDesk('cs', (path, init) =>
      path.endsWith('/status/') && init.method === 'PATCH' ? { status: 400, body: { status: ['Objednávku ve stavu „Nová“ nelze převést do stavu „Vyřizuje se“.'] } } : undefined,
    );
    await openOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Převést do stavu „Vyřizuje se“' }));
    expect(await screen.findByText('Objednávku ve stavu „Nová“ nelze převést do stavu „Vyřizuje se“.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Stav vychystání IP15-128' }), { target: { value: 'picked' } });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stav vychystání IP15-128' }).value).toBe('picked'));
    const patch = server.calls.find((call) => call.url.includes('/lines/31/picking/'))!;
    expect(JSON.parse(String(patch.init.body))).toEqual({ status: 'picked' });
  });

  test('a refused cancel keeps the typed reason and shows the field message', async () => {
    renderDesk('cs', (path) => (path.endsWith('/cancel/') ? { status: 400, body: { reason: ['Toto pole je povinné.'] } } : undefined));
    await openOrder();
    const reason = screen.getByRole('textbox', { name: /Důvod zrušení/ });
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit objednávku' }));
    expect(await screen.findByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(reason).toHaveValue('x');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  test('scanning an empty crate says so (O-X2); a crate with an order opens it', async () => {
    renderDesk('ro', (path) => {
      if (path === '/api/new/orders/staff/crates/EMPTY/') return { status: 404, body: { detail: 'Lada nu are nicio comandă.' } };
      if (path === '/api/new/orders/staff/crates/K-1/') return { status: 200, body: { crate: 'K-1', order_number: deskRow.order_number } };
      return undefined;
    });
    const scan = await screen.findByTestId('crate-scan');
    fireEvent.change(scan, { target: { value: 'EMPTY' } });
    fireEvent.submit(scan.closest('form')!);
    expect(await screen.findByText('Lada nu are nicio comandă.')).toBeInTheDocument();
    fireEvent.change(scan, { target: { value: 'K-1' } });
    fireEvent.submit(scan.closest('form')!);
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Comanda ${deskRow.order_number}` })).toBeInTheDocument();
  });

  test('the custom e-mail (O-S14) keeps subject and message when the mail server is down', async () => {
    renderDesk('cs', (path) => (path.endsWith('/email/') ? { status: 503, body: { detail: 'E-mail se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.' } } : undefined));
    await openOrder();
    fireEvent.change(screen.getByRole('textbox', { name: /Předmět/ }), { target: { value: 'Doručení' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Zpráva/ }), { target: { value: 'Zítra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat e-mail' }));
    expect(await screen.findByText('E-mail se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Předmět/ })).toHaveValue('Doručení');
    expect(screen.getByRole('textbox', { name: /Zpráva/ })).toHaveValue('Zítra');
  });
});
