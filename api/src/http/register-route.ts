import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '@shop/shared/contract/common';
import type { RouteDef, RouteResponse } from '@shop/shared/contract/route';
import { csrfAccepted, requestSession } from '../auth/request-auth';
import type { ActiveSession, AuthUser } from '../auth/sessions';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { MAX_BODY_DEPTH, tooDeepFields } from './body-depth';
import { applyCdnCache, type CdnCache } from './cdn-cache';
import { detailError, validationError } from './http-error';
import { fieldErrorsOf } from './validation-errors';

/** A route part's validated type; `undefined` when the route has no schema for it (the property is optional in RouteDef). */
type Output<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends v.GenericSchema
    ? v.InferOutput<Exclude<T, undefined>>
    : undefined;

/** What a handler gets: the request's parts already validated by the route's schemas. */
export interface RouteContext<R extends RouteDef> {
  params: Output<R['params']>;
  query: Output<R['query']>;
  body: Output<R['body']>;
  /** cs or ro: Accept-Language, else the market's language. */
  locale: Locale;
  /** Null only on 'public' routes. */
  user: AuthUser | null;
  session: ActiveSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (context: RouteContext<R>) => Promise<RouteResponse<R>> | RouteResponse<R>;

export interface RouteOptions {
  /** Per-client limit (by IP) for this route, e.g. login. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Set on public GETs a CDN may keep. */
  cdnCache?: CdnCache;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The schema's output, or a 400 with every issue mapped onto its field. */
function validated<T extends v.GenericSchema | undefined>(schema: T, input: unknown, locale: Locale): Output<T> {
  if (!schema) return undefined as Output<T>;
  // One message per field: an empty e-mail is "required", not also "invalid e-mail".
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw validationError(fieldErrorsOf(result.issues, locale));
  return result.output as Output<T>;
}

function checkAccess(route: RouteDef, request: FastifyRequest, session: ActiveSession | null, locale: Locale): void {
  if (UNSAFE_METHODS.has(route.method) && !csrfAccepted(request, session)) throw detailError(403, translate(locale, 'api.csrf_failed'));
  if (route.auth === 'public') return;
  if (!session) throw detailError(401, translate(locale, 'api.not_authenticated'));
  if (route.auth === 'staff' && session.user.role === 'customer') throw detailError(403, translate(locale, 'api.no_permission'));
  if (route.auth === 'admin' && session.user.role !== 'admin') throw detailError(403, translate(locale, 'api.no_permission'));
  if (route.auth === 'customer' && session.user.role !== 'customer') throw detailError(403, translate(locale, 'account.shop_account_personal_info'));
}

/** Before any schema, rule or digest walks the body: a value nested beyond MAX_BODY_DEPTH is a 400 on its field. */
function refuseDeepBody(body: unknown, locale: Locale): void {
  const fields = tooDeepFields(body);
  if (fields.length > 0) throw validationError(Object.fromEntries(fields.map((field) => [field, [translate(locale, 'api.nested_too_deep', { depth: MAX_BODY_DEPTH })]])));
}

/**
 * Serves one contract route: CSRF on unsafe methods, then the route's `auth`, then the body's
 * depth, then its params, query and body schemas (400 in the spec's field-error shape, in the request's
 * language), then the handler. Each contract route must be registered exactly once.
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, route: R, handler: RouteHandler<R>, options: RouteOptions = {}): void {
  const count = app.contractHandlers.get(route.name) ?? 0;
  if (count > 0) throw new Error(`Route ${route.name} already has a handler`);
  app.contractHandlers.set(route.name, count + 1);

  app.route({
    method: route.method,
    url: route.path,
    config: options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {},
    handler: async (request, reply) => {
      const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
      const session = await requestSession(request);
      checkAccess(route, request, session, locale);
      refuseDeepBody(request.body, locale);
      const context: RouteContext<R> = {
        params: validated(route.params, request.params, locale) as Output<R['params']>,
        query: validated(route.query, request.query, locale) as Output<R['query']>,
        body: validated(route.body, request.body ?? {}, locale) as Output<R['body']>,
        locale,
        user: session?.user ?? null,
        session,
        request,
        reply,
      };
      const response = await handler(context);
      if (options.cdnCache) applyCdnCache(reply, options.cdnCache);
      return response;
    },
  });
}

/** Fails the start when a contract route has no handler, so a widget never calls a path that 404s. */
export function assertEveryRouteHandled(app: FastifyInstance, routes: readonly RouteDef[]): void {
  const missing = routes.filter((route) => !app.contractHandlers.has(route.name)).map((route) => route.name);
  if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);
}
