import { readWidgetConfig } from './widget-config';

function element(attributes: Record<string, string>): HTMLElement {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

const scriptOrigin = 'https://shop.example';

test('reads language, market and API origin from the data attributes', () => {
  expect(readWidgetConfig(element({ 'data-locale': 'ro', 'data-market': 'RO', 'data-api': 'https://api.shop.example/' }), scriptOrigin)).toEqual({
    locale: 'ro',
    market: 'RO',
    apiBase: 'https://api.shop.example',
  });
});

test('the language defaults to the market’s and the API to where embed.js came from', () => {
  expect(readWidgetConfig(element({ 'data-market': 'cz' }), scriptOrigin)).toEqual({ locale: 'cs', market: 'CZ', apiBase: 'https://shop.example' });
  expect(readWidgetConfig(element({ 'data-market': 'RO' }), scriptOrigin)).toEqual({ locale: 'ro', market: 'RO', apiBase: 'https://shop.example' });
});

test('a wrong or missing market, language or API is reported instead of guessed', () => {
  expect(readWidgetConfig(element({}), scriptOrigin)).toEqual({ error: 'data-market must be CZ or RO, got ""' });
  expect(readWidgetConfig(element({ 'data-market': 'CZ', 'data-locale': 'de' }), scriptOrigin)).toEqual({ error: 'data-locale must be cs or ro, got "de"' });
  expect(readWidgetConfig(element({ 'data-market': 'CZ', 'data-api': 'not a url' }), scriptOrigin)).toHaveProperty('error');
});
