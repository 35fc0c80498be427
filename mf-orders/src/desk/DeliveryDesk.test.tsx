import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { EFacturaSubmission } from '@shop/shared/contract/market-law';
import type { DeliveryRow } from '@shop/shared/contract/order-deliveries';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { OrderDesk } from './OrderDesk';
import { deskRow, fakeDeskServer } from './test-support/fake-desk-server';

const packedRow: DeliveryRow = {
  id: 5,
  order_number: deskRow.order_number,
  kind: 'own_stock',
  delivery_code: 'courier',
  carrier: 'ppl',
  delivery_number: null,
  tracking_url: null,
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  handed_at: null,
  handed_by: null,
  can_hand_over: true,
  label_url: null,
};

const handedRow: DeliveryRow = { ...packedRow, status: 'handed_to_carrier', delivery_number: 'PPL0000000042', tracking_url: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=PPL0000000042', handed_at: '2026-11-21T10:00:00.000Z', can_hand_over: false, label_url: '/api/new/orders/staff/deliveries/5/label/' };

function renderDesk(locale: 'cs' | 'ro', override: (path: string, init: RequestInit) => FakeAnswer | undefined) {
  const server = fakeDeskServer(override);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const deliveryUrls = (server: ReturnType<typeof fakeDeskServer>) => server.calls.map((call) => call.url).filter((url) => url.includes('/staff/deliveries/?'));

beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));

describe('the delivery grid (O-S11) and hand-over (O-S10)', () => {
  test('filters go to the server; a hand-over posts the package and the grid shows the delivery number', async () => {
    let handed = false;
    const server = renderDesk('cs', (path, init) => {
      if (path === '/api/new/orders/staff/deliveries/') return { status: 200, body: { count: 1, results: [handed ? handedRow : packedRow] } };
      if (path === '/api/new/orders/staff/deliveries/5/hand-over/' && init.method === 'POST') {
        handed = true;
        return { status: 200, body: handedRow };
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zásilky' }));
    expect(await screen.findByRole('cell', { name: 'PPL' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Dopravce' }), { target: { value: 'zasilkovna' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stav doručení' }), { target: { value: 'packed' } });
    await waitFor(() => expect(deliveryUrls(server).at(-1)).toMatch(/carrier=zasilkovna/));
    expect(deliveryUrls(server).at(-1)).toMatch(/delivery_status=packed/);
    // Beside the order grid on one page: its keys are its own, the order grid's filter is untouched.
    expect(window.location.search).toBe('?desk.view=deliveries&deliveries.carrier=zasilkovna&deliveries.delivery_status=packed');

    fireEvent.click(screen.getByRole('button', { name: `Předat dopravci ${deskRow.order_number}` }));
    expect(await screen.findByRole('link', { name: 'PPL0000000042' })).toHaveAttribute('href', handedRow.tracking_url);
    const label = screen.getByRole('link', { name: 'Štítek (PDF) zásilky PPL0000000042' });
    expect(label).toHaveAttribute('href', '/api/new/orders/staff/deliveries/5/label/');
    expect(label).toHaveTextContent('Štítek (PDF)');
    expect(screen.queryByRole('button', { name: `Předat dopravci ${deskRow.order_number}` })).not.toBeInTheDocument();
  });

  test('a refused hand-over (O-X1) shows the server message in the reader language', async () => {
    renderDesk('ro', (path) => {
      if (path === '/api/new/orders/staff/deliveries/') return { status: 200, body: { count: 1, results: [packedRow] } };
      if (path.endsWith('/hand-over/')) return { status: 400, body: { non_field_errors: ['Coletul nu poate fi predat curierului.'] } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Colete' }));
    fireEvent.click(await screen.findByRole('button', { name: `Predă curierului ${deskRow.order_number}` }));
    expect(await screen.findByText('Coletul nu poate fi predat curierului.')).toBeInTheDocument();
  });
});

describe('the e-Factura state on a Romanian order (issue #15)', () => {
  test('shows state, attempts, last error and upload index of each submission', async () => {
    const failed: EFacturaSubmission = {
      invoice_number: 'RO-2026-0042',
      state: 'failed',
      attempts: 3,
      last_error: 'ANAF indisponibil',
      upload_index: null,
      due_at: '2026-11-27T00:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    };
    renderDesk('ro', (path) => (path === `/api/new/orders/e-factura/${deskRow.order_number}/` ? { status: 200, body: { submissions: [failed] } } : undefined));
    fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
    const state = await screen.findByTestId('e-factura-state');
    await waitFor(() => expect(state).toHaveTextContent('RO-2026-0042'));
    expect(state).toHaveTextContent('Eșuată');
    expect(state).toHaveTextContent('ANAF indisponibil');
    expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
  });

  test('a Czech order has no e-Factura section', async () => {
    renderDesk('cs', () => undefined);
    fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('e-factura-state')).not.toBeInTheDocument();
  });
});
