import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import {
  serviceColorChoices,
  serviceManufacturerChoices,
  serviceModelChoices,
  serviceOperations,
  serviceProductSelectorData,
  serviceSearchProductData,
  serviceSelectorUrl,
} from '@shop/shared/contract/service';
import { registerRoute } from '../../http/register-route';
import { detailError } from '../../http/http-error';
import { translate } from '../../i18n/server-i18n';
import { modelOperations } from '../operations/model-operations';
import { coloursOf, findColour, findModel, findType, manufacturersOfType, modelsOf, selectionUrl, type SelectorScope } from './device-catalog';
import { resolveSelection, slugsOfModel } from './selection';

/** The catalogue changes only with a deploy or an admin edit; the purge call clears these by key. */
const cdnCache = { maxAge: 300, keys: ['service-selector'] };

const deviceNotFound = (locale: Locale) => detailError(404, translate(locale, 'service.device_not_found'));

export function registerServiceSelectorRoutes(app: FastifyInstance): void {
  const scopeOf = (locale: Locale): SelectorScope => ({ db: app.database.db, market: app.config.market, locale });

  registerRoute(app, serviceProductSelectorData, async ({ query, locale }) => {
    const { modelId: _modelId, ...data } = await resolveSelection(scopeOf(locale), query);
    return data;
  }, { cdnCache });

  registerRoute(app, serviceManufacturerChoices, async ({ params, locale }) => {
    const scope = scopeOf(locale);
    const type = await findType(scope, params.product_type);
    if (!type) throw deviceNotFound(locale);
    const makers = await manufacturersOfType(scope, type.id);
    return {
      choices: makers.map(({ value, label }) => ({ value, label })),
      url: selectionUrl(scope.market, { product_type: type.slug, product_manufacturer: null, product_model: null, product_color: null }),
    };
  }, { cdnCache });

  registerRoute(app, serviceModelChoices, async ({ params, locale }) => {
    const scope = scopeOf(locale);
    const type = await findType(scope, params.product_type);
    const maker = type && (await manufacturersOfType(scope, type.id)).find((row) => row.value === params.product_manufacturer);
    if (!type || !maker) throw deviceNotFound(locale);
    const modelRows = await modelsOf(scope, type.id, maker.id);
    return {
      choices: modelRows.map((row) => ({ value: row.slug, label: row.name })),
      url: selectionUrl(scope.market, { product_type: type.slug, product_manufacturer: maker.value, product_model: null, product_color: null }),
    };
  }, { cdnCache });

  registerRoute(app, serviceColorChoices, async ({ params, locale }) => {
    const scope = scopeOf(locale);
    const model = await findModel(scope, { slug: params.product_model });
    const slugs = model && (await slugsOfModel(scope, model.id));
    if (!model || !slugs) throw deviceNotFound(locale);
    const colourRows = await coloursOf(scope, model.id);
    return {
      choices: colourRows.map(({ value, label, picture }) => ({ value, label, picture })),
      url: selectionUrl(scope.market, { product_type: slugs.product_type!, product_manufacturer: slugs.product_manufacturer!, product_model: model.slug, product_color: null }),
    };
  }, { cdnCache });

  registerRoute(app, serviceSelectorUrl, async ({ query, locale }) => {
    const { selected_choices } = await resolveSelection(scopeOf(locale), query);
    return { url: selectionUrl(app.config.market, selected_choices) };
  }, { cdnCache });

  registerRoute(app, serviceOperations, async ({ params, locale }) => {
    const scope = scopeOf(locale);
    const colour = await findColour(scope, params.product_color);
    const slugs = colour && (await slugsOfModel(scope, colour.modelId));
    if (!colour || !slugs) throw deviceNotFound(locale);
    return {
      url: selectionUrl(scope.market, {
        product_type: slugs.product_type!,
        product_manufacturer: slugs.product_manufacturer!,
        product_model: slugs.product_model!,
        product_color: colour.value,
      }),
      choices: await modelOperations(scope.db, scope.market, locale, colour.modelId),
    };
  }, { cdnCache });

  registerRoute(app, serviceSearchProductData, async ({ params, locale }) => {
    const scope = scopeOf(locale);
    const slugs = await slugsOfModel(scope, params.id);
    if (!slugs) throw deviceNotFound(locale);
    const { modelId: _modelId, ...data } = await resolveSelection(scope, slugs);
    return { url: selectionUrl(scope.market, data.selected_choices), ...data };
  }, { cdnCache });
}
