import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MyOrderRow, OrderStatusDetail } from '@shop/shared/contract/orders';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { OrdersPage } from './OrdersPage';

const row = (number: string, total: number): MyOrderRow => ({
  order_number: number,
  created_at: '2026-11-20T10:05:00.000Z',
  status: 'new',
  payment_status: 'waiting_for_payment',
  type_payment: 'card',
  total,
  currency: 'CZK',
  item_count: 1,
});

const detail: OrderStatusDetail = {
  order_number: 'E123456789',
  created_at: '2026-11-20T10:05:00.000Z',
  customer_name: 'Jana Nováková',
  company: '',
  status: 'new',
  payment_status: 'waiting_for_payment',
  paid_at: null,
  type_payment: 'card',
  type_delivery_code: 'courier',
  billing_address: { first_name: 'Jana', last_name: 'Nováková', company: '', address: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00' },
  packages: [
    {
      id: 1,
      kind: 'own_stock',
      delivery_status: 'new',
      delivery_number: null,
      weight_kg: null,
      width_cm: null,
      height_cm: null,
      depth_cm: null,
      lines: [{ line_id: 11, product_code: 'P-1', name: 'Nabíječka USB-C', quantity: 2, unit_price: 1299, final_price: 2598, kind: 'product', withdrawn_quantity: 0 }],
    },
  ],
  order_lines: [{ line_id: 12, product_code: 'courier', name: 'Kurýr na adresu', quantity: 1, unit_price: 99, final_price: 99, kind: 'delivery', withdrawn_quantity: 0 }],
  delivered_at: null,
  withdrawal_until: null,
  total: 2697,
  currency: 'CZK',
  pay_again_url: '/dekujeme/E123456789/secret/',
};

function renderAt(path: string, answer: (url: string, init: RequestInit) => FakeAnswer, options: { locale?: 'cs' | 'ro'; market?: 'CZ' | 'RO' } = {}) {
  const { locale = 'cs', market = 'CZ' } = options;
  window.history.pushState(null, '', path);
  // A POST first fetches the CSRF token of the (anonymous) session.
  const server = fakeFetch((url, init) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : answer(url, init)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrdersPage />, { locale, market, catalogs, queryClient, apiClient });
  return server;
}

test('the overview lists the orders with prices per market and asks the server again for a chosen window', async () => {
  const server = renderAt('/objednavky/', (url) => ({ status: 200, body: { count: 1, results: [url.includes('days=21') ? row('E000000021', 5) : row('E123456789', 12990)] } }));
  expect(await screen.findByRole('link', { name: 'E123456789' })).toHaveAttribute('href', '/objednavky/E123456789/');
  expect(screen.getByText('12 990 Kč', { exact: false })).toBeInTheDocument();
  expect(screen.getByText(/Čeká na platbu/)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Období'), { target: { value: '21' } });
  expect(await screen.findByRole('link', { name: 'E000000021' })).toBeInTheDocument();
  expect(server.calls.some((call) => call.url.includes('days=21'))).toBe(true);
});

test('without a session the page offers the lookup by number and e-mail; "not found" keeps what was typed', async () => {
  renderAt('/objednavky/', (url) =>
    url.includes('/orders/lookup/') ? { status: 404, body: { detail: 'Objednávka nebyla nalezena.' } } : { status: 401, body: { detail: 'Nejste přihlášeni.' } },
  );
  fireEvent.change(await screen.findByLabelText(/^Číslo objednávky/), { target: { value: 'E123456789' } });
  fireEvent.change(screen.getByLabelText(/^E-mail z objednávky/), { target: { value: 'jana@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit objednávku' }));
  expect(await screen.findByText('Objednávka nebyla nalezena.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^E-mail z objednávky/)).toHaveValue('jana@example.cz');
});

test('a found order shows the O-E1 labels, its package lines and the pay-again link with the O-C4 text', async () => {
  renderAt('/objednavky/', (url) => (url.includes('/orders/lookup/') ? { status: 200, body: detail } : { status: 401, body: { detail: 'Nejste přihlášeni.' } }));
  fireEvent.change(await screen.findByLabelText(/^Číslo objednávky/), { target: { value: 'E123456789' } });
  fireEvent.change(screen.getByLabelText(/^E-mail z objednávky/), { target: { value: 'jana@example.cz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zobrazit objednávku' }));
  expect(await screen.findByRole('heading', { name: 'Objednávka E123456789' })).toBeInTheDocument();
  expect(screen.getByText('Došlo k chybě při platbě, prosím opakujte akci.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zaplatit objednávku' })).toHaveAttribute('href', '/dekujeme/E123456789/secret/');
  expect(screen.getByText('Nabíječka USB-C')).toBeInTheDocument();
  expect(screen.getByText('2 598 Kč')).toBeInTheDocument();
  for (const label of ['Číslo objednávky', 'Čas', 'Zákazník', 'Stav platby', 'Datum platby', 'Fakturační adresa', 'Číslo zásilky', 'Stav zásilky', 'Hmotnost balíku']) {
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  }
});

test('the e-mailed link opens the order in Romanian with Lei and no pay-again link once paid', async () => {
  renderAt('/comenzi/E123456789/' + 'a'.repeat(43) + '/', () => ({ status: 200, body: { ...detail, currency: 'RON', total: 2697, pay_again_url: null } }), { locale: 'ro', market: 'RO' });
  expect(await screen.findByRole('heading', { name: 'Comanda E123456789' })).toBeInTheDocument();
  expect(screen.getByText('2.697 Lei')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Plătiți comanda' })).not.toBeInTheDocument();
});

test('an order that is not the customer’s is "not found" in the user language', async () => {
  renderAt('/objednavky/E123456789/', () => ({ status: 404, body: { detail: 'Objednávka nebyla nalezena.' } }));
  await waitFor(() => expect(screen.getByText('Objednávka nebyla nalezena.')).toBeInTheDocument());
});

test('a delivered order offers the withdrawal: a refused quantity shows at its item and keeps the typed account', async () => {
  const delivered = { ...detail, status: 'delivered' as const, pay_again_url: null, delivered_at: new Date().toISOString(), withdrawal_until: new Date(Date.now() + 86_400_000).toISOString() };
  // Read again after the withdrawal: nothing is left to return, yet the confirmation must stay on the page.
  const allWithdrawn = { ...delivered, packages: delivered.packages.map((pack) => ({ ...pack, lines: pack.lines.map((line) => ({ ...line, withdrawn_quantity: line.quantity })) })) };
  let attempts = 0;
  const server = renderAt('/objednavky/E123456789/', (url) => {
    if (!url.includes('/withdrawals/')) return { status: 200, body: attempts < 2 ? delivered : allWithdrawn };
    attempts += 1;
    return attempts === 1
      ? { status: 400, body: { lines: { '0': { quantity: ['Od této položky jste už odstoupili.'] } } } }
      : { status: 201, body: { withdrawal_id: 1, order_number: 'E123456789', refund_account: '19-2000145399/0800', lines: [] } };
  });
  fireEvent.change(await screen.findByLabelText(/^Nabíječka USB-C: vracený počet kusů/), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText(/^E-mail z objednávky/), { target: { value: 'jana@example.cz' } });
  fireEvent.change(screen.getByLabelText(/^Číslo účtu pro vrácení peněz/), { target: { value: '19-2000145399/0800' } });
  fireEvent.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
  expect(await screen.findByText('Od této položky jste už odstoupili.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Číslo účtu pro vrácení peněz/)).toHaveValue('19-2000145399/0800');
  const sent = server.calls.find((call) => call.url.includes('/withdrawals/'))!;
  expect(JSON.parse(String(sent.init.body))).toMatchObject({ order_number: 'E123456789', lines: [{ line_id: 11, quantity: 2 }], refund_account: '19-2000145399/0800' });

  const readsBefore = server.calls.filter((call) => !call.url.includes('/withdrawals/')).length;
  fireEvent.click(screen.getByRole('button', { name: 'Odstoupit od smlouvy' }));
  expect(await screen.findByText('Odstoupení od smlouvy jsme přijali. Potvrzení jsme vám poslali e-mailem.')).toBeInTheDocument();
  await waitFor(() => expect(server.calls.filter((call) => !call.url.includes('/withdrawals/')).length).toBeGreaterThan(readsBefore));
  await waitFor(() => expect(screen.queryByLabelText(/^Nabíječka USB-C: vracený počet kusů/)).not.toBeInTheDocument());
  expect(screen.getByText('Odstoupení od smlouvy jsme přijali. Potvrzení jsme vám poslali e-mailem.')).toBeInTheDocument();
});

test('a card order’s withdrawal asks for no account and says the money goes back to the card, in both markets', async () => {
  const delivered = { ...detail, status: 'delivered' as const, pay_again_url: null, delivered_at: new Date().toISOString(), withdrawal_until: new Date(Date.now() + 86_400_000).toISOString(), refund_to_card: true };
  for (const { path, locale, market, quantity, email, submit, toCard, account } of [
    { path: '/objednavky/E123456789/', locale: 'cs', market: 'CZ', quantity: /^Nabíječka USB-C: vracený počet kusů/, email: /^E-mail z objednávky/, submit: 'Odstoupit od smlouvy', toCard: 'Peníze vám vrátíme na platební kartu, kterou jste objednávku zaplatili. Číslo účtu proto nepotřebujeme.', account: /Číslo účtu pro vrácení peněz/ },
    { path: '/comenzi/E123456789/', locale: 'ro', market: 'RO', quantity: /^Nabíječka USB-C: numărul de bucăți returnate/, email: /^E-mailul din comandă/, submit: 'Retrageți-vă din contract', toCard: 'Vă vom returna banii pe cardul cu care ați plătit comanda, așa că nu avem nevoie de un cont bancar.', account: /IBAN/ },
  ] as const) {
    const server = renderAt(path, (url) => (url.includes('/withdrawals/') ? { status: 201, body: { withdrawal_id: 1, order_number: 'E123456789', refund_account: '', lines: [] } } : { status: 200, body: delivered }), { locale, market });
    fireEvent.change(await screen.findByLabelText(quantity), { target: { value: '1' } });
    expect(screen.getByTestId('refund-to-card')).toHaveTextContent(toCard);
    expect(screen.queryByLabelText(account)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(email), { target: { value: 'jana@example.cz' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(server.calls.some((call) => call.url.includes('/withdrawals/'))).toBe(true));
    const sent = JSON.parse(String(server.calls.find((call) => call.url.includes('/withdrawals/'))!.init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ order_number: 'E123456789', lines: [{ line_id: 11, quantity: 1 }] });
    expect(sent).not.toHaveProperty('refund_account');
    cleanup();
  }
});

test('the invoice link shows once the order has an invoice, in the user language', async () => {
  const url = '/api/new/orders/invoice/E123456789/' + 'a'.repeat(43) + '/';
  renderAt('/comenzi/E123456789/' + 'a'.repeat(43) + '/', () => ({ status: 200, body: { ...detail, currency: 'RON', pay_again_url: null, invoice_url: url } }), { locale: 'ro', market: 'RO' });
  expect(await screen.findByRole('link', { name: 'Factură' })).toHaveAttribute('href', url);
});

test('no invoice link before the order has an invoice', async () => {
  renderAt('/objednavky/E123456789/', () => ({ status: 200, body: { ...detail, invoice_url: null } }));
  expect(await screen.findByRole('heading', { name: 'Objednávka E123456789' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Faktura' })).not.toBeInTheDocument();
});

test('the status page shows the state, the payments that came in and the parcel with its tracking link, in the user language', async () => {
  const shipped: OrderStatusDetail = {
    ...detail,
    status: 'delivered',
    payment_status: 'paid',
    pay_again_url: null,
    type_payment: 'bank_transfer',
    payments: [
      { amount: 1000, received_on: '2026-11-21', method: 'bank_transfer' },
      { amount: 1697, received_on: '2026-11-22', method: 'cash' },
    ],
    packages: [{ ...detail.packages[0]!, delivery_status: 'delivered', delivery_number: 'PPL123', tracking_url: 'https://tracking.example/PPL123' }],
  };
  renderAt('/comenzi/E123456789/' + 'a'.repeat(43) + '/', () => ({ status: 200, body: { ...shipped, currency: 'RON' } }), { locale: 'ro', market: 'RO' });
  expect(await screen.findByTestId('order-status')).toHaveTextContent('Livrată');
  expect(screen.getByTestId('payment-status')).toHaveTextContent('Plătită');
  expect(screen.getByTestId('payments')).toHaveTextContent('21.11.2026: 1.000 Lei (Transfer bancar)22.11.2026: 1.697 Lei (Numerar)');
  expect(screen.getByRole('link', { name: 'PPL123 (urmăriți coletul)' })).toHaveAttribute('href', 'https://tracking.example/PPL123');
  expect(screen.getByText('Livrat')).toBeInTheDocument();
  // The delivery line is named in the reader's language, not by its internal code or the order's language.
  expect(screen.getByRole('cell', { name: 'Curier la adresă' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'courier' })).toBeNull();
  expect(screen.queryByText('Kurýr na adresu')).toBeNull();
});

test('the status page shows the customer’s withdrawals: waiting, refunded with the credit note and its PDF', async () => {
  const note = {
    withdrawal_id: 2,
    order_number: 'E123456789',
    number: 'D2026-000007',
    invoice_number: '2026-000031',
    total: -2598,
    issued_at: '2026-11-25T09:00:00.000Z',
    refunded: 2598,
    refund_method: 'bank_transfer' as const,
    document_url: '/api/new/orders/credit-note/E123456789/secret/D2026-000007/',
  };
  const withdrawn: OrderStatusDetail = {
    ...detail,
    status: 'delivered',
    pay_again_url: null,
    withdrawals: [
      { id: 1, created_at: '2026-11-23T09:00:00.000Z', refund_account: '19-2000145399/0800', lines: [{ name: 'Nabíječka USB-C', quantity: 1 }], credit_note: null },
      { id: 2, created_at: '2026-11-24T09:00:00.000Z', refund_account: '19-2000145399/0800', lines: [{ name: 'Nabíječka USB-C', quantity: 1 }], credit_note: note },
    ],
  };
  renderAt('/objednavky/E123456789/', () => ({ status: 200, body: withdrawn }));
  const section = await screen.findByTestId('order-withdrawals');
  expect(section).toHaveTextContent('23.11.2026: 1 × Nabíječka USB-C');
  const states = screen.getAllByTestId('withdrawal-state').map((element) => element.textContent);
  expect(states[0]).toBe('Čeká na vrácení peněz');
  expect(states[1]).toMatch(/^Vráceno 2\s598\sKč na účet 19-2000145399\/0800$/);
  expect(screen.getByRole('link', { name: 'Opravný daňový doklad D2026-000007' })).toHaveAttribute('href', note.document_url);
  expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `${note.document_url}credit-note.pdf`);
});

test('a withdrawal closed without money says so in Romanian', async () => {
  const closed: OrderStatusDetail = {
    ...detail,
    currency: 'RON',
    status: 'delivered',
    pay_again_url: null,
    withdrawals: [
      {
        id: 3,
        created_at: '2026-11-23T09:00:00.000Z',
        refund_account: 'RO49AAAA1B31007593840000',
        lines: [{ name: 'Încărcător', quantity: 1 }],
        credit_note: { withdrawal_id: 3, order_number: 'E123456789', number: 'D2026-000008', invoice_number: '2026-000032', total: -99, issued_at: '2026-11-25T09:00:00.000Z', refunded: 0, refund_method: 'none', document_url: '/x/' },
      },
    ],
  };
  renderAt('/comenzi/E123456789/' + 'a'.repeat(43) + '/', () => ({ status: 200, body: closed }), { locale: 'ro', market: 'RO' });
  expect(await screen.findByRole('heading', { name: 'Retragere din contract' })).toBeInTheDocument();
  expect(screen.getByTestId('withdrawal-state')).toHaveTextContent('Închisă fără rambursare: comanda nu a fost plătită');
  expect(screen.getByRole('link', { name: 'Factură de stornare D2026-000008' })).toHaveAttribute('href', '/x/');
});
