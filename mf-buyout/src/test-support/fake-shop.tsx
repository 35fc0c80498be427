import { QueryClient } from '@tanstack/react-query';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { Locale } from '@shop/shared/contract/common';
import { sampleAppraisal } from '@shop/shared/buyout/appraisal.fixture';
import { createApiClient } from '@shop/shared/http/api-client';
import { fakeFetch, type FakeAnswer } from '@shop/shared/http/fake-fetch';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { BuyoutFlow } from '../flow/BuyoutFlow';

/**
 * For tests only: the shop's buyout API as a stand-in fetch with a small catalogue
 * (phones -> Apple -> iPhone 13 -> midnight / blue) and the shared sample appraisal.
 * `answer` handles a call first; returning undefined falls back to the catalogue.
 */
export type FakeHandler = (path: string, init: RequestInit, query: URLSearchParams) => FakeAnswer | undefined;

const API = '/api/new/buyout/';
const choice = (value: string, label: string) => ({ value, label });

export const catalogue = {
  types: [choice('mobilni-telefony', 'Mobilní telefony'), choice('prislusenstvi', 'Příslušenství')],
  manufacturers: [choice('apple', 'Apple'), choice('samsung', 'Samsung')],
  models: [choice('apple-iphone-13', 'iPhone 13')],
  colors: [choice('apple-iphone-13-midnight', 'Midnight'), choice('apple-iphone-13-blue', 'Modrá')],
};

export function fakeShop(answer: FakeHandler = () => undefined, appraisal: () => Appraisal = sampleAppraisal) {
  return fakeFetch((url, init) => {
    const parsed = new URL(url, 'https://shop.example');
    const path = parsed.pathname;
    const own = answer(path, init, parsed.searchParams);
    if (own) return own;
    if (path === '/api/new/auth/me/') return { status: 200, body: { user: null, csrf_token: 'token' } };
    if (path === `${API}product-selector/product-type-choices/`) return { status: 200, body: { choices: catalogue.types, url: '/vykup/' } };
    if (path.startsWith(`${API}product-selector/manufacturer-choices/`)) return { status: 200, body: { choices: catalogue.manufacturers, url: '/vykup/mobilni-telefony/' } };
    if (path.startsWith(`${API}product-selector/model-choices/`)) return { status: 200, body: { choices: catalogue.models, url: '/vykup/mobilni-telefony/apple/' } };
    if (path.startsWith(`${API}product-selector/color-choices/`)) {
      return { status: 200, body: { choices: catalogue.colors, url: '/vykup/mobilni-telefony/apple/apple-iphone-13/' } };
    }
    if (path.startsWith(`${API}appraisal-form/`)) {
      const color = decodeURIComponent(path.split('/').at(-2)!);
      return { status: 200, body: { url: `/vykup/mobilni-telefony/apple/apple-iphone-13/${color}/`, appraisal: appraisal() } };
    }
    if (path === `${API}product-selector/data/`) {
      const color = parsed.searchParams.get('product_color');
      return {
        status: 200,
        body: {
          selected_choices: {
            product_type: parsed.searchParams.get('product_type'),
            product_manufacturer: parsed.searchParams.get('product_manufacturer'),
            product_model: parsed.searchParams.get('product_model'),
            product_color: color,
          },
          choices: {
            product_type: catalogue.types,
            product_manufacturer: parsed.searchParams.has('product_type') ? catalogue.manufacturers : [],
            product_model: parsed.searchParams.has('product_manufacturer') ? catalogue.models : [],
            product_color: parsed.searchParams.has('product_model') ? catalogue.colors : [],
          },
          appraisal: color ? appraisal() : null,
        },
      };
    }
    if (path === `${API}country-options/`) return { status: 200, body: [{ value: 203, label: 'Česko' }, { value: 642, label: 'Rumunsko' }] };
    if (path === `${API}send-to-email/`) return { status: 201, body: { id: 1, code: 'abc' } };
    return { status: 404, body: { detail: `No fake for ${path}` } };
  });
}

export function renderBuyout(fetchImpl: typeof fetch, { locale = 'cs' as Locale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = createApiClient({ getLocale: () => locale, fetchImpl });
  return renderInWidget(<BuyoutFlow />, { locale, market: locale === 'cs' ? 'CZ' : 'RO', catalogs, queryClient, apiClient });
}

/** The JSON body of a recorded request. */
export function bodyOf(request: { init: RequestInit }): Record<string, unknown> {
  return JSON.parse(String(request.init.body)) as Record<string, unknown>;
}
