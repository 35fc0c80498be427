import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const PAYMENTS_PATH = `${DETAIL_PATH}payments/`;

const unpaid: OrderDeskDetail = { ...deskDetail, payment_status: 'not_paid', payments: [], payment_balance: { paid: 0, refunded: 0, balance: 12990 } };
const partlyPaid: OrderDeskDetail = {
  ...unpaid,
  payments: [{ key: 'recorded-4', amount: 5000, received_on: '2026-11-21', reference: 'VS 123', method: 'bank_transfer', recorded_by: 'staff@example.com' }],
  payment_balance: { paid: 5000, refunded: 0, balance: 7990 },
};

async function openPayments(locale: 'cs' | 'ro', detail: OrderDeskDetail, recordAnswer: () => FakeAnswer) {
  const server = fakeDeskServer((path, init) => {
    if (path === DETAIL_PATH) return { status: 200, body: detail };
    if (path === PAYMENTS_PATH && init.method === 'POST') return recordAnswer();
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
  return { server, section: await screen.findByTestId('payments') };
}

describe('payments on the staff order detail', () => {
  test('records a bank transfer with amount, date, reference and method, then shows the part paid and the rest owed', async () => {
    const { server, section } = await openPayments('cs', unpaid, () => ({ status: 200, body: partlyPaid }));
    expect(within(section).getByTestId('payment-balance')).toHaveTextContent('Zaplaceno 0 Kč z 12 990 Kč.');
    const form = within(section).getByRole('form', { name: 'Zaznamenat platbu' });
    expect(within(form).getByLabelText(/Částka/)).toHaveValue('12990');
    fireEvent.change(within(form).getByLabelText(/Částka/), { target: { value: '5000' } });
    fireEvent.change(within(form).getByLabelText(/Datum přijetí/), { target: { value: '2026-11-21' } });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'VS 123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zaznamenat platbu' }));

    await waitFor(() => expect(within(section).getByTestId('payment-balance')).toHaveTextContent('Zaplaceno 5 000 Kč z 12 990 Kč. Zbývá doplatit 7 990 Kč.'));
    expect(within(section).getByText(/21\.11\.2026: 5 000 Kč, Bankovní převod, reference VS 123/)).toBeInTheDocument();
    const call = server.calls.find((made) => made.url.endsWith(PAYMENTS_PATH))!;
    expect(JSON.parse(String(call.init.body))).toEqual({ amount: 5000, received_on: '2026-11-21', reference: 'VS 123', method: 'bank_transfer' });
  });

  test('a refused payment keeps what was typed and shows the message at its field; Romanian texts, over-payment in Lei', async () => {
    const overpaid: OrderDeskDetail = { ...unpaid, payment_status: 'paid', payment_balance: { paid: 13000, refunded: 0, balance: -10 } };
    const { section } = await openPayments('ro', overpaid, () => ({ status: 400, body: { received_on: ['Data primirii plății nu poate fi în viitor.'] } }));
    expect(within(section).getByRole('heading', { name: 'Plăți' })).toBeInTheDocument();
    expect(within(section).getByTestId('payment-balance')).toHaveTextContent('Plată în plus 10 Lei.');
    const form = within(section).getByRole('form', { name: 'Înregistrați plata' });
    fireEvent.change(within(form).getByLabelText(/Sumă/), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText(/Modalitate de plată/), { target: { value: 'cash' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Înregistrați plata' }));
    expect(await within(form).findByText('Data primirii plății nu poate fi în viitor.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Sumă/)).toHaveValue('200');
    expect(within(form).getByLabelText(/Modalitate de plată/)).toHaveValue('cash');
  });
});
