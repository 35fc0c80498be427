import type { RemoteRuntime } from './remote-runtime';

/** `/remotes.json`: remote name (`mf-buyout`) -> URL of its mf-manifest.json, set by the server's configuration. */
export type RemoteMap = Record<string, string>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
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
 * after the last attempt the caller gets a RemoteUnavailableError to show its fallback.
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
    const manifest = remotes[remote];
    if (!manifest) throw new RemoteUnavailableError(remote, new Error('not listed in remotes.json'));
    if (registered.has(remote) && !force) return;
    runtime.register([{ name: federationName(remote), entry: new URL(manifest, origin).href }], force);
    registered.add(remote);
  }

  return async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
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
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
