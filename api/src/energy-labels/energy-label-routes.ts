import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { masterProducts, typeDevices } from '../db/schema/catalogue';
import { energyLabels } from '../db/schema/energy-labels';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/server-i18n';
import { ENERGY_LABEL_ROUTE, energyLabelPaths, PRODUCT_SHEET_PDF_ROUTE, PRODUCT_SHEET_ROUTE, productSheetPdfPath } from './energy-label-paths';
import { energyLabelSvg } from './label-svg';
import { productSheetHtml } from './product-sheet-html';
import { productSheetPdf } from './product-sheet-pdf';

/** A day in every cache: label data changes only when the supplier re-registers the model in EPREL. */
const CACHE = 'public, max-age=86400';

/**
 * A model's energy label (SVG) and product information sheet (HTML and PDF), generated from its `energy_labels` row.
 * Documents, not JSON, so outside the route contract, like the product pictures; 404 for goods without a label.
 */
export function registerEnergyLabelRoutes(app: FastifyInstance): void {
  async function findLabel(request: FastifyRequest<{ Params: { seo_name: string } }>, reply: FastifyReply) {
    const [found] = await app.database.db
      .select({ label: energyLabels, typeCode: typeDevices.code, seoName: masterProducts.seoName })
      .from(energyLabels)
      .innerJoin(masterProducts, eq(masterProducts.id, energyLabels.masterProductId))
      .innerJoin(typeDevices, eq(typeDevices.id, masterProducts.typeDeviceId))
      .where(and(eq(masterProducts.market, app.config.market), eq(masterProducts.seoName, request.params.seo_name)));
    if (!found) {
      const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
      await reply.code(404).send({ detail: translate(locale, 'api.not_found') });
    }
    return found;
  }

  app.get<{ Params: { seo_name: string } }>(ENERGY_LABEL_ROUTE, async (request, reply) => {
    const found = await findLabel(request, reply);
    if (!found) return reply;
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      // Opened on its own, an SVG is a document: it may run nothing.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cache-Control', CACHE)
      .header('Surrogate-Key', 'energy-label')
      .send(energyLabelSvg(found.label));
  });

  app.get<{ Params: { seo_name: string } }>(PRODUCT_SHEET_ROUTE, async (request, reply) => {
    const found = await findLabel(request, reply);
    if (!found) return reply;
    const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .header('Cache-Control', CACHE)
      .header('Vary', 'Accept-Language')
      .header('Surrogate-Key', 'energy-label')
      .send(productSheetHtml(found.label, found.typeCode, { label_url: energyLabelPaths(found.seoName).label_url, pdf_url: productSheetPdfPath(found.seoName) }, locale));
  });

  app.get<{ Params: { seo_name: string } }>(PRODUCT_SHEET_PDF_ROUTE, async (request, reply) => {
    const found = await findLabel(request, reply);
    if (!found) return reply;
    const locale = requestLocale(request.headers['accept-language'], app.config.defaultLocale);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${found.seoName}-${locale}.pdf"`)
      .header('Cache-Control', CACHE)
      .header('Vary', 'Accept-Language')
      .header('Surrogate-Key', 'energy-label')
      .send(await productSheetPdf(found.label, found.typeCode, locale));
  });
}
