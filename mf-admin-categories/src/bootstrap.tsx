import { createRoot } from 'react-dom/client';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import CategoryTreeApp from './expose/CategoryTreeApp';
import ProductCategoriesApp from './expose/ProductCategoriesApp';

// Standalone page for the team's own development: both screens against the shop API (log in on the shop first).
const api = createApiClient({ getLocale: () => 'cs' });
api.call(coreConfig).then((config) => {
  const props = { market: config.market, locale: config.default_locale };
  createRoot(document.getElementById('root')!).render(
    <>
      <CategoryTreeApp {...props} />
      <ProductCategoriesApp {...props} />
    </>,
  );
});
