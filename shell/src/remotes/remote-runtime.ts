/** The part of the Module Federation runtime the shell uses; tests pass their own. */
export interface RemoteRuntime {
  register(remotes: { name: string; entry: string }[], force: boolean): void;
  load<T>(id: string): Promise<T | null>;
}

type FederationHost = typeof import('./federation-host');

let federationHost: Promise<FederationHost> | null = null;

/** The runtime's chunk, fetched once when a page first needs a remote; a failed fetch is tried again next time. */
function hostChunk(): Promise<FederationHost> {
  federationHost ??= import(/* webpackChunkName: "federation-host" */ './federation-host').catch((error: unknown) => {
    federationHost = null;
    throw error;
  });
  return federationHost;
}

/** Registrations wait for the runtime's chunk; a load waits for the registrations asked before it. */
let registered: Promise<void> = Promise.resolve();

export const federationRuntime: RemoteRuntime = {
  register: (remotes, force) => {
    registered = registered.catch(() => undefined).then(async () => (await hostChunk()).register(remotes, force));
  },
  load: async (id) => {
    await registered;
    return (await hostChunk()).load(id);
  },
};

/** The runtime's `warm` (federation-host.ts), once its chunk is here: a hint, so nothing fails when it cannot be. */
export function warmSharedModules(names: readonly string[]): void {
  hostChunk().then(
    (host) => host.warm(names),
    () => undefined,
  );
}
