import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteDist } from './remotes';

/**
 * Where the shop's own build of a remote is also served under an address naming its version:
 * `/mf/<name>/v-<hash>/`, the hash of its mf-manifest.json and remoteEntry.js as read at start (like the page
 * preloads, a new build is served after a restart). Everything under it is immutable, the entry files too: a new
 * build has a new address, so a warm browser starts the remote from its cache instead of revalidating the manifest
 * and remoteEntry.js first (two round trips before the remote can start; docs/category-admin.md). The plain
 * `/mf/<name>/` stays for /remotes.json and every page that does not name the version. Undefined when the build's
 * entry files cannot be read.
 */
export function pinnedRemoteBase(dist: RemoteDist): string | undefined {
  if (!dist.built) return undefined;
  try {
    const hash = createHash('sha256');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) hash.update(readFileSync(path.join(dist.dir, file)));
    return `/mf/${dist.name}/v-${hash.digest('hex').slice(0, 12)}/`;
  } catch {
    return undefined;
  }
}
