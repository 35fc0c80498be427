import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from '../http/error-handling';
import { preferredEncoding } from '../compression/accept-encoding';
import { addVary } from '../http/cdn-cache';
import { IMMUTABLE, PRIVATE_REVALIDATE, REVALIDATE, cacheControlFor } from './cache-policy';
import { pinnedRemoteBase } from './pinned-remote';
import { isKnownAddress } from './known-address';
import { shellPreloadLink } from './preload';
import { activeRemotes } from '../remotes/registry';
import { registerDeployedVersions } from '../remotes/deployed-hosting';
import { remoteDists, remotesManifest } from './remotes';
import { pagePreloads } from './page-preloads';
import { requestSession } from '../auth/request-auth';
import { userBody } from '../auth/auth-routes';
import { configBody } from '../core/config-body';
import type { PageBoot } from '@shop/shared/contract/page-boot';
import { htmlWithBoot } from './page-boot';
import { isShellPageAddress } from './shell-address';
import { loadShellRenderer } from '../ssr/shell-renderer';
import { isRenderedAddress } from '../ssr/ssr-pages';
import { serveRenderedPage } from '../ssr/serve-page';
import { registerCrawlerFiles } from '../ssr/crawler-files';

/** `pinned`: a build under an address naming its version (pinned-remote.ts), every file of it immutable. */
export function staticOptions(root: string, prefix: string, pageLink?: string, pinned = false) {
  return {
    root,
    prefix,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br and .gz beside each file: sent by Accept-Encoding, with Vary and the original's type.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('Cache-Control', pinned ? IMMUTABLE : cacheControlFor(filePath));
      if (pageLink && /index\.html(\.br|\.gz)?$/.test(filePath)) reply.header('Link', pageLink);
    },
  };
}

function wantsShellPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isShellPageAddress(request.url);
}

const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** What a shell page carries besides index.html: its `Link` header and, for some pages, the shell's boot data. */
interface PageExtras {
  link?: string;
  boot?: PageBoot;
}

/**
 * The shell's index.html for a client-side route, precompressed like every other built file;
 * 404 for an address no route knows (the shell shows its "not found" page there). A page with boot data carries a
 * session: it is built per request (uncompressed, ~1.5 KB) and kept by no shared cache.
 */
async function sendShellPage(request: FastifyRequest, reply: FastifyReply, shellIndex: string, { link, boot }: PageExtras, known: boolean): Promise<FastifyReply> {
  if (!known) reply.code(404);
  reply.type('text/html; charset=utf-8').header('Cache-Control', boot ? PRIVATE_REVALIDATE : REVALIDATE);
  if (link) reply.header('Link', link);
  if (boot) return reply.send(htmlWithBoot(await readFile(shellIndex, 'utf8'), boot));
  addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && `${shellIndex}${ENCODING_SUFFIX[encoding]}`;
  if (encoding && encoded && existsSync(encoded)) return reply.header('Content-Encoding', encoding).send(await readFile(encoded));
  return reply.send(await readFile(shellIndex));
}

/**
 * The built shop: the shell at `/` with a history fallback to its index.html, each built remote
 * under `/mf/<name>/`, and `/remotes.json`. Anything not built is skipped with a warning, so the
 * API works without a front-end build.
 */
export async function registerStaticHosting(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const shellDir = path.join(config.staticRoot, 'shell', 'dist');
  const shellIndex = path.join(shellDir, 'index.html');
  const pageLink = existsSync(shellDir) ? shellPreloadLink(shellDir, config.defaultLocale) : undefined;
  if (existsSync(shellDir)) await app.register(fastifyStatic, staticOptions(shellDir, '/', pageLink));
  else app.log.warn(`shell is not built (${shellDir} is missing): run \`pnpm run build\`; the API still answers`);

  const dists = remoteDists(config);
  for (const dist of dists) {
    if (dist.built) {
      await app.register(fastifyStatic, staticOptions(dist.dir, `/mf/${dist.name}/`));
      const pinned = pinnedRemoteBase(dist);
      if (pinned) await app.register(fastifyStatic, staticOptions(dist.dir, pinned, undefined, true));
    } else if (!config.remoteUrlOverrides[dist.name]) app.log.warn(`${dist.name} is not built (${dist.dir} is missing); /remotes.json leaves it out`);
  }

  await registerDeployedVersions(app, staticOptions);
  // Read from the registry on every page load, so a switch made on any server is in force at the next one.
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).send(remotesManifest(config, dists, await activeRemotes(app.database.db))),
  );

  const preloadsOf = pagePreloads(config.market, dists);
  /**
   * The shell's own preloads, plus the remote module of a page that is one (while the shop serves its own build)
   * and, for a staff session, the staff call it makes at once and the shell's boot data (config, remotes, session);
   * such a page then varies by the cookie.
   */
  const extrasFor = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<PageExtras> => {
    const page = preloadsOf(pathname);
    if (!page) return { link: pageLink };
    const remotes = remotesManifest(config, dists, await activeRemotes(app.database.db));
    if (remotes[page.remote]?.entry !== `/mf/${page.remote}/mf-manifest.json`) return { link: pageLink };
    const links = [...(pageLink ? [pageLink] : []), ...page.links];
    if (page.staffLinks.length === 0) return { link: links.join(', ') };
    addVary(reply, 'Cookie');
    const session = await requestSession(request);
    const role = session?.user.role;
    if (!session || (role !== 'staff' && role !== 'admin')) return { link: links.join(', ') };
    const me = { user: userBody(session.user), csrf_token: session.csrfToken };
    // The shell loads the remote from the address its boot data names: the pinned one (pinned-remote.ts) where there
    // is one, so the page preloads the remote's files there.
    const { pinned } = page;
    const bootRemotes = pinned ? { ...remotes, [page.remote]: { ...remotes[page.remote]!, entry: pinned.entry } } : remotes;
    const staffPageLinks = [...(pageLink ? [pageLink] : []), ...(pinned ? pinned.links : page.links), ...page.staffLinks];
    return { link: staffPageLinks.join(', '), boot: { config: configBody(config.market), remotes: bootRemotes, me } };
  };

  registerCrawlerFiles(app);
  // The shell's own pages arrive rendered (docs/ssr.md) once its server build exists; the template is read once.
  const render = loadShellRenderer(config.staticRoot);
  const template = render && existsSync(shellIndex) ? await readFile(shellIndex, 'utf8') : undefined;
  if (existsSync(shellDir) && !render) app.log.warn('the shell has no server build (shell/dist-server): pages are sent unrendered');

  const pageOrFallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsShellPage(request) && existsSync(shellIndex)) {
      const pathname = new URL(request.url, 'http://shop').pathname;
      if (render && template && isRenderedAddress(config.market, pathname)) {
        const remotes = remotesManifest(config, dists, await activeRemotes(app.database.db));
        return serveRenderedPage(app, request, reply, { render, template, link: pageLink, remotes });
      }
      const known = await isKnownAddress(app, pathname);
      return sendShellPage(request, reply, shellIndex, await extrasFor(request, reply, pathname), known);
    }
    return reply.code(404).send(notFoundBody(request, app));
  };
  // `/` is a page like any other (rendered on the server), not the static plugin's index.html.
  app.get('/', pageOrFallback);
  app.setNotFoundHandler(pageOrFallback);
}
