import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { GoodsInProduct } from '@shop/shared/contract/goods-in';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { GoodsInDesk } from './GoodsInDesk';

const BASE = '/api/new/orders/staff/goods-in/';
const phone: GoodsInProduct = {
  id: 9,
  code: 'IP15-128',
  name: 'iPhone 15 128 GB',
  needs_imei: true,
  warehouse_quantity: 0,
  stores: [{ id: 4, name: 'Praha Centrum', quantity: 1 }],
};
const KNOWN_SERIAL = 'CZW0001';
const IMEI_A = '490154203237518';
const IMEI_B = '356938035643809';

function renderDesk(locale: 'cs' | 'ro', receiveAnswer: (body: unknown) => FakeAnswer = () => ({ status: 200, body: { received: 2, product: { ...phone, warehouse_quantity: 2 } } })) {
  const server = fakeFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (pathname === `${BASE}products/IP15-128/`) return { status: 200, body: phone };
    if (pathname.startsWith(`${BASE}products/`)) return { status: 404, body: { detail: locale === 'cs' ? 'Produkt s tímto kódem nemáme.' : 'Nu avem un produs cu acest cod.' } };
    if (pathname === `${BASE}pieces/check/`) {
      const serial = searchParams.get('serial_number')!.replace(/[\s-]/g, '').toUpperCase();
      if (serial === KNOWN_SERIAL) return { status: 400, body: { serial_number: [locale === 'cs' ? 'Kus s tímto sériovým číslem už ve skladové evidenci je.' : 'O bucată cu acest număr de serie există deja în evidența stocului.'] } };
      return { status: 200, body: { serial_number: serial, imei: searchParams.get('imei') || null } };
    }
    if (pathname === BASE && init.method === 'POST') return receiveAnswer(JSON.parse(String(init.body)));
    return { status: 404, body: { detail: 'not faked' } };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<GoodsInDesk />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const enter = (input: HTMLElement) => fireEvent.submit(input.closest('form')!);

async function choosePhone() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Kód produktu' }), { target: { value: 'IP15-128' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vybrat produkt' }));
  expect(await screen.findByRole('heading', { name: 'IP15-128 iPhone 15 128 GB' })).toBeInTheDocument();
}

/** What a keyboard-wedge scanner does: types the code, then Enter. */
async function scanPiece(serial: string, imei: string) {
  const serialBox = screen.getByRole('textbox', { name: 'Sériové číslo' });
  fireEvent.change(serialBox, { target: { value: serial } });
  enter(serialBox);
  const imeiBox = screen.getByRole('textbox', { name: 'IMEI' });
  await waitFor(() => expect(imeiBox).toHaveFocus());
  fireEvent.change(imeiBox, { target: { value: imei } });
  enter(imeiBox);
}

describe('goods-in of serialised pieces', () => {
  test('scans S/N then IMEI per piece, refuses a repeat and a known serial at the field keeping the text, saves all into the chosen store', async () => {
    const server = renderDesk('cs');
    await choosePhone();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kam zboží přijímáte' }), { target: { value: '4' } });

    await scanPiece('ab-12', IMEI_A);
    const list = await screen.findByRole('list', { name: 'Naskenované kusy' });
    expect(within(list).getByText(`S/N AB12 · IMEI ${IMEI_A}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Sériové číslo/ })).toHaveFocus());

    await scanPiece('AB12', IMEI_B);
    expect(await screen.findByText('Toto sériové číslo už v seznamu je.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sériové číslo/ })).toHaveValue('AB12');

    const serialBox = screen.getByRole('textbox', { name: /Sériové číslo/ });
    fireEvent.change(serialBox, { target: { value: KNOWN_SERIAL } });
    enter(serialBox);
    expect(await screen.findByText('Kus s tímto sériovým číslem už ve skladové evidenci je.')).toBeInTheDocument();
    expect(serialBox).toHaveValue(KNOWN_SERIAL);
    expect(screen.getByRole('textbox', { name: /IMEI/ })).toHaveValue(IMEI_B);

    fireEvent.change(serialBox, { target: { value: 'CD34' } });
    enter(serialBox);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Přijmout na sklad (2 ks)' }));
    expect(await screen.findByText('Přijato 2 ks. Produkt je skladem.')).toBeInTheDocument();
    const save = server.calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(save.init.body))).toEqual({
      product_code: 'IP15-128',
      store_id: 4,
      pieces: [
        { serial_number: 'AB12', imei: IMEI_A },
        { serial_number: 'CD34', imei: IMEI_B },
      ],
    });
    expect(screen.getByText('Zatím není naskenovaný žádný kus.')).toBeInTheDocument();
  });

  test('a refusal of the save shows at its row in Romanian and keeps the list', async () => {
    renderDesk('ro', () => ({ status: 400, body: { pieces: { '0': { serial_number: ['O bucată cu acest număr de serie există deja în evidența stocului.'] } } } }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Codul produsului' }), { target: { value: 'IP15-128' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alege produsul' }));
    await screen.findByRole('heading', { name: 'IP15-128 iPhone 15 128 GB' });
    const serialBox = screen.getByRole('textbox', { name: 'Număr de serie' });
    fireEvent.change(serialBox, { target: { value: 'EF56' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'IMEI' }), { target: { value: IMEI_A } });
    enter(serialBox);
    fireEvent.click(await screen.findByRole('button', { name: 'Recepționează în stoc (1 buc.)' }));
    const list = screen.getByRole('list', { name: 'Bucăți scanate' });
    expect(await within(list).findByText('O bucată cu acest număr de serie există deja în evidența stocului.')).toBeInTheDocument();
    expect(within(list).getByText(`S/N EF56 · IMEI ${IMEI_A}`)).toBeInTheDocument();
  });

  test('an unknown product code is refused at the field', async () => {
    renderDesk('cs');
    fireEvent.change(screen.getByRole('textbox', { name: 'Kód produktu' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat produkt' }));
    expect(await screen.findByText('Produkt s tímto kódem nemáme.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Kód produktu/ })).toHaveValue('NOPE');
  });
});
