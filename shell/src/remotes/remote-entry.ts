/**
 * The script the runtime loads for a remote that `/remotes.json` names by its mf-manifest.json (the address a deploy
 * registers): every remote is built by the one factory (shared/build/webpack-config.cjs), which writes remoteEntry.js
 * beside the manifest. The shell's runtime is built without the manifest (snapshot) code, 1.2 KB brotli on every page
 * with a remote (issue 14), and the page no longer waits for the manifest before it asks for the entry. An address
 * that names no manifest (a developer's override pointing at a remoteEntry.js) is loaded as it is.
 */
export const remoteEntryOf = (entry: string) => entry.replace(/\/mf-manifest\.json$/, '/remoteEntry.js');
