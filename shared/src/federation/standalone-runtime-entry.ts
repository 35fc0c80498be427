// `federation-runtime.js` of every remote: its standalone page loads it before main.js, which (built with
// `externalRuntime`) needs the runtime core on the page and has no shell to provide it.
import { provideFederationRuntimeCore } from './provide-runtime-core';

provideFederationRuntimeCore();
