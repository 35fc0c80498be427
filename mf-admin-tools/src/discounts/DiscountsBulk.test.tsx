import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { DiscountForm } from './DiscountForm';
import { DiscountsScreen } from './DiscountsScreen';

const row = (id: number, code: string) => ({
  id,
  code,
  kind: 'percent',
  value: 10,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  max_uses: null,
  max_uses_per_customer: null,
  used_count: 0,
  minimum_order: 0,
  product_ids: [],
  category_ids: [],
  manufacturer_ids: [],
  stackable: false,
});

/** Files the screen saves: the object URL's blob, read back. */
function savedFiles(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  return blobs;
}

/** The blob's bytes as text, a BOM kept (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blob);
  });
}

function render(ui: React.ReactElement, answer: (url: string, init: RequestInit) => FakeAnswer) {
  document.cookie = 'csrftoken=test-csrf-token';
  window.history.replaceState(null, '', '/admin/slevy/');
  const server = fakeFetch(answer);
  const apiClient = createApiClient({ getLocale: () => 'cs', fetchImpl: server.fetchImpl });
  renderInWidget(ui, { locale: 'cs', market: 'CZ', catalogs, apiClient, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return server;
}

test('a generated batch downloads as the import’s CSV and copies to the clipboard (issue #33, point 1)', async () => {
  const blobs = savedFiles();
  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
  render(<DiscountForm mode={{ kind: 'generate' }} onDone={jest.fn()} />, () => ({ status: 201, body: { codes: ['ABCDEFGHJK', 'MNPQRSTUVW'] } }));
  fireEvent.change(screen.getByLabelText(/^Sleva v %/), { target: { value: '15' } });
  fireEvent.change(screen.getByLabelText(/^Platí od/), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText(/^Platí do/), { target: { value: '2026-03-31' } });
  fireEvent.change(screen.getByLabelText(/^Počet použití celkem/), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vygenerovat' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Stáhnout CSV' }));
  expect(await textOf(blobs[0]!)).toBe(
    '\uFEFFcode;kind;value;valid_from;valid_to;max_uses;max_uses_per_customer;minimum_order\r\n' +
      'ABCDEFGHJK;percent;15;2026-03-01;2026-03-31;1;;0\r\nMNPQRSTUVW;percent;15;2026-03-01;2026-03-31;1;;0\r\n',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Kopírovat kódy' }));
  expect(await screen.findByText('Kódy jsou ve schránce.')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('ABCDEFGHJK\nMNPQRSTUVW');
});

test('chosen rows are deleted in one call; a used code that stays is named (issue #33, point 1)', async () => {
  window.confirm = jest.fn(() => true);
  const server = render(<DiscountsScreen />, (url, init) => {
    if (init.method === 'POST') return { status: 200, body: { changed: [1], kept: ['POUZITY002'] } };
    return { status: 200, body: { count: 3, results: [row(1, 'VOLNY00001'), row(2, 'POUZITY002'), row(3, 'ZUSTANE003')] } };
  });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Vybrat VOLNY00001' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vybrat POUZITY002' }));
  expect(screen.getByTestId('discount-bulk')).toHaveTextContent('Vybráno slev: 2');
  fireEvent.click(screen.getByRole('button', { name: 'Smazat vybrané' }));
  await waitFor(() => expect(server.calls.some((call) => call.init.method === 'POST')).toBe(true));
  const sent = server.calls.find((call) => call.init.method === 'POST')!;
  expect(sent.url).toBe('/api/new/admin/discounts/bulk/');
  expect(JSON.parse(String(sent.init.body))).toEqual({ action: 'delete', ids: [1, 2] });
  expect(await screen.findByText('Použité slevy nelze smazat, zůstaly: POUZITY002. Můžete jim ukončit platnost.')).toBeInTheDocument();
  expect(screen.queryByTestId('discount-bulk')).toBeNull();
});

test('the export asks for the filtered grid without its paging and saves the file', async () => {
  const blobs = savedFiles();
  const server = render(<DiscountsScreen />, (url) =>
    url.includes('/export/')
      ? { status: 200, body: { file_name: 'slevy-cz.csv', content: 'code;kind\r\n', rows: 0, truncated: false } }
      : { status: 200, body: { count: 0, results: [] } },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Export do CSV (podle filtru)' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const asked = server.calls.find((call) => call.url.includes('/export/'))!;
  expect(asked.url).toContain('ordering=-id');
  expect(asked.url).not.toContain('page=');
  expect(await textOf(blobs[0]!)).toBe('code;kind\r\n');
});
