import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { OrderDesk } from '../OrderDesk';
import { deskDetail, deskRow, fakeDeskServer } from '../test-support/fake-desk-server';

// An open order is in the address (`?desk.order=`): each test starts at the grid.
beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));

const DETAIL_PATH = `/api/new/orders/staff/orders/${deskRow.order_number}/`;
const INVOICES = `/api/new/orders/staff/invoices/${deskRow.order_number}/`;
const summary = { order_number: deskRow.order_number, number: '2026-000042', status: 'created' as const, issued_at: '2026-11-22T10:00:00.000Z', last_sent_at: '2026-11-22T10:00:01.000Z' };
const invoiced: OrderDeskDetail = {
  ...deskDetail,
  invoice: { ...summary, document_url: `/api/new/orders/invoice/${deskRow.order_number}/secret/`, pdf_url: `/api/new/orders/invoice/${deskRow.order_number}/secret/invoice.pdf` },
};

async function openInvoice(locale: 'cs' | 'ro', detail: OrderDeskDetail, answer: (path: string) => FakeAnswer | undefined) {
  const server = fakeDeskServer((path, init) => {
    if (path === DETAIL_PATH) return { status: 200, body: detail };
    if (path.startsWith(INVOICES) && init.method === 'POST') return answer(path);
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
  return { server, section: await screen.findByTestId('invoice') };
}

describe('the invoice on the staff order detail', () => {
  test('names the invoice, links its page and PDF, and re-sends it to the customer', async () => {
    const { server, section } = await openInvoice('cs', invoiced, (path) => (path.endsWith('resend/') ? { status: 200, body: summary } : undefined));
    expect(section).toHaveTextContent('Faktura 2026-000042, vystavena 22.11.2026. Naposledy odeslána zákazníkovi 22.11.2026.');
    expect(within(section).getByRole('link', { name: 'Faktura 2026-000042 (PDF)' })).toHaveAttribute('href', invoiced.invoice!.pdf_url);
    expect(within(section).getByRole('link', { name: 'Zobrazit fakturu 2026-000042' })).toHaveAttribute('href', invoiced.invoice!.document_url);
    fireEvent.click(within(section).getByRole('button', { name: 'Znovu odeslat fakturu zákazníkovi' }));
    expect(await within(section).findByText('Faktura byla odeslána na jana@example.cz.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.endsWith(`${INVOICES}resend/`))).toHaveLength(1);
  });

  test('without an invoice staff issue it; a refusal shows the server message in Romanian', async () => {
    const { server, section } = await openInvoice('ro', { ...deskDetail, invoice: null }, () => ({ status: 409, body: { detail: 'Prețurile de pe factură nu corespund.' } }));
    expect(section).toHaveTextContent('Comanda nu are încă factură.');
    fireEvent.click(within(section).getByRole('button', { name: 'Emiteți factura' }));
    expect(await within(section).findByText('Prețurile de pe factură nu corespund.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.endsWith(`${INVOICES}issue/`))).toHaveLength(1);
  });
});
