import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { HONEYPOT_FIELD } from '@shop/shared/contract/honeypot';
import type { RouteDef, RouteResponse } from '@shop/shared/contract/route';
import { detailError, validationError } from '../http/http-error';
import type { RouteContext, RouteHandler } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { countHit, hitsSoFar } from './counters';
import { findAnswer, saveAnswer, submitKey, type StoredAnswer } from './idempotency';

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

/** A bot fills every field it finds; the forms hide this one from people (and from screen readers). */
function refuseHoneypot(request: FastifyRequest, locale: Locale): void {
  const body = request.body as Record<string, unknown> | null | undefined;
  const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  if (trap !== undefined && trap !== '') throw validationError({ non_field_errors: [translate(locale, 'api.form_refused')] });
}

function replay<R extends RouteDef>(reply: FastifyReply, answer: StoredAnswer): RouteResponse<R> {
  reply.code(answer.statusCode);
  if (answer.location) reply.header('Location', answer.location);
  return answer.body as RouteResponse<R>;
}

/**
 * An anonymous form that mails, guarded beyond the per-client rate limit (config `limits`):
 * the honeypot field; a ceiling for the route over all clients per minute; an identical submit
 * within the idempotency window gets the first answer again (one buyout, one offer, one mail),
 * also while the first is still running in this process; and at most a few mails per hour to
 * one address. The address is counted once its mail went out, so concurrent submits of
 * different forms to one address may pass the limit by the few that run at the same moment.
 */
export function guardedPublicWrite<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  /** The address the route mails; anything but a string is left to the handler's validation. */
  recipientOf: (body: RouteContext<R>['body']) => unknown,
  handler: RouteHandler<R>,
): RouteHandler<R> {
  const running = new Map<string, Promise<StoredAnswer>>();
  const db = () => app.database.db;
  return async (context) => {
    const { locale, reply, request, body } = context;
    const limits = app.config.limits;
    refuseHoneypot(request, locale);
    if ((await countHit(db(), `ceiling:${route.name}`, MINUTE_MS)) > limits.publicWriteCeilingPerMinute) {
      throw detailError(429, translate(locale, 'api.too_busy'));
    }
    const key = submitKey(route.name, locale, body);
    const first = running.get(key);
    if (first) return replay<R>(reply, await first);

    const answer = (async (): Promise<StoredAnswer> => {
      const earlier = await findAnswer(db(), key, limits.idempotencyWindowSeconds);
      if (earlier) return earlier;
      const recipient = recipientOf(body);
      const mailKey = `mail:${typeof recipient === 'string' ? recipient.trim().toLowerCase() : ''}`;
      if ((await hitsSoFar(db(), mailKey, HOUR_MS)) >= limits.mailsPerRecipientPerHour) {
        throw detailError(429, translate(locale, 'api.too_many_mails'));
      }
      const response = await handler(context);
      const location = reply.getHeader('location');
      const stored = { statusCode: reply.statusCode, body: response, location: typeof location === 'string' ? location : null };
      await saveAnswer(db(), key, stored);
      await countHit(db(), mailKey, HOUR_MS);
      return stored;
    })();
    running.set(key, answer);
    try {
      return replay<R>(reply, await answer);
    } finally {
      running.delete(key);
    }
  };
}
