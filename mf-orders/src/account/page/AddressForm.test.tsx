import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../../locales/catalogs';
import { AddressForm } from './AddressForm';

const czechAddress = { first_name: 'Jana', last_name: 'Nováková', street: 'Karlova 12', city: 'Praha', district: '', postcode: '110 00', phone: '601 123 456', is_default: false };

function renderForm(save: () => FakeAnswer, options: { locale?: 'cs' | 'ro'; editing?: typeof czechAddress & { id: number } } = {}) {
  const { locale = 'cs', editing = null } = options;
  const server = fakeFetch((url) => (url.includes('/auth/me/') ? { status: 200, body: { user: null, csrf_token: 'token' } } : save()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const onDone = jest.fn();
  renderInWidget(<AddressForm editing={editing} onDone={onDone} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return { onDone, saves: () => server.calls.filter((call) => call.url.includes('/account/addresses/') && call.init.method !== 'GET') };
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillCzech() {
  type(/^Jméno/, czechAddress.first_name);
  type(/^Příjmení/, czechAddress.last_name);
  type(/^Ulice a číslo/, czechAddress.street);
  type(/^Město/, czechAddress.city);
  type(/^PSČ/, czechAddress.postcode);
  type(/^Telefon/, czechAddress.phone);
}

test("the server's 400 stays at its fields, every typed value is kept and the form stays open", async () => {
  const { onDone, saves } = renderForm(() => ({ status: 400, body: { postcode: ['PSČ neodpovídá městu.'], street: ['Zadejte ulici a číslo domu.'] } }));
  fillCzech();
  fireEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }));
  expect(await screen.findByText('PSČ neodpovídá městu.')).toBeInTheDocument();
  expect(screen.getByText('Zadejte ulici a číslo domu.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^PSČ/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Ulice a číslo/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Město/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText(/^Jméno/)).toHaveValue('Jana');
  expect(screen.getByLabelText(/^Ulice a číslo/)).toHaveValue('Karlova 12');
  expect(screen.getByLabelText(/^PSČ/)).toHaveValue('110 00');
  expect(screen.getByLabelText(/^Telefon/)).toHaveValue('601 123 456');
  expect(onDone).not.toHaveBeenCalled();
  expect(JSON.parse(String(saves()[0]!.init.body))).toMatchObject({ street: 'Karlova 12', postcode: '110 00' });
});

test('an edit that the server refuses keeps the edited value, and a later save closes the form', async () => {
  let calls = 0;
  const { onDone, saves } = renderForm(
    () => {
      calls += 1;
      return calls === 1 ? { status: 400, body: { city: ['Zadejte město.'] } } : { status: 200, body: { ...czechAddress, id: 5, city: 'Brno' } };
    },
    { editing: { ...czechAddress, id: 5 } },
  );
  type(/^Město/, 'Brno');
  fireEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }));
  expect(await screen.findByText('Zadejte město.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Město/)).toHaveValue('Brno');
  fireEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(saves().map((call) => [call.init.method, new URL(call.url, 'http://shop.test').pathname])).toEqual([
    ['PUT', '/api/new/account/addresses/5/'],
    ['PUT', '/api/new/account/addresses/5/'],
  ]);
});

test('in Romania the county is required: refused at the field before anything is sent, the rest kept', async () => {
  const { saves } = renderForm(() => ({ status: 201, body: {} }), { locale: 'ro' });
  type(/^Prenume/, 'Ioana');
  type(/^Nume/, 'Popescu');
  type(/^Stradă și număr/, 'Strada Lipscani 5');
  type(/^Localitate/, 'București');
  type(/^Cod poștal/, '030031');
  type(/^Telefon/, '0721 234 567');
  fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
  expect(await screen.findByLabelText(/^Județ sau sector/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Stradă și număr/)).toHaveValue('Strada Lipscani 5');
  expect(saves()).toHaveLength(0);
});

test('in Romania the county is a select of the counties and Bucharest sectors, checked against a Bucharest postcode', async () => {
  const { saves } = renderForm(() => ({ status: 201, body: {} }), { locale: 'ro' });
  type(/^Prenume/, 'Ioana');
  type(/^Nume/, 'Popescu');
  type(/^Stradă și număr/, 'Strada Lipscani 5');
  type(/^Localitate/, 'București');
  type(/^Cod poștal/, '030031');
  type(/^Telefon/, '0721 234 567');
  const county = screen.getByRole('combobox', { name: /^Județ sau sector/ });
  expect(within(county).getAllByRole('option')).toHaveLength(48);
  fireEvent.change(county, { target: { value: 'București, Sector 4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
  expect(await screen.findByText('Județul sau sectorul nu corespunde codului poștal.')).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
  fireEvent.change(county, { target: { value: 'București, Sector 3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(JSON.parse(String(saves()[0]!.init.body))).toMatchObject({ district: 'București, Sector 3', postcode: '030031' });
});
