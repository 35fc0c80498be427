import { createRoot } from 'react-dom/client';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import BuyoutApp from './expose/BuyoutApp';

// Standalone page for the team's own development: the remote alone against the shop API.
const api = createApiClient({ getLocale: () => 'cs' });
api.call(coreConfig).then((config) => {
  createRoot(document.getElementById('root')!).render(<BuyoutApp market={config.market} locale={config.default_locale} />);
});
