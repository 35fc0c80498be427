import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageTitle } from './PageTitle';

function titleAt(path: string, locale: 'cs' | 'ro') {
  document.title = 'Shop';
  window.history.replaceState(null, '', path);
  const view = renderInWidget(
    <Router>
      <PageTitle />
    </Router>,
    { catalogs, locale, market: locale === 'cs' ? 'CZ' : 'RO' },
  );
  const title = document.title;
  view.unmount();
  return title;
}

test('each page of the Czech shop has its own Czech title', () => {
  expect(titleAt('/', 'cs')).toBe('Elektronika, výkup a servis | Elektro Shop');
  expect(titleAt('/vykup/', 'cs')).toBe('Výkup zařízení | Elektro Shop');
  expect(titleAt('/vykup/mobilni-telefony/apple/', 'cs')).toBe('Výkup zařízení | Elektro Shop');
  expect(titleAt('/servis/', 'cs')).toBe('Servis zařízení | Elektro Shop');
});

test('the Romanian shop titles its pages in Romanian', () => {
  expect(titleAt('/', 'ro')).toBe('Electronice, răscumpărare și service | Elektro Shop');
  expect(titleAt('/rascumparare/', 'ro')).toBe('Răscumpărare dispozitive | Elektro Shop');
  expect(titleAt('/service/', 'ro')).toBe('Service dispozitive | Elektro Shop');
});

test('the not-found page says so in its title', () => {
  document.title = 'Shop';
  renderInWidget(
    <Router>
      <NotFoundPage />
    </Router>,
    { catalogs, locale: 'ro', market: 'RO' },
  );
  expect(document.title).toBe('Pagina nu a fost găsită | Elektro Shop');
});
