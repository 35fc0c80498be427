// embed.js: the one script a partner page includes. It stays small and framework-free; the
// widget itself (React and all) comes from the remote built beside it.
import { startEmbedding } from './embed-loader';
import type { PartnerMount } from './partner-mount';
import { loadRemoteModule } from './remote-container';

declare const __webpack_public_path__: string;

/** Must equal `name` in mf-buyout/webpack.config.cjs: remoteEntry.js defines the container under it. */
const CONTAINER_NAME = 'mf_buyout';
/** Set on window so a page that includes embed.js twice still mounts each widget once. */
const STARTED_FLAG = '__shopBuyoutEmbedStarted';

const host = window as unknown as Record<string, boolean | undefined>;
if (!host[STARTED_FLAG]) {
  host[STARTED_FLAG] = true;
  // publicPath 'auto' is the folder embed.js was loaded from, where the same build put remoteEntry.js.
  const remoteEntryUrl = new URL('remoteEntry.js', __webpack_public_path__).href;
  startEmbedding(document, {
    scriptOrigin: new URL(remoteEntryUrl).origin,
    loadPartnerMount: () =>
      loadRemoteModule<{ mountOnPartnerPage: PartnerMount }>(remoteEntryUrl, CONTAINER_NAME, './partnerMount').then(
        (module) => module.mountOnPartnerPage,
      ),
  });
}
