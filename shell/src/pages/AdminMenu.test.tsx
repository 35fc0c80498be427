import { fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { AdminMenu } from './AdminMenu';

beforeEach(() => {
  // jsdom has no layout to scroll; navigation scrolls to the top.
  window.scrollTo = jest.fn();
});

function renderMenu({ path, role = 'staff', locale = 'cs', onPurge = () => undefined }: { path: string; role?: 'staff' | 'admin'; locale?: 'cs' | 'ro'; onPurge?: () => void }) {
  window.history.replaceState(null, '', path);
  return renderInWidget(
    <Router>
      <AdminMenu role={role} onPurge={onPurge} />
    </Router>,
    { catalogs, locale, market: locale === 'cs' ? 'CZ' : 'RO' },
  );
}

test('the open tool is marked as the current page, also on its sub-pages, and no other is', () => {
  renderMenu({ path: '/admin/objednavky/1042/' });
  const menu = screen.getByRole('navigation', { name: 'Administrace' });
  expect(screen.getByRole('link', { name: 'Objednávky' })).toHaveAttribute('aria-current', 'page');
  expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
});

test('on the Romanian shop the tools have Romanian names and addresses', () => {
  renderMenu({ path: '/admin/categorii/', locale: 'ro' });
  const current = screen.getByRole('navigation', { name: 'Administrare' }).querySelector('[aria-current="page"]');
  expect(current).toHaveAttribute('href', '/admin/categorii/');
  expect(current).toHaveTextContent('Arborele categoriilor');
});

test('staff users are listed for the admin role only', () => {
  renderMenu({ path: '/admin/', role: 'admin' });
  expect(screen.getByRole('link', { name: 'Uživatelé' })).toHaveAttribute('href', '/admin/uzivatele/');
});

test('staff do not see the admin role’s tool', () => {
  renderMenu({ path: '/admin/' });
  expect(screen.queryByRole('link', { name: 'Uživatelé' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Strom kategorií' })).not.toHaveAttribute('aria-current');
});

test('the phone-width toggle opens the list, and choosing a tool folds it again', () => {
  renderMenu({ path: '/admin/' });
  // jsdom has no phone-width media query: the toggle is display:none there, so it is found by its text.
  const toggle = screen.getByText('Nástroje administrace').closest('button')!;
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
  fireEvent.click(screen.getByRole('link', { name: 'Recenze' }));
  expect(window.location.pathname).toBe('/admin/recenze/');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'Recenze' })).toHaveAttribute('aria-current', 'page');
});

test('the cache button opens the purge dialog', () => {
  const onPurge = jest.fn();
  renderMenu({ path: '/admin/', onPurge });
  fireEvent.click(screen.getByRole('button', { name: 'Vyčistit cache' }));
  expect(onPurge).toHaveBeenCalledTimes(1);
});
