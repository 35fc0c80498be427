import { CONTRACT_VERSION, contractCompatible } from '@shop/shared/contract/contract-version';
import type { RemotesJson } from '@shop/shared/contract/remotes';
import type { RemoteRuntime } from './remote-runtime';

/** `/remotes.json`: remote name (`mf-buyout`) -> its mf-manifest.json and the contract version it was built against. */
export type RemoteMap = RemotesJson;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
  }
}

/**
 * The server offered a build made against a contract this shell does not speak (the registry refuses to switch to
 * one, but the shell's own deploy may have moved on): its slot shows the fallback instead of running it.
 */
export class RemoteIncompatibleError extends RemoteUnavailableError {
  constructor(remote: string, contract: string) {
    super(remote, new Error(`built against contract ${contract}, the shell speaks ${CONTRACT_VERSION}`));
  }
}

/** Federation names cannot contain '-': `mf-buyout` is registered as `mf_buyout`. */
export const federationName = (remote: string) => remote.replace(/-/g, '_');

export interface RemoteLoaderOptions {
  runtime: RemoteRuntime;
  remotes: RemoteMap;
  /** Page origin that relative manifest URLs resolve against. */
  origin: string;
  attempts?: number;
  /** Pause before retry n (1-based). */
  retryDelay?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Loads exposed modules on demand. Remotes are registered once, lazily; a failed load is
 * retried with a forced re-registration (the runtime caches a failed remote entry), and
 * after the last attempt the caller gets a RemoteUnavailableError to show its fallback. A remote built against an
 * incompatible contract is never registered: it fails at once, without retries.
 */
export function createRemoteLoader({
  runtime,
  remotes,
  origin,
  attempts = 3,
  retryDelay = (retry) => 400 * 2 ** (retry - 1),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: RemoteLoaderOptions) {
  const registered = new Set<string>();

  function register(remote: string, force: boolean) {
    const listed = remotes[remote];
    if (!listed) throw new RemoteUnavailableError(remote, new Error('not listed in remotes.json'));
    // null: a developer's REMOTE_URL_<NAME> override, which declares nothing and is loaded as it is.
    if (listed.contract !== null && !contractCompatible(CONTRACT_VERSION, listed.contract)) throw new RemoteIncompatibleError(remote, listed.contract);
    if (registered.has(remote) && !force) return;
    runtime.register([{ name: federationName(remote), entry: new URL(listed.entry, origin).href }], force);
    registered.add(remote);
  }

  // One load per exposed module: a route that starts loading its remote early (pages/tree-editor-preload.ts) and the
  // slot that renders it later share the same promise. A failed load is forgotten, so a retry loads for real.
  const loads = new Map<string, Promise<unknown>>();
  // Modules already here, for a slot's first render: a module the page waited for before rendering (bootstrap.tsx)
  // renders at once instead of after a loading pass.
  const ready = new Map<string, unknown>();

  function loadExposed<T>(remote: string, exposed: string): Promise<T> {
    const key = `${remote}/${exposed}`;
    const known = loads.get(key);
    if (known) return known as Promise<T>;
    const loading = loadWithRetries<T>(remote, exposed);
    loads.set(key, loading);
    loading.then(
      (module) => ready.set(key, module),
      () => loads.delete(key),
    );
    return loading;
  }

  async function loadWithRetries<T>(remote: string, exposed: string): Promise<T> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        register(remote, attempt > 1);
        const module = await runtime.load<T>(`${federationName(remote)}/${exposed.replace(/^\.\//, '')}`);
        if (module) return module;
        lastError = new Error('empty module');
      } catch (error) {
        if (error instanceof RemoteUnavailableError) throw error;
        lastError = error;
      }
      if (attempt < attempts) await sleep(retryDelay(attempt));
    }
    throw new RemoteUnavailableError(remote, lastError);
  }

  const loader: RemoteLoader = loadExposed;
  loader.loaded = <T>(remote: string, exposed: string) => ready.get(`${remote}/${exposed}`) as T | undefined;
  return loader;
}

export interface RemoteLoader {
  <T>(remote: string, exposed: string): Promise<T>;
  /** The module when a load of it has finished, else undefined; a loader without it (tests' stubs) has none ready. */
  loaded?: <T>(remote: string, exposed: string) => T | undefined;
}
