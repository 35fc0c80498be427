import { createRoot } from 'react-dom/client';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import AccountApp from './expose/AccountApp';

// Standalone page for the team's own development: the account page alone against the shop API.
const api = createApiClient({ getLocale: () => 'cs' });
api.call(coreConfig).then((config) => {
  createRoot(document.getElementById('root')!).render(<AccountApp market={config.market} locale={config.default_locale} />);
});
