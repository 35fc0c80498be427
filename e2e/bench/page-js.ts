import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { gzipBytes } from './gzip-size';
import { repoRoot } from '../support/shop-server';

/** The built file behind a script URL the shop served: the shell at `/`, remotes under `/mf/<name>/`. */
function distFile(url: string): string | null {
  const { pathname } = new URL(url);
  const remote = /^\/mf\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote ? path.join(repoRoot, remote[1]!, 'dist', remote[2]!) : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
  return existsSync(file) ? file : null;
}

/** Records the JS files a page downloads from now on; `files()` lists them with their gzip -9 size. */
export function recordScripts(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || seen.has(url)) return;
    const file = distFile(url);
    if (file) seen.set(url, gzipBytes(file));
  });
  return {
    files: () => [...seen.entries()].map(([url, gzip]) => ({ name: path.basename(new URL(url).pathname), gzip })),
    total: () => [...seen.values()].reduce((sum, gzip) => sum + gzip, 0),
    reset: () => seen.clear(),
  };
}
