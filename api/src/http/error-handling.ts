import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { isDatabaseUnavailable } from '../db/errors/database-unavailable';
import { HttpError } from './http-error';

/** How long a client waits before retrying while the database is away: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as JSON in the spec's shapes: HttpError bodies as thrown, malformed
 * bodies as a 400 with non_field_errors (never a 500 for bad input), a database out of reach
 * as a 503 with Retry-After, anything else as a 500 with a translated detail and nothing of the
 * cause; the log keeps the route and the error's class and code (see logging.ts for why never
 * its message).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
    const status = error.statusCode ?? 500;
    if (status === 400) return reply.code(400).send({ non_field_errors: [translate(locale, 'api.invalid_request_body')] });
    if (status > 400 && status < 500) return reply.code(status).send({ detail: error.message });
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and not a bug: the pool reconnects by itself, so a retry soon succeeds.
      request.log.warn({ err: error, route: request.routeOptions.url ?? '(no route)' }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ detail: translate(locale, 'api.database_unavailable', { seconds: DATABASE_RETRY_AFTER_SECONDS }) });
    }
    request.log.error({ err: error, route: request.routeOptions.url ?? '(no route)' }, 'request failed');
    return reply.code(500).send({ detail: translate(locale, 'api.server_error') });
  });
}

export function notFoundBody(request: FastifyRequest, app: FastifyInstance): { detail: string } {
  return { detail: translate(requestLocale(request.headers['accept-language'], app.config.defaultLocale), 'api.not_found') };
}
