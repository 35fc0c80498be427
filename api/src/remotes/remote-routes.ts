import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { remotesList, remotesRegister, remotesRollback, remotesSwitch } from '@shop/shared/contract/remotes';
import type { Locale } from '@shop/shared/contract/common';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { remoteDists } from '../static/remotes';
import { RegistryRefusal, registerVersion, registeredNames, remoteState, rollback, switchVersion } from './registry';

/** A refusal as the spec's `{detail}` answer in the caller's language; anything else is not ours to translate. */
async function answering<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RegistryRefusal)) throw error;
    const { reason, values } = error;
    if (reason === 'unknown_version') throw detailError(404, translate(locale, 'api.not_found'));
    if (reason === 'version_exists') throw detailError(409, translate(locale, 'remotes.version_exists', values));
    if (reason === 'incompatible') throw detailError(409, translate(locale, 'remotes.incompatible', values));
    throw detailError(409, translate(locale, 'remotes.nothing_to_roll_back', values));
  }
}

/** Staff calls of the remote registry (session + CSRF via registerRoute); the CLI `pnpm -C api run remotes` uses them. */
export function registerRemoteRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  registerRoute(app, remotesList, async () => {
    const built = remoteDists(app.config).filter((dist) => dist.built).map((dist) => dist.name as string);
    const names = [...new Set([...built, ...(await registeredNames(db))])].sort();
    return { contract: CONTRACT_VERSION, remotes: await Promise.all(names.map((name) => remoteState(db, name))) };
  });

  registerRoute(app, remotesRegister, async ({ params, body, locale, reply }) => {
    const state = await answering(locale, () => registerVersion(db, { name: params.name, ...body }));
    reply.code(201);
    return state;
  });

  registerRoute(app, remotesSwitch, ({ params, body, locale, user }) => answering(locale, () => switchVersion(db, params.name, body.version, user?.id ?? null)));

  registerRoute(app, remotesRollback, ({ params, locale, user }) => answering(locale, () => rollback(db, params.name, user?.id ?? null)));
}
