import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { DiscountForm } from './DiscountForm';
import { DiscountImport } from './DiscountImport';

const saved = (body: Record<string, unknown>): FakeAnswer => ({
  status: 201,
  body: { id: 1, used_count: 0, product_ids: [], category_ids: [], max_uses: null, max_uses_per_customer: null, minimum_order: 0, stackable: false, ...body, confirm_high_percent: undefined },
});

function render(ui: React.ReactElement, answer: (body: Record<string, unknown>) => FakeAnswer, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch((_url, init) => answer(JSON.parse(String(init.body)) as Record<string, unknown>));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInWidget(ui, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient });
  return { bodies: () => server.calls.map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>) };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf-token';
});

test('80 % asks for confirmation; confirmed, the same typed discount is sent again with the confirmation (AT-D3)', async () => {
  const onDone = jest.fn();
  const warning = 'Sleva je 80 % nebo více. Potvrďte prosím, že ji chcete opravdu uložit.';
  const { bodies } = render(<DiscountForm mode={{ kind: 'create' }} onDone={onDone} />, (body) =>
    body.confirm_high_percent ? saved(body) : { status: 400, body: { confirm_high_percent: [warning] } },
  );
  fireEvent.change(screen.getByLabelText(/^Kód/), { target: { value: 'VELKA00080' } });
  fireEvent.change(screen.getByLabelText(/^Sleva v %/), { target: { value: '80' } });
  expect(screen.getByText('Sleva 80 % nebo více: před uložením ji potvrdíte.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByRole('alertdialog', { name: 'Vysoká sleva' })).toHaveTextContent(warning);
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Kód/)).toHaveValue('VELKA00080');
  fireEvent.click(screen.getByRole('button', { name: 'Přesto uložit' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(bodies().map((body) => [body.code, body.value, body.confirm_high_percent])).toEqual([
    ['VELKA00080', 80, false],
    ['VELKA00080', 80, true],
  ]);
});

test('field errors from the server show at their fields in Romanian, with amounts in Lei', async () => {
  render(<DiscountForm mode={{ kind: 'create' }} onDone={jest.fn()} />, () => ({ status: 400, body: { code: ['Acest cod există deja în magazin.'] } }), 'ro');
  fireEvent.change(screen.getByLabelText(/^Tip reducere/), { target: { value: 'amount' } });
  expect(screen.getByLabelText(/^Reducere în Lei/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Salvează' }));
  expect(await screen.findByText('Acest cod există deja în magazin.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Cod/)).toHaveAttribute('aria-invalid', 'true');
});

test('a refused CSV import lists the rows to fix (AT-D4)', async () => {
  const { bodies } = render(<DiscountImport onDone={jest.fn()} />, () => ({ status: 400, body: { rows: { '3': { value: ['Zadaná hodnota není číslo.'] } } } }));
  const file = new File(['code;kind\n'], 'slevy.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText(/^Soubor CSV/), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Importovat' }));
  await waitFor(() => expect(bodies()).toHaveLength(1));
  expect(await screen.findByTestId('import-rows')).toHaveTextContent('Řádek 3, value: Zadaná hodnota není číslo.');
  expect(bodies()[0]).toMatchObject({ file_name: 'slevy.csv', content_type: 'text/csv', content: 'code;kind\n', confirm_high_percent: false });
});

test('the import help names the allowed kinds and both date formats (issue #33)', () => {
  render(<DiscountImport onDone={jest.fn()} />, () => ({ status: 500, body: {} }));
  const help = screen.getByTestId('import-help');
  expect(help).toHaveTextContent('percent (procenta, value 1–100) nebo amount (pevná částka v Kč, celé číslo).');
  expect(help).toHaveTextContent('Datum jako 2026-12-31 nebo 31.12.2026 (den.měsíc.rok).');
  expect(help).toHaveTextContent('konec nesmí být dřív než začátek');
});

test('an end before the start is named at the end date and nothing is sent (issue #33)', async () => {
  const { bodies } = render(<DiscountForm mode={{ kind: 'create' }} onDone={jest.fn()} />, (body) => saved(body));
  fireEvent.change(screen.getByLabelText(/^Kód/), { target: { value: 'PORADI0001' } });
  fireEvent.change(screen.getByLabelText(/^Sleva v %/), { target: { value: '10' } });
  fireEvent.change(screen.getByLabelText(/^Platí od/), { target: { value: '2026-12-31' } });
  fireEvent.change(screen.getByLabelText(/^Platí do/), { target: { value: '2026-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Konec platnosti nesmí být dřív než její začátek.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Platí do/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Kód/)).toHaveValue('PORADI0001');
  expect(bodies()).toHaveLength(0);
});
