import { createRoot } from 'react-dom/client';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import CartApp from './expose/CartApp';

// Standalone page for the team's own development: the cart page alone against the shop API.
const api = createApiClient({ getLocale: () => 'cs' });
api.call(coreConfig).then((config) => {
  createRoot(document.getElementById('root')!).render(<CartApp market={config.market} locale={config.default_locale} />);
});
