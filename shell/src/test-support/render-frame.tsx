import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { Router } from '../routing/router';
import { PageFrame } from '../frame/PageFrame';

/** A menu with one mega-menu entry (children) and one plain link, as the hamburger call answers. */
export const frameMenu = {
  items: [
    {
      id: 1,
      name: 'Mobilní telefony',
      url: '/mobilni-telefony/',
      children: [{ id: 11, name: 'Apple', url: '/mobilni-telefony/apple/', children: [] }],
    },
    { id: 2, name: 'Výkup', url: '/vykup/', children: [] },
  ],
};

/** For shell tests: the page frame around a stand-in page, with the menu served by a fake server. */
export function renderFrame(locale: 'cs' | 'ro' = 'cs') {
  window.history.replaceState(null, '', '/');
  const server = fakeFetch((url) => (url.includes('/mp-menu/') ? { status: 200, body: frameMenu } : { status: 200, body: { count: 0 } }));
  return renderInWidget(
    <Router>
      <PageFrame>
        <h1>Page</h1>
      </PageFrame>
    </Router>,
    { catalogs, locale, market: locale === 'cs' ? 'CZ' : 'RO', apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) },
  );
}
