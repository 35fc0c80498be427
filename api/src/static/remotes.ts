import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type Config, type RemoteName } from '../config';

export interface RemoteDist {
  name: RemoteName;
  /** `<STATIC_ROOT>/<name>/dist` */
  dir: string;
  built: boolean;
}

export function remoteDists(config: Config): RemoteDist[] {
  return REMOTE_NAMES.map((name) => {
    const dir = path.join(config.staticRoot, name, 'dist');
    return { name, dir, built: existsSync(dir) };
  });
}

/**
 * `/remotes.json`: remote name -> manifest URL the shell registers with the Module Federation
 * runtime. A REMOTE_URL_<NAME> variable wins, so a team can point the shop at its remote
 * on another host; remotes neither built here nor overridden are left out.
 */
export function remotesManifest(config: Config, dists: readonly RemoteDist[]): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const dist of dists) {
    const url = config.remoteUrlOverrides[dist.name] ?? (dist.built ? `/mf/${dist.name}/mf-manifest.json` : undefined);
    if (url) manifest[dist.name] = url;
  }
  return manifest;
}
