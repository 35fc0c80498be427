// embed.js: the one script a partner page includes. It stays small and framework-free; the
// widget itself (React and all) is a lazy chunk it loads only when the page has a widget element.
//
// Not through the Module Federation container: a partner page has no host to share React with,
// so the container's share negotiation would only add its runtime and one request per shared
// library. The chunk is built from the same mount the remote exposes, in the same build.
import { startEmbedding } from './embed-loader';

declare const __webpack_public_path__: string;

/** Set on window so a page that includes embed.js twice still mounts each widget once. */
const STARTED_FLAG = '__shopBuyoutEmbedStarted';

const host = window as unknown as Record<string, boolean | undefined>;
if (!host[STARTED_FLAG]) {
  host[STARTED_FLAG] = true;
  let widgetChunk: Promise<typeof import('./partner-widget-cs')> | undefined;
  startEmbedding(document, {
    // publicPath 'auto' is the folder embed.js was loaded from: the shop that serves it.
    scriptOrigin: new URL(__webpack_public_path__).origin,
    // The first widget's language picks the chunk: the whole widget with that language's catalog, one request. A
    // widget in the other language on the same page reuses it and fetches only its catalog (docs/embedding.md).
    loadPartnerMount: (locale) => {
      widgetChunk ??= (
        locale === 'ro'
          ? import(/* webpackChunkName: "partner-widget-ro" */ './partner-widget-ro')
          : import(/* webpackChunkName: "partner-widget-cs" */ './partner-widget-cs')
      ).catch((error: unknown) => {
        // Not kept: the next widget tries again.
        widgetChunk = undefined;
        throw error;
      });
      return widgetChunk.then((module) => module.partnerMountIn(locale));
    },
  });
}
