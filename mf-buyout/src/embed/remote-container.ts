/**
 * The webpack container protocol every Module Federation remoteEntry.js implements. The embed
 * talks to it directly instead of bundling a second copy of the federation runtime:
 * remoteEntry.js already carries one.
 */
interface FederatedContainer {
  init(shareScope: Record<string, unknown>): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const containers = new Map<string, Promise<FederatedContainer>>();

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads `entryUrl` once, finds the container it defines as the global `containerName`, and
 * initialises it with an empty share scope: on a partner page there is no host to share React
 * with, so the remote uses its own copies.
 */
function loadContainer(entryUrl: string, containerName: string): Promise<FederatedContainer> {
  let container = containers.get(entryUrl);
  if (!container) {
    container = (async () => {
      const global = window as unknown as Record<string, FederatedContainer | undefined>;
      if (!global[containerName]) await loadScript(entryUrl);
      const loaded = global[containerName];
      if (!loaded) throw new Error(`${entryUrl} did not define the container ${containerName}`);
      await loaded.init({});
      return loaded;
    })();
    // A failed load may succeed on the next widget (a flaky network), so it is not cached.
    container.catch(() => containers.delete(entryUrl));
    containers.set(entryUrl, container);
  }
  return container;
}

/** One exposed module of a remote, e.g. `loadRemoteModule(url, 'mf_buyout', './partnerMount')`. */
export async function loadRemoteModule<T>(entryUrl: string, containerName: string, moduleName: string): Promise<T> {
  const container = await loadContainer(entryUrl, containerName);
  const factory = await container.get(moduleName);
  return factory() as T;
}
