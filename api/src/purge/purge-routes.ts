import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { corePurge, type PurgeBody } from '@shop/shared/contract/purge';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { publicOrigin } from '../mail/public-links';
import { markPurgedPrecisely } from '../response-cache/response-cache';
import { fastlyPurger, standInPurger, type CdnPurger } from './fastly-client';
import { runPurge } from './purge-service';

/** A path is the shop's own; an absolute URL must name the shop's host, so staff cannot purge (or probe) another site's CDN entries. */
function absolutePurgeUrl(body: PurgeBody, request: FastifyRequest, locale: Locale): string {
  if (body.mode !== 'url') return '';
  const origin = new URL(publicOrigin(request, locale));
  const url = new URL(body.url, origin);
  if (url.host !== origin.host) throw validationError({ url: [translate(locale, 'purge.url_not_shop')] });
  return url.href;
}

/** `POST /api/new/core/fastly/purge`: the shop's cache on every server, then Fastly (or the stand-in recording it). */
export function registerPurgeRoutes(app: FastifyInstance, cdn: CdnPurger = app.config.fastly ? fastlyPurger(app.config.fastly) : standInPurger()): void {
  registerRoute(app, corePurge, async ({ body, user, locale, request }) => {
    // AT-X2: emptying the whole cache (and Fastly's purge_all, limited per hour) is for admins; key and URL stay staff.
    if (body.mode === 'full' && user?.role !== 'admin') throw detailError(403, translate(locale, 'api.no_permission'));
    // Fastly has no soft purge_all; a soft "everything" would silently be a hard one there.
    if (body.mode === 'full' && body.soft_purge) throw validationError({ soft_purge: [translate(locale, 'purge.soft_full')] });
    const absoluteUrl = absolutePurgeUrl(body, request, locale);
    // registerRoute lets only staff through; the check keeps the type honest.
    if (!user) throw new Error('staff route without a user');
    markPurgedPrecisely(request);
    return runPurge(app, cdn, { body, absoluteUrl, user, locale });
  });
}
