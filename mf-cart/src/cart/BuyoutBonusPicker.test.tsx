import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { cartLine, cartWith } from '../test-support/cart-fixtures';
import { BuyoutBonusPicker } from './BuyoutBonusPicker';
import { buyoutFromLink } from './buyout-link';

const TOKEN = 'T'.repeat(43);
const line = cartLine(7, 'IP13', { product: { ...cartLine(7, 'IP13').product, is_device: true } });
const customer = { id: 1, email: 'jana@example.cz', role: 'customer', first_name: 'Jana', last_name: 'Nováková' };

function renderPicker(user: object | null, answer: (url: string, init: RequestInit) => FakeAnswer | undefined, locale: 'cs' | 'ro' = 'cs') {
  const server = fakeFetch((url, init) => {
    if (url.includes('/auth/me/')) return { status: 200, body: { user, csrf_token: 'c'.repeat(32) } };
    return answer(url, init) ?? { status: 200, body: cartWith([line]) };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl });
  renderInWidget(<BuyoutBonusPicker line={line} busy={false} />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
  return server;
}

const attachCalls = (server: ReturnType<typeof fakeFetch>) => server.calls.filter((call) => call.url.includes('/api/new/cart/buyout-bonus/7/'));

test('reads the id and token from a buyout link, and nothing from other text', () => {
  expect(buyoutFromLink(`https://shop.cz/vykup/stav/42/${TOKEN}/`)).toEqual({ buyout: 42, token: TOKEN });
  expect(buyoutFromLink(` /rascumparare/stare/9/${TOKEN} `)).toEqual({ buyout: 9, token: TOKEN });
  expect(buyoutFromLink('42')).toBeNull();
  expect(buyoutFromLink(`https://shop.cz/vykup/stav/42/${TOKEN.slice(1)}/`)).toBeNull();
});

test('a signed-in customer picks one of their buyouts; it is attached without a token', async () => {
  const server = renderPicker(customer, (url) =>
    url.includes('/buyout-bonus/mine/') ? { status: 200, body: [{ buyout_id: 42, device: 'Apple iPhone 12 (Černá)', quality: 'B', price: 5200, created_at: '2026-11-20T10:00:00Z' }] } : undefined,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Uplatnit výkupní bonus za prodaný přístroj' }));
  const choice = await screen.findByLabelText('Vaše výkupy');
  fireEvent.click(screen.getByTestId('attach-buyout'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Vyberte prosím výkup.');
  expect(attachCalls(server)).toHaveLength(0);
  expect(screen.getByRole('option', { name: /Výkup č. 42: Apple iPhone 12 \(Černá\), B, 5\s200\sKč/ })).toBeInTheDocument();
  fireEvent.change(choice, { target: { value: '42' } });
  fireEvent.click(screen.getByTestId('attach-buyout'));
  await waitFor(() => expect(attachCalls(server)).toHaveLength(1));
  expect(JSON.parse(String(attachCalls(server)[0]!.init.body))).toEqual({ buyout: 42 });
  expect(attachCalls(server)[0]!.init.method).toBe('POST');
});

test('a guest pastes the link; a wrong text is caught before sending and stays in the field; the server refusal shows in Romanian', async () => {
  const server = renderPicker(null, (url) =>
    url.includes('/buyout-bonus/7/') ? { status: 400, body: { buyout: ['Această răscumpărare nu poate fi folosită ca bonus.'] } } : undefined,
  'ro');
  fireEvent.click(screen.getByRole('button', { name: 'Aplicați bonusul de răscumpărare pentru dispozitivul vândut' }));
  const input = await screen.findByLabelText('Linkul către răscumpărare din e-mail');
  await waitFor(() => expect(server.calls.some((call) => call.url.includes('/auth/me/'))).toBe(true));
  expect(server.calls.some((call) => call.url.includes('/mine/'))).toBe(false);
  fireEvent.change(input, { target: { value: 'răscumpărare 42' } });
  fireEvent.click(screen.getByTestId('attach-buyout-link'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Vă rugăm să lipiți linkul complet');
  expect(input).toHaveValue('răscumpărare 42');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(attachCalls(server)).toHaveLength(0);

  fireEvent.change(input, { target: { value: `https://shop.ro/rascumparare/stare/42/${TOKEN}/` } });
  fireEvent.click(screen.getByTestId('attach-buyout-link'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Această răscumpărare nu poate fi folosită ca bonus.'));
  expect(JSON.parse(String(attachCalls(server)[0]!.init.body))).toEqual({ buyout: 42, token: TOKEN });
  expect(input).toHaveValue(`https://shop.ro/rascumparare/stare/42/${TOKEN}/`);
});
