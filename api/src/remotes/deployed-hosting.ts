import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { staticOptions } from '../static/static-hosting';

/** URL prefix of the deployed versions kept on this server's disk: `/deployed/<name>/<version>/...`. */
export const DEPLOYED_PREFIX = '/deployed/';

/**
 * Serves REMOTE_DEPLOY_DIR (default `<DATA_DIR>/remotes`), where `pnpm -C mf-<name> run deploy` copies each build into
 * its own `<name>/<version>/` folder, like the remotes' own builds: precompressed files by Accept-Encoding, hashed
 * names immutable, entry files revalidated. With several servers the folder is shared storage, or the versions live on
 * a CDN (REMOTE_DEPLOY_BASE_URL) and this route is unused.
 */
export async function registerDeployedVersions(app: FastifyInstance, options: typeof staticOptions): Promise<void> {
  mkdirSync(app.config.remoteDeployDir, { recursive: true });
  await app.register(fastifyStatic, options(app.config.remoteDeployDir, DEPLOYED_PREFIX));
}
