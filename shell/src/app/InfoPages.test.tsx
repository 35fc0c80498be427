import { act, screen } from '@testing-library/react';
import { publish } from '@shop/shared/bus/bus';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { messages as cs } from '../locales/cs/messages';
import { messages as ro } from '../locales/ro/messages';
import { Router } from '../routing/router';
import { LanguageSwitch } from '../frame/LanguageSwitch';
import { InfoPage } from './InfoPages';

// What the shop starts with: the first screens' catalog only; a lazy page brings its own texts (lingui.config.ts).
const firstScreenCatalogs = { cs, ro };

afterEach(() => act(() => publish('locale', 'cs')));

test('a lazy page shows its own texts in the page’s language, which the first screens’ catalog lacks', async () => {
  // Awaited: the page suspends on its chunk and texts, which React's test scheduler only follows inside an async act.
  await act(async () =>
    renderInWidget(
      <Router>
        <InfoPage page="contact" />
      </Router>,
      { catalogs: firstScreenCatalogs, locale: 'ro', market: 'RO' },
    ),
  );
  expect(await screen.findByRole('link', { name: 'Găsiți cel mai apropiat magazin sau centru de service' })).toBeInTheDocument();
});

test('switching the language on a lazy page shows its texts in the new language without a loading state', async () => {
  await act(async () =>
    renderInWidget(
      <Router>
        <LanguageSwitch />
        <InfoPage page="contact" />
      </Router>,
      { catalogs: { cs, ro: {} }, locale: 'cs', market: 'CZ' },
    ),
  );
  expect(await screen.findByRole('link', { name: 'Najděte nejbližší prodejnu nebo servisní centrum' })).toBeInTheDocument();
  const switched = act(async () => screen.getByRole('button', { name: 'RO' }).click());
  // The switch fetches the page's texts before it changes the language: the page never blanks to a spinner.
  const spinnerShown = screen.findByText('Se încarcă pagina…', {}, { timeout: 200 }).then(() => true, () => false);
  await switched;
  expect(screen.getByRole('link', { name: 'Găsiți cel mai apropiat magazin sau centru de service' })).toBeInTheDocument();
  expect(await spinnerShown).toBe(false);
});

test('a lazy page that cannot be fetched says so, and its retry fetches it again', async () => {
  let reachable = false;
  jest.doMock('../pages/StoresPage', () => {
    if (!reachable) throw new Error('chunk failed to load');
    return { StoresPage: () => <h1>Prodejny (loaded)</h1> };
  });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () =>
    renderInWidget(
      <Router>
        <InfoPage page="stores" />
      </Router>,
      { catalogs: firstScreenCatalogs, locale: 'cs', market: 'CZ' },
    ),
  );
  expect(await screen.findByText('Tuto část stránky se teď nepodařilo načíst. Zbytek obchodu funguje dál.')).toBeInTheDocument();
  reachable = true;
  await act(async () => screen.getByRole('button', { name: 'Zkusit znovu' }).click());
  expect(await screen.findByRole('heading', { name: 'Prodejny (loaded)' })).toBeInTheDocument();
});
