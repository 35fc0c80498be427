import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page with one visitor's data in it: the browser revalidates it, no shared cache keeps it. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** Entry points a new deploy changes under the same name: always revalidated. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** `chunk.3f9a1c2b.js`, `412.1a2b3c4d5e6f.js`, `font-a1b2c3d4.woff2`: a content hash of 8+ hex digits. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build writes `.br` and `.gz` beside every text file (shared/build/compress-assets-plugin.cjs). */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Hashed files never change under their name, so browsers and CDNs may keep them a year. */
export function cacheControlFor(filePath: string): string {
  // `main.js.br` is `main.js` as sent: it gets the policy of the file it encodes.
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return REVALIDATE;
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}
