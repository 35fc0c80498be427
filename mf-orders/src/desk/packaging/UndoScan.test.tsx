import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PackagingState } from '@shop/shared/contract/order-packaging';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { PackagingScreen } from './PackagingScreen';

const NUMBER = 'E123456789';
const STATE_PATH = `/api/new/orders/staff/orders/${NUMBER}/packaging/`;
const PIECE_PATH = `${STATE_PATH}pieces/501/`;

const scanned: PackagingState = {
  order_number: NUMBER,
  status: 'packed',
  crate: null,
  lines: [
    {
      id: 31,
      product_code: 'IP15-128',
      name: 'iPhone 15',
      quantity: 1,
      serialised: true,
      packed_quantity: 1,
      pieces: [{ id: 501, serial_number: 'CZW0001', imei: '490154203237518' }],
    },
  ],
  package: { id: 3, status: 'packed', measures: { weight_kg: 0.4, width_cm: 20, height_cm: 12, depth_cm: 6 } },
  supplier_lines: [{ product_code: 'TV-55', name: 'Televize 55"', quantity: 1 }],
  all_items_packed: true,
  can_unscan: true,
  can_pack: false,
};
const undone: PackagingState = {
  ...scanned,
  status: 'processing',
  lines: [{ ...scanned.lines[0]!, packed_quantity: 0, pieces: [] }],
  package: { ...scanned.package!, status: 'new' },
  all_items_packed: false,
  can_pack: true,
};

function renderScreen(locale: 'cs' | 'ro', state: PackagingState, unscanAnswer: () => FakeAnswer) {
  let current = state;
  const server = fakeFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === STATE_PATH) return { status: 200, body: current };
    if (pathname === PIECE_PATH && init.method === 'DELETE') {
      const answer = unscanAnswer();
      if (answer.status === 200) current = answer.body as PackagingState;
      return answer;
    }
    return { status: 404, body: { detail: 'not faked' } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<PackagingScreen orderNumber={NUMBER} onBack={() => undefined} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

describe('undo of a wrong scan at the packing table', () => {
  test('each scanned piece has a keyboard-reachable remove button; it asks first, then the piece is gone and the order is packable again', async () => {
    const server = renderScreen('cs', scanned, () => ({ status: 200, body: undone }));
    const remove = await screen.findByRole('button', { name: 'Odebrat kus S/N CZW0001 ze zásilky' });
    remove.focus();
    expect(remove).toHaveFocus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Odebrat kus ze zásilky?' });
    expect(dialog).toHaveTextContent('Kus S/N CZW0001 se vrátí na sklad jako volný');
    expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odebrat kus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const removal = server.calls.find((call) => call.init.method === 'DELETE')!;
    expect(new URL(removal.url, 'http://shop.test').pathname).toBe(PIECE_PATH);
    expect(screen.queryByText(/CZW0001/)).not.toBeInTheDocument();
    expect(screen.getByText('Zabaleno 0 z 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Naskenujte sériové číslo nebo IMEI/ })).toBeEnabled();
  });

  test('cancel in the confirmation sends nothing', async () => {
    const server = renderScreen('cs', scanned, () => ({ status: 200, body: undone }));
    fireEvent.click(await screen.findByRole('button', { name: 'Odebrat kus S/N CZW0001 ze zásilky' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    expect(screen.getByText(/CZW0001/)).toBeInTheDocument();
  });

  test('a refusal (handed over meanwhile) stays in the dialog in Romanian; the supplier goods are listed apart', async () => {
    const message = 'Coletul este deja predat curierului, articolul nu mai poate fi scos din el.';
    renderScreen('ro', scanned, () => ({ status: 400, body: { non_field_errors: [message] } }));
    expect(within(await screen.findByTestId('supplier-lines')).getByText('TV-55')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /CZW0001/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scoate bucata' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByText(/CZW0001/, { selector: 'span' })).toBeInTheDocument();
  });

  test('once the hand-over has begun there is no remove button', async () => {
    renderScreen('cs', { ...scanned, can_unscan: false }, () => ({ status: 500 }));
    expect(await screen.findByText(/CZW0001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Odebrat kus/ })).not.toBeInTheDocument();
  });
});
