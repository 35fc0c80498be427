import { fireEvent, screen } from '@testing-library/react';
import { BUS_STATE_PROPERTY, lastValue } from '@shop/shared/bus/bus';
import { readStoredConsent } from './consent-storage';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { ConsentBanner } from './ConsentBanner';
import { CookieSettingsPage } from './CookieSettingsPage';
import { restoreConsent } from './consent-decision';

beforeEach(() => {
  window.localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
  window.history.replaceState(null, '', '/');
});

function renderBanner(locale: 'cs' | 'ro' = 'cs') {
  renderInWidget(
    <Router>
      <ConsentBanner />
    </Router>,
    { catalogs, market: 'CZ', locale },
  );
}

test('an undecided visitor is asked; refusing is one click, remembered, and the banner goes', () => {
  renderBanner();
  const refuse = screen.getByRole('button', { name: 'Odmítnout vše' });
  // Refusing looks exactly like accepting: same variant, side by side.
  expect(refuse.className).toBe(screen.getByRole('button', { name: 'Přijmout vše' }).className);
  // The page's end has room of the sheet's height (0 px in a DOM that lays nothing out) while it is open.
  expect(document.body.style.paddingBottom).toBe('0px');
  fireEvent.click(refuse);
  expect(screen.queryByRole('region', { name: 'Soukromí a cookies' })).toBeNull();
  expect(document.body.style.paddingBottom).toBe('');
  expect(readStoredConsent()).toEqual({ analytics: false, marketing: false });
  expect(lastValue('analytics-consent')).toEqual({ analytics: false, marketing: false });
});

test('a remembered choice is restored at start and the banner stays hidden', () => {
  window.localStorage.setItem('shop.consent.v1', JSON.stringify({ analytics: true, marketing: false, decided_at: '2026-01-01T00:00:00Z' }));
  restoreConsent();
  renderBanner();
  expect(screen.queryByRole('region', { name: 'Soukromí a cookies' })).toBeNull();
  expect(lastValue('analytics-consent')).toEqual({ analytics: true, marketing: false });
});

test('the banner speaks Romanian to a Romanian visitor', () => {
  renderBanner('ro');
  expect(screen.getByRole('button', { name: 'Refuză tot' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Acceptă tot' })).toBeInTheDocument();
});

test('the settings page starts with everything optional off and saves a choice per purpose, which can be withdrawn', () => {
  renderInWidget(
    <Router>
      <CookieSettingsPage />
    </Router>,
    { catalogs, market: 'CZ' },
  );
  const analytics = screen.getByRole('checkbox', { name: /Analytické/ });
  const marketing = screen.getByRole('checkbox', { name: /Marketingové/ });
  expect(analytics).not.toBeChecked();
  expect(marketing).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Nezbytné/ })).toBeDisabled();
  fireEvent.click(analytics);
  fireEvent.click(screen.getByRole('button', { name: 'Uložit volbu' }));
  expect(readStoredConsent()).toEqual({ analytics: true, marketing: false });
  expect(screen.getByRole('status')).toHaveTextContent('Volba je uložena.');
  fireEvent.click(screen.getByRole('button', { name: 'Odmítnout vše' }));
  expect(readStoredConsent()).toEqual({ analytics: false, marketing: false });
  expect(analytics).not.toBeChecked();
});
