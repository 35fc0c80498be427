import { useLingui } from '@lingui/react/macro';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import styled from 'styled-components';
import { BUS_STATE_PROPERTY, publish } from '../bus/bus';
import { defineRoute } from '../contract/route';
import { useApiClient } from '../http/api-provider';
import { useMarket } from '../i18n/market-context';
import { formatPrice } from '../i18n/market';
import { theme } from '../ui/theme';
import { queryFor } from '../query/route-query';
import { createWidgetMount, type WidgetProps } from './mount';

const priceRoute = defineRoute({
  name: 'test.price',
  method: 'GET',
  path: '/api/new/test/price/',
  auth: 'public',
  response: v.object({ amount: v.number() }),
});

// A colour no other rule uses, so the test can find exactly this component's CSS.
const Badge = styled.strong`
  color: rgb(1, 2, 3);
`;

function PriceWidget({ productName }: WidgetProps & { productName: string }) {
  const { t } = useLingui();
  const market = useMarket();
  const api = useApiClient();
  const price = useQuery(queryFor(api, priceRoute, {}));
  return (
    <section>
      <Badge>{productName}</Badge>
      <span>{price.data ? formatPrice(price.data.amount, market.market) : t`Načítání…`}</span>
    </section>
  );
}

const mountPriceWidget = createWidgetMount(PriceWidget, { catalogs: { cs: {}, ro: {} } });

// The browser's fetch is the one thing stood in for: it answers every call with a price.
const requests: { url: string; language: string }[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  requests.length = 0;
  globalThis.fetch = (async (resource: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(resource), language: (init.headers as Record<string, string>)['Accept-Language'] ?? '' });
    return { ok: true, status: 200, headers: new Headers(), text: async () => '{"amount":1299}' } as unknown as Response;
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  document.body.innerHTML = '';
});

function cssRulesIn(root: Document | ShadowRoot | HTMLElement): string {
  return Array.from(root.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

async function mountInto(element: HTMLElement, props: WidgetProps & { productName: string }) {
  let unmount: () => void = () => {};
  await act(async () => {
    unmount = mountPriceWidget(element, props);
  });
  return unmount;
}

test('mounts into the element with its providers, passes props through, and unmounts cleanly', async () => {
  const element = document.body.appendChild(document.createElement('div'));
  const unmount = await mountInto(element, { locale: 'cs', market: 'CZ', productName: 'iPhone 15', apiBase: 'https://shop.example' });

  expect(element.shadowRoot).toBeNull();
  expect(element).toHaveTextContent('iPhone 15');
  await waitFor(() => expect(element.textContent).toContain('1\u00a0299\u00a0Kč'));
  expect(requests).toEqual([{ url: 'https://shop.example/api/new/test/price/', language: 'cs' }]);
  expect(cssRulesIn(document.head)).toContain('rgb(1, 2, 3)');

  act(() => unmount());
  expect(element).toBeEmptyDOMElement();
});

test('with shadow: true it renders inside an open shadow root and its styles stay in there', async () => {
  const element = document.body.appendChild(document.createElement('div'));
  document.head.innerHTML = '';
  const unmount = await mountInto(element, { locale: 'ro', market: 'RO', productName: 'Galaxy S24', shadow: true });

  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('expected a shadow root');
  expect(element.childNodes).toHaveLength(0);
  expect(shadow.textContent).toContain('Galaxy S24');
  await waitFor(() => expect(shadow.textContent).toContain('1.299\u00a0Lei'));
  expect(requests).toEqual([{ url: '/api/new/test/price/', language: 'ro' }]);
  expect(cssRulesIn(shadow)).toContain('rgb(1, 2, 3)');
  expect(cssRulesIn(document)).not.toContain('rgb(1, 2, 3)');
  // Inherited fonts and colours cross the boundary: the host is reset and given the shop's own.
  expect(cssRulesIn(shadow)).toMatch(/:host \{\s*all: initial !important;/);
  expect(cssRulesIn(shadow)).toContain(`font-family: ${theme.fonts.body} !important`);

  act(() => unmount());
  expect(shadow.childNodes).toHaveLength(0);
});

test('a mounted widget follows the language on the bus, for its texts and its API calls', async () => {
  const element = document.body.appendChild(document.createElement('div'));
  let pending: (value: Response) => void = () => {};
  globalThis.fetch = ((resource: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(resource), language: (init.headers as Record<string, string>)['Accept-Language'] ?? '' });
    return new Promise<Response>((resolve) => (pending = resolve));
  }) as typeof fetch;
  const unmount = await mountInto(element, { locale: 'cs', market: 'CZ', productName: 'Pixel' });
  expect(element).toHaveTextContent('Načítání…');

  act(() => publish('locale', 'ro'));
  expect(element).toHaveTextContent('Se încarcă…');

  const second = document.body.appendChild(document.createElement('div'));
  const unmountSecond = await mountInto(second, { locale: 'cs', market: 'CZ', productName: 'Pixel 2' });
  expect(requests.map((request) => request.language)).toEqual(['cs', 'ro']);

  pending({ ok: true, status: 200, headers: new Headers(), text: async () => '{"amount":1}' } as unknown as Response);
  act(() => {
    unmount();
    unmountSecond();
  });
});
