import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { coreConfig } from '@shop/shared/contract/core';
import { createApiClient } from '@shop/shared/http/api-client';
import PurgeCache from './expose/PurgeCache';

// Standalone page for the team's own development: the remote alone against the shop API (log in on the shop first).
function Standalone({ market, locale }: { market: 'CZ' | 'RO'; locale: 'cs' | 'ro' }) {
  const [open, setOpen] = useState(true);
  return open ? <PurgeCache market={market} locale={locale} onClose={() => setOpen(false)} /> : <button type="button" onClick={() => setOpen(true)}>Purge</button>;
}

const api = createApiClient({ getLocale: () => 'cs' });
api.call(coreConfig).then((config) => {
  createRoot(document.getElementById('root')!).render(<Standalone market={config.market} locale={config.default_locale} />);
});
