import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { PurgeModal } from './PurgeModal';
import { purgeStore } from './purge-store';
import { emptyPurgeDraft } from './purge-draft';

const ok = (body: Record<string, unknown>): FakeAnswer => ({
  status: 200,
  body: { mode: 'key', keys: [], url: '', soft_purge: false, local_entries: 3, cdn: { target: 'fastly', calls: 1 }, ...body },
});

const me = (role: 'staff' | 'admin'): FakeAnswer => ({
  status: 200,
  body: { user: { id: 1, email: `${role}@example.com`, first_name: 'Jana', last_name: 'Nováková', role }, csrf_token: 'test-csrf-token' },
});

function renderModal(answer: (body: Record<string, unknown>) => FakeAnswer, locale: 'cs' | 'ro' = 'cs', role: 'staff' | 'admin' = 'admin') {
  const server = fakeFetch((url, init) => (String(url).includes('/auth/me/') ? me(role) : answer(JSON.parse(String(init.body)) as Record<string, unknown>)));
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = jest.fn();
  const view = renderInWidget(<PurgeModal open onClose={onClose} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, apiClient, queryClient });
  const sent = () => server.calls.filter((call) => !String(call.url).includes('/auth/me/')).map((call) => [call.url, JSON.parse(String(call.init.body)) as unknown]);
  return { ...view, sent, onClose };
}

beforeEach(() => {
  // The API client reads the CSRF token from the shop's cookie, as on the shop's own pages.
  document.cookie = 'csrftoken=test-csrf-token';
  sessionStorage.clear();
  purgeStore.setState({ draft: emptyPurgeDraft });
});

test('four tabs, Default first; the Default tab purges the html key', async () => {
  const { sent } = renderModal((body) => ok(body));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Výchozí', 'URL', 'Klíč', 'Vyčistit vše']);
  expect(screen.getByRole('tab', { name: 'Výchozí' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Vyčistit stránky' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Vyčištěny klíče: html.');
  expect(screen.getByRole('status')).toHaveTextContent('Z cache obchodu odstraněny 3 odpovědi.');
  expect(sent()).toEqual([['/api/new/core/fastly/purge', { mode: 'key', keys: ['html'], url: '', soft_purge: false }]]);
  // The submit button was disabled while busy; focus must stay in the dialog so Escape still closes it.
  await waitFor(() => expect(screen.getByTestId('purge-outcome')).toHaveFocus());
});

test('the last tab is remembered when the modal opens again', () => {
  const first = renderModal((body) => ok(body));
  fireEvent.click(screen.getByRole('tab', { name: 'Klíč' }));
  first.unmount();
  renderModal((body) => ok(body));
  expect(screen.getByRole('tab', { name: 'Klíč' })).toHaveAttribute('aria-selected', 'true');
});

test('keys typed on lines, soft purge ticked: one request naming them all', async () => {
  const { sent } = renderModal((body) => ok(body));
  fireEvent.click(screen.getByRole('tab', { name: 'Klíč' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Klíče/ }), { target: { value: 'product-1\nproduct-2' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Měkké čištění/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Vyčistit klíče' }));
  await screen.findByRole('status');
  expect(sent()).toEqual([['/api/new/core/fastly/purge', { mode: 'key', keys: ['product-1', 'product-2'], url: '', soft_purge: true }]]);
});

test('Purge All asks first; cancelling sends nothing', async () => {
  const { sent } = renderModal((body) => ok(body));
  fireEvent.click(screen.getByRole('tab', { name: 'Vyčistit vše' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Vyčistit vše…' }));
  expect(screen.getByText('Opravdu vyčistit celou cache?')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  expect(sent()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Vyčistit vše…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Ano, vyčistit vše' }));
  await waitFor(() => expect(sent()).toEqual([['/api/new/core/fastly/purge', { mode: 'full', keys: [], url: '', soft_purge: false }]]));
});

test('staff who are not admins see why Purge All is not theirs, and no button to send it (AT-X2)', async () => {
  const { sent } = renderModal((body) => ok(body), 'cs', 'staff');
  fireEvent.click(screen.getByRole('tab', { name: 'Vyčistit vše' }));
  expect(await screen.findByText('Celou cache může vyčistit jen administrátor. Jednotlivé stránky vyčistíte v záložkách URL a Klíč.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vyčistit vše…' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Klíč' }));
  expect(screen.getByRole('button', { name: 'Vyčistit klíče' })).toBeInTheDocument();
  expect(sent()).toEqual([]);
});

test('a failed purge shows the alert with the server error and keeps the typed address', async () => {
  renderModal(() => ({ status: 502, body: { detail: 'Fastly čištění odmítl (401): Provided credentials are missing or invalid' } }));
  fireEvent.click(screen.getByRole('tab', { name: 'URL' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Adresa/ }), { target: { value: '/produkt/iphone/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vyčistit adresu' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Cache se nepodařilo vyčistit');
  expect(alert).toHaveTextContent('Provided credentials are missing or invalid');
  expect(screen.getByRole('textbox', { name: /Adresa/ })).toHaveValue('/produkt/iphone/');
});

test("the server's field error shows under the address field, in Romanian", async () => {
  renderModal(() => ({ status: 400, body: { url: ['Adresa nu aparține acestui magazin.'] } }), 'ro');
  fireEvent.click(screen.getByRole('tab', { name: 'URL' }));
  const field = screen.getByRole('textbox', { name: /Adresă/ });
  fireEvent.change(field, { target: { value: 'https://elsewhere.example/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Golește adresa' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(/Adresa nu aparține acestui magazin/));
  expect(screen.getByRole('alert')).toHaveTextContent('Golirea cache-ului a eșuat');
});
