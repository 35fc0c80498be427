import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The part of the Module Federation runtime the shell uses; tests pass their own. */
export interface RemoteRuntime {
  register(remotes: { name: string; entry: string }[], force: boolean): void;
  load<T>(id: string): Promise<T | null>;
}

export const federationRuntime: RemoteRuntime = {
  register: (remotes, force) => registerRemotes(remotes, { force }),
  load: (id) => loadRemote(id),
};
