import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale, Market } from '@shop/shared/contract/common';

/** What the shell's server entry (shell/src/ssr/render-page.tsx) hands back; the API only reads these fields. */
export interface RenderedPage {
  html: string;
  styles: string;
  head: { title: string | null; canonicalPath: string | null; description: string | null; notFound: boolean };
  queries: { queries: unknown[]; mutations: unknown[] };
  passes: number;
}

export type RenderPage = (request: { pathname: string; search: string; market: Market; locale: Locale; fetchImpl: typeof fetch }) => Promise<RenderedPage>;

/**
 * The shell's server build (`shell/dist-server/render-page.js`, made with the browser build by `pnpm run build`), or
 * undefined when it is not built: the server then sends the plain shell page, as before.
 */
export function loadShellRenderer(staticRoot: string): RenderPage | undefined {
  const file = path.join(staticRoot, 'shell', 'dist-server', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const loaded = createRequire(import.meta.url)(file) as { renderPage?: RenderPage };
  return loaded.renderPage;
}
