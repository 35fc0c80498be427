import { screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { LoginPage } from './LoginPage';

// A customer who forgot the password, or has no account yet, finds the way on the login page itself.
test('the Czech login page links to the password reset and the registration', () => {
  renderInWidget(
    <Router>
      <LoginPage />
    </Router>,
    { catalogs, locale: 'cs', market: 'CZ' },
  );
  expect(screen.getByRole('link', { name: 'Zapomenuté heslo?' })).toHaveAttribute('href', '/obnova-hesla/');
  expect(screen.getByRole('link', { name: 'Zaregistrujte se' })).toHaveAttribute('href', '/registrace/');
});

test('the Romanian login page says it in Romanian and links to the market’s pages', () => {
  renderInWidget(
    <Router>
      <LoginPage />
    </Router>,
    { catalogs, locale: 'ro', market: 'RO' },
  );
  expect(screen.getByRole('link', { name: 'Ați uitat parola?' })).toHaveAttribute('href', '/resetare-parola/');
  expect(screen.getByRole('link', { name: 'Înregistrați-vă' })).toHaveAttribute('href', '/inregistrare/');
});
