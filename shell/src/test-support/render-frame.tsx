import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch } from '@shop/shared/http/fake-fetch';
import { DEVELOPMENT_SELLERS } from '@shop/shared/seller/development-sellers';
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

/** The shop's component params as the server answers them with the development seed's seller. */
export function componentParamsOf(market: 'CZ' | 'RO') {
  return { home_banner: { active: false, text_cs: '', text_ro: '' }, seller: DEVELOPMENT_SELLERS[market] };
}

/** For shell tests: the page frame around a stand-in page, with the menu served by a fake server. */
export function renderFrame(locale: 'cs' | 'ro' = 'cs') {
  window.history.replaceState(null, '', '/');
  const market = locale === 'cs' ? 'CZ' : 'RO';
  const server = fakeFetch((url) => {
    if (url.includes('/mp-menu/')) return { status: 200, body: frameMenu };
    if (url.includes('/component-params/')) return { status: 200, body: componentParamsOf(market) };
    return { status: 200, body: { count: 0 } };
  });
  return renderInWidget(
    <Router>
      <PageFrame>
        <h1>Page</h1>
      </PageFrame>
    </Router>,
    { catalogs, locale, market, apiClient: createApiClient({ getLocale: () => locale, fetchImpl: server.fetchImpl }) },
  );
}
