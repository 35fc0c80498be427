import type { FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';

/**
 * The shop's origin for every link the server writes (e-mails, `Location`): `PUBLIC_URL`, never
 * the request's Host then. Without it (development), the Host only when it names one of
 * ALLOWED_HOSTS (localhost by default): anyone else's Host is a 400, so a forged header cannot
 * make the shop mail a link to another site. Call it before the route changes anything.
 */
export function publicOrigin(request: FastifyRequest, locale: Locale): string {
  const { publicUrl, allowedHosts } = request.server.config;
  if (publicUrl) return publicUrl;
  if (!allowedHosts.includes(request.hostname.toLowerCase())) throw validationError({ non_field_errors: [translate(locale, 'api.host_not_allowed')] });
  return `${request.protocol}://${request.host}`;
}
