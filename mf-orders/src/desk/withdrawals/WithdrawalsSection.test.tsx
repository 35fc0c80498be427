import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { CreditNoteSummary } from '@shop/shared/contract/credit-notes';
import type { OrderDeskDetail } from '@shop/shared/contract/order-desk';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { OrderDesk } from '../OrderDesk';
import { deskDetail, deskRow, fakeDeskServer } from '../test-support/fake-desk-server';

// An open order is in the address (`?desk.order=`): each test starts at the grid.
beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));

const REFUND_PATH = '/api/new/orders/staff/withdrawals/5/refund/';
const CLOSE_PATH = '/api/new/orders/staff/withdrawals/5/close/';
const DETAIL_PATH = `/api/new/orders/staff/orders/${deskRow.order_number}/`;

const note: CreditNoteSummary = {
  withdrawal_id: 5,
  order_number: deskRow.order_number,
  number: 'D2026-000001',
  invoice_number: '2026-000042',
  total: -12990,
  issued_at: '2026-11-25T10:00:00.000Z',
  refunded: 5000,
  refund_method: 'bank_transfer',
  document_url: `/api/new/orders/credit-note/${deskRow.order_number}/secret/D2026-000001/`,
};

type PaidBy = 'bank_transfer' | 'gateway';

/** A delivered order with one withdrawal; `paidBy` decides where the refund goes (the card only for gateway money). */
const withWithdrawal = (credit_note: CreditNoteSummary | null, paid = 5000, paidBy: PaidBy = 'bank_transfer'): OrderDeskDetail => ({
  ...deskDetail,
  status: 'delivered',
  payments: paid > 0 ? [{ key: `${paidBy}-1`, amount: paid, received_on: '2026-11-20', reference: 'pay-1', method: paidBy, recorded_by: null }] : [],
  payment_balance: { paid, refunded: credit_note?.refunded ?? 0, balance: deskDetail.total - paid },
  withdrawals: [
    {
      id: 5,
      created_at: '2026-11-24T09:00:00.000Z',
      refund_account: '19-2000145399/0800',
      reason: '<b>nesedí</b>',
      lines: [{ line_id: 31, product_code: 'IP15-128', name: 'iPhone 15', quantity: 1 }],
      credit_note,
    },
  ],
});

/** The desk on a delivered order with one withdrawal; `refundAnswer` is what the refund call answers. */
async function openWithdrawal(locale: 'cs' | 'ro', refundAnswer: () => FakeAnswer, paid = 5000, paidBy: PaidBy = 'bank_transfer') {
  let settled: CreditNoteSummary | null = null;
  const server = fakeDeskServer((path, init) => {
    if (path === DETAIL_PATH) return { status: 200, body: withWithdrawal(settled, paid, paidBy) };
    if ((path === REFUND_PATH || path === CLOSE_PATH) && init.method === 'POST') {
      const answer = refundAnswer();
      if (answer.status === 200) settled = answer.body as CreditNoteSummary;
      return answer;
    }
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  fireEvent.click(await screen.findByRole('button', { name: deskRow.order_number }));
  return { server, section: await screen.findByTestId('withdrawals') };
}

describe('withdrawals on the staff order detail', () => {
  test('lists the items, account and state; the refund asks first, then shows the credit note with its document link', async () => {
    const { server, section } = await openWithdrawal('cs', () => ({ status: 200, body: note }));
    expect(within(section).getByRole('heading', { name: 'Odstoupení od smlouvy' })).toBeInTheDocument();
    expect(within(section).getByText('iPhone 15 (IP15-128), 1 ks')).toBeInTheDocument();
    expect(within(section).getByText('19-2000145399/0800')).toBeInTheDocument();
    // The customer's reason is text, never markup.
    expect(within(section).getByText('<b>nesedí</b>')).toBeInTheDocument();
    expect(within(section).getByTestId('withdrawal-state')).toHaveTextContent('Čeká na vrácení peněz');

    fireEvent.click(within(section).getByRole('button', { name: 'Vrátit peníze a vystavit opravný doklad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit peníze a vystavit opravný doklad?' });
    expect(dialog).toHaveTextContent('Zákazník zaplatil 5 000 Kč; vrací se nejvýše tato částka, na účet 19-2000145399/0800.');
    expect(server.calls.some((call) => call.url.endsWith(REFUND_PATH))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vystavit opravný doklad' }));

    const link = await within(section).findByRole('link', { name: note.number });
    expect(link).toHaveAttribute('href', note.document_url);
    expect(within(section).getByTestId('withdrawal-state')).toHaveTextContent('Peníze vráceny');
    expect(within(section).getByTestId('credit-note')).toHaveTextContent(
      'Opravný doklad D2026-000001 k faktuře 2026-000042 na -12 990 Kč, vystaven 25.11.2026. Vráceno 5 000 Kč bankovním převodem na účet 19-2000145399/0800.',
    );
    expect(within(section).queryByRole('button', { name: 'Vrátit peníze a vystavit opravný doklad' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((call) => call.url.endsWith(REFUND_PATH))).toHaveLength(1);
  });

  test('a card-paid order is refunded through the gateway to the card, and the dialog says so instead of naming the account', async () => {
    const { section } = await openWithdrawal('cs', () => ({ status: 200, body: { ...note, refund_method: 'card' } }), 5000, 'gateway');
    fireEvent.click(within(section).getByRole('button', { name: 'Vrátit peníze a vystavit opravný doklad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit peníze a vystavit opravný doklad?' });
    expect(dialog).toHaveTextContent('Zákazník zaplatil kartou 5 000 Kč; vrací se nejvýše tato částka, přes platební bránu na jeho kartu.');
    expect(dialog).not.toHaveTextContent('19-2000145399/0800');
  });

  test('a refused refund (no invoice yet) shows the server message in the dialog, in Romanian, and nothing is marked refunded', async () => {
    const { section } = await openWithdrawal('ro', () => ({ status: 409, body: { detail: 'Mai întâi trebuie emisă factura.' } }));
    expect(within(section).getByText('iPhone 15 (IP15-128), 1 buc.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Rambursează banii și emite factura de stornare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rambursați banii și emiteți factura de stornare?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emite factura de stornare' }));
    expect(await within(dialog).findByText('Mai întâi trebuie emisă factura.')).toBeInTheDocument();
    expect(within(section).getByTestId('withdrawal-state')).toHaveTextContent('Așteaptă rambursarea');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a never-paid order offers no refund: staff close the withdrawal without money, and the credit note says nothing went back', async () => {
    const closed: CreditNoteSummary = { ...note, refunded: 0, refund_method: 'none' };
    const { server, section } = await openWithdrawal('cs', () => ({ status: 200, body: closed }), 0);
    expect(within(section).getByTestId('withdrawal-state')).toHaveTextContent('Čeká na uzavření (nezaplaceno)');
    expect(within(section).queryByRole('button', { name: 'Vrátit peníze a vystavit opravný doklad' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Uzavřít bez vrácení peněz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uzavřít odstoupení bez vrácení peněz?' });
    expect(dialog).toHaveTextContent('Objednávka nebyla zaplacena, žádné peníze se nevracejí.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít bez vrácení peněz' }));
    await waitFor(() => expect(within(section).getByTestId('withdrawal-state')).toHaveTextContent('Uzavřeno bez vrácení peněz'));
    expect(within(section).getByTestId('credit-note')).toHaveTextContent(/Nic se nevrací\.$/);
    expect(server.calls.some((call) => call.url.endsWith(REFUND_PATH))).toBe(false);
    expect(server.calls.filter((call) => call.url.endsWith(CLOSE_PATH))).toHaveLength(1);
  });
});
