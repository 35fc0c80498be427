import { Trans, useLingui } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { BUS_STATE_PROPERTY, publish } from '../bus/bus';
import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from '../contract/common';
import { createI18n, sharedCatalogs } from './create-i18n';
import { I18nBridge } from './i18n-bridge';

// Written with the macros exactly as widgets write them: SWC (through the jest preset) must
// expand them to the same ids `lingui extract` put in the shared catalog ("Načítání…" is the
// Spinner's message, "Zavřít" the Modal's).
function Greeting({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <div>
      <p>
        <Trans>Načítání…</Trans>
      </p>
      <p>
        <Trans>Dobrý den, {name}!</Trans>
      </p>
      <button type="button">{t`Zavřít`}</button>
    </div>
  );
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

test('a language published on the bus re-renders the widget in it, without a reload', () => {
  const i18n = createI18n('cs', { cs: {}, ro: {} });
  render(
    <I18nBridge i18n={i18n}>
      <Greeting name="Jano" />
    </I18nBridge>,
  );
  expect(screen.getByText('Načítání…')).toBeInTheDocument();
  expect(screen.getByText('Dobrý den, Jano!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();

  act(() => publish('locale', 'ro'));

  expect(i18n.locale).toBe('ro');
  expect(screen.getByText('Se încarcă…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
});

test('a widget mounted after a switch starts in the language already chosen', () => {
  publish('locale', 'ro');
  const i18n = createI18n('cs', { cs: {}, ro: {} });
  render(
    <I18nBridge i18n={i18n}>
      <Greeting name="Ana" />
    </I18nBridge>,
  );
  expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
});

test('with a catalog loader, a switch waits for the language’s catalog; a failed load keeps the language, the last switch wins', async () => {
  const i18n = setupI18n();
  i18n.load('cs', sharedCatalogs.cs);
  i18n.activate('cs');
  const pending: Partial<Record<Locale, { resolve: (messages: Messages) => void; reject: (error: Error) => void }>> = {};
  const loadCatalog = jest.fn((locale: Locale) => new Promise<Messages>((resolve, reject) => (pending[locale] = { resolve, reject })));
  render(
    <I18nBridge i18n={i18n} loadCatalog={loadCatalog}>
      <Greeting name="Ana" />
    </I18nBridge>,
  );

  act(() => publish('locale', 'ro'));
  expect(loadCatalog).toHaveBeenLastCalledWith('ro');
  expect(screen.getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();
  await act(async () => pending.ro!.reject(new Error('offline')));
  expect(i18n.locale).toBe('cs');

  act(() => publish('locale', 'ro'));
  act(() => publish('locale', 'cs'));
  await act(async () => pending.ro!.resolve(sharedCatalogs.ro));
  expect(i18n.locale).toBe('cs');

  act(() => publish('locale', 'ro'));
  await act(async () => pending.ro!.resolve(sharedCatalogs.ro));
  expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
});
