import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotesJson } from '@shop/shared/contract/remotes';
import { REMOTE_NAMES, type Config, type RemoteName } from '../config';
import type { ActiveRemote } from '../remotes/registry';

export interface RemoteDist {
  name: RemoteName;
  /** `<STATIC_ROOT>/<name>/dist` */
  dir: string;
  built: boolean;
  /** The contract version the build declares in its remote-info.json (shared/build/remote-info-plugin.cjs); null if it does not. */
  contract: string | null;
}

function declaredContract(dir: string): string | null {
  try {
    const info = JSON.parse(readFileSync(path.join(dir, 'remote-info.json'), 'utf8')) as { contract?: unknown };
    return typeof info.contract === 'string' ? info.contract : null;
  } catch {
    return null;
  }
}

export function remoteDists(config: Config): RemoteDist[] {
  return REMOTE_NAMES.map((name) => {
    const dir = path.join(config.staticRoot, name, 'dist');
    const built = existsSync(dir);
    return { name, dir, built, contract: built ? declaredContract(dir) : null };
  });
}

/**
 * `/remotes.json`: remote name -> `{ entry, contract }`, the manifest URL the shell registers with the Module Federation
 * runtime and the contract version it checks first. A REMOTE_URL_<NAME> variable wins (a developer pointing the shop at
 * a dev server; it declares no contract), then the version switched on in the registry, then the shop's own build.
 * Remotes with none of these are left out.
 */
export function remotesManifest(config: Config, dists: readonly RemoteDist[], active: ReadonlyMap<string, ActiveRemote> = new Map()): RemotesJson {
  const manifest: RemotesJson = {};
  for (const dist of dists) {
    if (dist.built) manifest[dist.name] = { entry: `/mf/${dist.name}/mf-manifest.json`, contract: dist.contract };
  }
  for (const [name, remote] of active) {
    if (remote.entry && remote.contract) manifest[name] = { entry: remote.entry, contract: remote.contract };
  }
  for (const [name, url] of Object.entries(config.remoteUrlOverrides)) manifest[name] = { entry: url, contract: null };
  return manifest;
}
