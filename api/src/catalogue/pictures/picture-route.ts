import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PICTURE_COLOUR_PATTERN,
  PICTURE_KINDS,
  PICTURE_LABEL_PATTERN,
  PICTURE_VERSION,
  PICTURE_VIEWS,
  type PictureKind,
  type PictureView,
} from '@shop/shared/catalogue/product-picture';
import { PICTURE_DESIGN_PATTERN, STANDARD_DESIGN } from '@shop/shared/catalogue/picture-design';
import { requestLocale } from '../../i18n/request-locale';
import { translate } from '../../i18n/server-i18n';
import { productPictureSvg } from './product-picture-svg';

interface PictureParams {
  kind: string;
  design?: string;
  view: string;
  colour: string;
  file: string;
}

/**
 * The generated product pictures (an image, not JSON, so outside the route contract). The
 * address names everything drawn and the drawing's version, so it is cached for a year.
 */
export function registerPictureRoute(app: FastifyInstance): void {
  const answer = async (request: FastifyRequest<{ Params: PictureParams }>, reply: FastifyReply) => {
    const { kind, design = STANDARD_DESIGN, view, colour, file } = request.params;
    const label = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const valid =
      (PICTURE_KINDS as readonly string[]).includes(kind) &&
      (PICTURE_VIEWS as readonly string[]).includes(view) &&
      PICTURE_COLOUR_PATTERN.test(colour) &&
      PICTURE_DESIGN_PATTERN.test(design) &&
      PICTURE_LABEL_PATTERN.test(label);
    if (!valid) {
      const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
      return reply.code(404).send({ detail: translate(locale, 'api.not_found') });
    }
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      // Opened on its own, an SVG is a document: it may run nothing.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Surrogate-Key', 'catalogue-picture')
      .send(productPictureSvg(kind as PictureKind, design, view as PictureView, colour, label));
  };
  app.get<{ Params: PictureParams }>(`/api/new/catalogue/pictures/v${PICTURE_VERSION}/:kind/:design/:view/:colour/:file`, answer);
  // Version 1 addresses (no design) stay valid: a cached page or a feed may still name them.
  app.get<{ Params: PictureParams }>('/api/new/catalogue/pictures/v1/:kind/:view/:colour/:file', answer);
}
