/**
 * The version of this contract (the routes, schemas and shared modules a remote is built against), as
 * `major.minor`. Raise the minor for additions a remote built before may ignore; raise the major when something a
 * built remote relies on changes or goes away. Every remote's build writes the version it saw into its
 * `remote-info.json` (shared/build/remote-info-plugin.cjs reads this line), the registry and the shell compare it
 * with their own.
 */
export const CONTRACT_VERSION = '2.1';

const VERSION_PATTERN = /^(\d{1,6})\.(\d{1,6})$/;

/**
 * Whether a remote built against `remote` may run in a shop on `host`: the same major, and no newer minor than
 * the host (a remote must not call what this shop does not have yet).
 */
export function contractCompatible(host: string, remote: string): boolean {
  const hostParts = VERSION_PATTERN.exec(host);
  const remoteParts = VERSION_PATTERN.exec(remote);
  if (!hostParts || !remoteParts) return false;
  return hostParts[1] === remoteParts[1] && Number(remoteParts[2]) <= Number(hostParts[2]);
}

export const CONTRACT_VERSION_PATTERN = VERSION_PATTERN;
