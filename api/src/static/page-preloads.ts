import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Market } from '@shop/shared/contract/common';
import { categoriesTree } from '@shop/shared/contract/categories';
import { matchPage, type PageName } from '@shop/shared/routing/page-paths';
import type { RemoteName } from '../config';
import type { RemoteDist } from './remotes';
import { pinnedRemoteBase } from './pinned-remote';

/**
 * Pages whose content is one remote module the server names in the page's `Link` header, so the browser fetches
 * the remote's remoteEntry.js and the module's chunks while the shell is still starting, instead of one
 * after another once the shell has asked for them. Only the tree editor so far: its first render had a goal
 * (docs/category-admin.md, e2e/bench/tree-first-render.ts).
 */
const PAGE_REMOTES: Partial<Record<PageName, { remote: RemoteName; exposed: string; staffCalls?: readonly string[] }>> = {
  adminCategories: { remote: 'mf-admin-categories', exposed: './CategoryTreeApp', staffCalls: [categoriesTree.path] },
};

/**
 * A staff call the page makes at once, fetched with the page for a staff session (the server knows it from the
 * cookie; a customer's page names none, so no 403). The API client's `fetch` (credentials `include`) takes it from
 * the preload: the trace shows one tree request, started with the page.
 */
const staffCallLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;

interface ManifestFile {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const FILE_NAME = /^[\w.-]+$/;
const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && FILE_NAME.test(name)) : []);

/**
 * The `Link` entries of one exposed module of the shop's own build of a remote: remoteEntry.js and the module's
 * chunks as the scripts the runtime and webpack add (no `crossorigin` attribute), under `base` (the build's plain or
 * pinned address). Not the manifest: the shell's runtime loads remoteEntry.js without it (remote-registry.ts), the
 * server reads it here for the file names. Empty when the build's manifest cannot be read.
 */
export function remoteModuleLinks(dist: RemoteDist, exposed: string, base = `/mf/${dist.name}/`): string[] {
  let manifest: ManifestFile;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist.dir, 'mf-manifest.json'), 'utf8')) as ManifestFile;
  } catch {
    return [];
  }
  const entry = names([manifest.metaData?.remoteEntry?.name])[0];
  const module = manifest.exposes?.find((candidate) => candidate.path === exposed);
  if (!entry || !module) return [];
  // Not the module's `async` chunks: those are the remote's own copies of shared libraries (dnd-kit, valibot), loaded
  // only when the page offers none; in the shop the shell offers them, so their preloads went unused and took the
  // server's and the page's time while the first row waited (e2e/bench/tree-first-render-trace.ts).
  const scripts = [entry, ...names(module.assets?.js?.sync)];
  return scripts.map((file) => `<${base}${file}>; rel=preload; as=script`);
}

/** The preloads of a page: the remote they belong to (the caller checks it is served from the shop's own build). */
export interface PagePreloads {
  remote: RemoteName;
  links: string[];
  /** Only for a staff session. */
  staffLinks: string[];
  /**
   * The build at its pinned address (pinned-remote.ts): the manifest the boot data names and the same links under
   * it. Only for a page with boot data: /remotes.json, which every other page reads, names the plain address.
   */
  pinned?: { entry: string; links: string[] };
}

/** A page address -> its remote module's `Link` entries, read from the builds once at start; undefined for other pages. */
export function pagePreloads(market: Market, dists: readonly RemoteDist[]): (pathname: string) => PagePreloads | undefined {
  const byPage = new Map<PageName, PagePreloads>();
  for (const [page, { remote, exposed, staffCalls = [] }] of Object.entries(PAGE_REMOTES) as [PageName, { remote: RemoteName; exposed: string; staffCalls?: readonly string[] }][]) {
    const dist = dists.find((candidate) => candidate.name === remote && candidate.built);
    const links = dist ? remoteModuleLinks(dist, exposed) : [];
    if (!dist || links.length === 0) continue;
    const base = pinnedRemoteBase(dist);
    const pinned = base ? { entry: `${base}mf-manifest.json`, links: remoteModuleLinks(dist, exposed, base) } : undefined;
    byPage.set(page, { remote, links, staffLinks: staffCalls.map(staffCallLink), pinned });
  }
  return (pathname) => {
    const match = matchPage(market, pathname);
    return match ? byPage.get(match.page) : undefined;
  };
}
