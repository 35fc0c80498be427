import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { StatementLine, StatementResult } from '@shop/shared/contract/bank-statements';
import { createApiClient } from '@shop/shared/http/api-client';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { OrderDesk } from '../OrderDesk';
import { deskRow, fakeDeskServer } from '../test-support/fake-desk-server';

beforeEach(() => window.history.replaceState(null, '', '/admin/objednavky/'));

const PREVIEW = '/api/new/orders/staff/bank-statements/preview/';
const IMPORT = '/api/new/orders/staff/bank-statements/import/';

const line = (at: number, outcome: StatementLine['outcome'], extra: Partial<StatementLine> = {}): StatementLine => ({
  line: at,
  transaction_id: `2600${at}`,
  booked_on: '2026-11-20',
  amount: 12990,
  currency: 'CZK',
  reference: '123456789',
  details: 'Jan Novák · <b>Objednávka</b>',
  order_number: deskRow.order_number,
  owed: 12990,
  outcome,
  same_as: null,
  ...extra,
});

const preview: StatementResult = {
  format: 'fio',
  imported: 0,
  lines: [
    line(6, 'match'),
    line(7, 'amount_differs', { amount: 1000, order_number: 'E987654321', reference: '987654321', owed: 5000 }),
    line(8, 'unmatched', { order_number: null, owed: null, reference: '111222333' }),
    line(9, 'debit', { amount: -250, order_number: null, owed: null }),
    line(10, 'duplicate', { same_as: 6 }),
  ],
};
const imported: StatementResult = {
  ...preview,
  imported: 2,
  lines: preview.lines.map((each) => (each.outcome === 'match' || each.outcome === 'amount_differs' ? { ...each, outcome: 'imported' } : each)),
};

function renderDesk(locale: 'cs' | 'ro', answers: Record<string, () => FakeAnswer>) {
  const server = fakeDeskServer((path, init) => (init.method === 'POST' && answers[path] ? answers[path]() : undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<OrderDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

describe('bank statement import on the order desk', () => {
  test('pasted statement: a preview of every line with its reason, nothing recorded until confirmed, then the result', async () => {
    const server = renderDesk('cs', { [PREVIEW]: () => ({ status: 200, body: preview }), [IMPORT]: () => ({ status: 200, body: imported }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Import výpisu' }));
    expect(window.location.search).toBe('?desk.view=statement');
    const section = await screen.findByTestId('statement-import');
    const show = within(section).getByRole('button', { name: 'Zobrazit náhled' });
    expect(show).toBeDisabled();
    fireEvent.change(within(section).getByLabelText(/Nebo vložte text výpisu/), { target: { value: '"ID pohybu";"Datum";"Objem";"VS"\n"1";"20.11.2026";"12990";"123456789"' } });
    fireEvent.click(show);

    const table = await within(section).findByRole('table', { name: 'Řádky výpisu' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual(['match', 'amount_differs', 'unmatched', 'debit', 'duplicate']);
    expect(rows[0]).toHaveTextContent('Zaplatí objednávku');
    expect(rows[1]).toHaveTextContent('Částečná platba: zbude doplatit 4 000 Kč');
    expect(rows[2]).toHaveTextContent('Žádná objednávka s tímto variabilním symbolem');
    expect(rows[3]).toHaveTextContent('Odchozí platba');
    expect(rows[4]).toHaveTextContent('Stejný pohyb jako řádek 6');
    expect(within(rows[0]!).getByText('Jan Novák · <b>Objednávka</b>')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Náhled: zaznamenat lze plateb: 2. Nic se zatím neuložilo.');
    expect(server.calls.some((call) => call.url.endsWith(IMPORT))).toBe(false);

    fireEvent.click(within(section).getByRole('button', { name: 'Zaznamenat platby (2)' }));
    expect(await within(section).findByText('Zaznamenáno plateb: 2.')).toBeInTheDocument();
    expect(within(section).getAllByText('Zaznamenáno')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: /Zaznamenat platby/ })).not.toBeInTheDocument();
    const sent = server.calls.filter((call) => call.url.endsWith(PREVIEW) || call.url.endsWith(IMPORT)).map((call) => JSON.parse(String(call.init.body)));
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ file_name: 'vypis.csv', content_type: 'text/csv' });

    // The order number opens the order; the import stays mounted beneath it, so Back finds the result again.
    fireEvent.click(within(section).getAllByRole('button', { name: deskRow.order_number })[0]!);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('desk.order')).toBe(deskRow.order_number));
    expect(screen.getByTestId('statement-import')).toContainElement(table);
  });

  test('a chosen file that cannot be read: every refused cell listed, in Romanian; an unknown header at the file field', async () => {
    let answer: FakeAnswer = { status: 400, body: { rows: { '6': { Credit: ['Sumă nevalidă.'] }, '7': { 'Data tranzactie': ['Dată nevalidă.'] } } } };
    renderDesk('ro', { [PREVIEW]: () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Importă extras' }));
    const section = await screen.findByTestId('statement-import');
    expect(within(section).getByText(/Banca Transilvania, BCR/)).toBeInTheDocument();
    const file = new File(['Data tranzactie,Descriere,Credit\n'], 'extras.csv', { type: 'text/csv' });
    fireEvent.change(within(section).getByLabelText(/Fișierul extrasului/), { target: { files: [file] } });
    fireEvent.click(within(section).getByRole('button', { name: 'Previzualizare' }));
    const problems = await within(section).findByTestId('statement-problems');
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rândul 6, Credit: Sumă nevalidă.', 'Rândul 7, Data tranzactie: Dată nevalidă.']);

    answer = { status: 400, body: { file: ['Antetul fișierului nu corespunde niciunui extras cunoscut.'] } };
    fireEvent.click(within(section).getByRole('button', { name: 'Previzualizare' }));
    expect(await within(section).findByText('Antetul fișierului nu corespunde niciunui extras cunoscut.')).toBeInTheDocument();
    expect(within(section).getByLabelText(/Fișierul extrasului/)).toHaveAccessibleDescription(/Antetul fișierului/);
  });
});
