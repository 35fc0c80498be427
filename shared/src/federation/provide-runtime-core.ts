// Remotes are built with `experiments.externalRuntime` (shared/build/webpack-config.cjs): their remoteEntry.js and
// main.js take @module-federation/runtime-core from the global `_FEDERATION_RUNTIME_CORE` instead of carrying a copy
// each (about 11 KB brotli). Whoever loads a remote provides it first: the shell's federation host, and a remote's
// standalone page through its `federation-runtime.js`. The same job as @module-federation/inject-external-runtime-core-plugin,
// which is a runtime plugin of a federated build and so cannot run in the shell (a plain build).
import * as runtimeCore from '@module-federation/runtime-core';

/** The global that the federation plugin's `externalRuntime` maps `@module-federation/runtime-core` to. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Puts this build's runtime core on the page; one already there is kept, since the remotes loaded so far use it. */
export function provideFederationRuntimeCore(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  target[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
}
