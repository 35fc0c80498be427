import type { FastifyInstance } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { buyoutSelectionPath } from '@shop/shared/buyout/buyout-links';
import { countryOptions } from '@shop/shared/buyout/countries';
import { buyoutAppraisalForm, buyoutColorChoices, buyoutCountryOptions, buyoutManufacturerChoices, buyoutModelChoices, buyoutProductSelectorData, buyoutSelectorUrl } from '@shop/shared/contract/buyout-flow';
import { type Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { Choice, Locale } from '@shop/shared/contract/common';
import type { SelectedChoices, SelectorChoices } from '@shop/shared/selector/selector-data';
import { productTypeChoices } from '../catalogue/product-type-choices';
import { buyoutOffers } from '../db/schema/buyout';
import { applyCdnCache } from '../http/cdn-cache';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { appraisalIn, loadAppraisal } from './appraisal-data';
import { applyAppraisalCache, applyPrivateNoStore } from './cache-headers';
import {
  colourChoices,
  findColour,
  findColourById,
  findModel,
  manufacturerChoices,
  modelChoices,
  selectedChoicesOf,
  type ColourPlace,
} from './catalog-lookup';

/** Selector answers change only with the catalogue; appraisals follow `applyAppraisalCache`. */
const SELECTOR_CACHE = { maxAge: 300, keys: ['buyout-selector'] };

const has = (choices: Choice[], value: string | undefined | null): value is string => !!value && choices.some((choice) => choice.value === value);

async function appraisalOf(app: FastifyInstance, place: ColourPlace, locale: Locale): Promise<Appraisal> {
  const stored = await loadAppraisal(app.database.db, place);
  if (!stored) throw validationError({ non_field_errors: [translate(locale, 'buyout.no_appraisal')] });
  return appraisalIn(stored, locale);
}

/**
 * The whole cascade for a selection: the choices of every step down to the first slug that
 * is not a choice (a stale deep link keeps what is still valid), and the appraisal when a
 * colour is chosen.
 */
async function selectorData(app: FastifyInstance, requested: Partial<SelectedChoices>, locale: Locale) {
  const db = app.database.db;
  const market = app.config.market;
  const selected: SelectedChoices = { product_type: null, product_manufacturer: null, product_model: null, product_color: null };
  const choices: SelectorChoices = { product_type: [], product_manufacturer: [], product_model: [], product_color: [] };
  let appraisal: Appraisal | null = null;
  choices.product_type = (await productTypeChoices(app, 'buyout', locale)).choices;
  if (has(choices.product_type, requested.product_type)) {
    selected.product_type = requested.product_type;
    choices.product_manufacturer = await manufacturerChoices(db, market, selected.product_type);
  }
  if (selected.product_type && has(choices.product_manufacturer, requested.product_manufacturer)) {
    selected.product_manufacturer = requested.product_manufacturer;
    choices.product_model = await modelChoices(db, market, selected.product_type, selected.product_manufacturer);
  }
  const model = selected.product_manufacturer && has(choices.product_model, requested.product_model) ? await findModel(db, market, requested.product_model) : null;
  if (model) {
    selected.product_model = model.model;
    choices.product_color = await colourChoices(db, market, model.modelId, locale);
  }
  if (model && requested.product_color) {
    // findColour also knows the other market's colour slug and answers with this market's value.
    const place = await findColour(db, market, requested.product_color);
    if (place?.modelId === model.modelId) {
      selected.product_color = place.colour;
      appraisal = await appraisalOf(app, place, locale);
    }
  }
  return { selected_choices: selected, choices, appraisal };
}

/** A stored offer's selection, with its answers as the conditions' values so the form restores them. */
async function offerSelectorData(app: FastifyInstance, code: string, locale: Locale) {
  const db = app.database.db;
  const [offer] = await db
    .select()
    .from(buyoutOffers)
    .where(and(eq(buyoutOffers.code, code), eq(buyoutOffers.market, app.config.market)));
  const place = offer && (await findColourById(db, app.config.market, offer.colourId));
  if (!offer || !place) throw detailError(404, translate(locale, 'api.not_found'));
  const data = await selectorData(app, selectedChoicesOf(place), locale);
  if (data.appraisal) {
    for (const [id, condition] of Object.entries(data.appraisal.device_conditions)) {
      const answer = offer.answers[id];
      if (answer !== undefined) condition.value = [answer];
    }
  }
  return data;
}

export function registerSelectorRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const market = app.config.market;

  registerRoute(app, buyoutProductSelectorData, async ({ query, locale, reply }) => {
    const { code, ...requested } = query;
    if (code !== undefined) {
      // The code is as good as a password to the offer: no shared cache keeps its answer.
      applyPrivateNoStore(reply);
      return offerSelectorData(app, code, locale);
    }
    const data = await selectorData(app, requested, locale);
    if (data.appraisal) applyAppraisalCache(reply);
    else applyCdnCache(reply, SELECTOR_CACHE);
    return data;
  });

  registerRoute(
    app,
    buyoutManufacturerChoices,
    async ({ params }) => ({
      choices: await manufacturerChoices(db, market, params.product_type),
      url: buyoutSelectionPath(market, { product_type: params.product_type }),
    }),
    { cdnCache: SELECTOR_CACHE },
  );

  registerRoute(
    app,
    buyoutModelChoices,
    async ({ params }) => ({
      choices: await modelChoices(db, market, params.product_type, params.product_manufacturer),
      url: buyoutSelectionPath(market, params),
    }),
    { cdnCache: SELECTOR_CACHE },
  );

  registerRoute(
    app,
    buyoutColorChoices,
    async ({ params, locale }) => {
      const model = await findModel(db, market, params.product_model);
      if (!model) throw detailError(404, translate(locale, 'api.not_found'));
      return {
        choices: await colourChoices(db, market, model.modelId, locale),
        url: buyoutSelectionPath(market, { product_type: model.productType, product_manufacturer: model.manufacturer, product_model: model.model }),
      };
    },
    { cdnCache: SELECTOR_CACHE },
  );

  registerRoute(app, buyoutSelectorUrl, ({ query }) => ({ url: buyoutSelectionPath(market, query) }), { cdnCache: SELECTOR_CACHE });

  registerRoute(
    app,
    buyoutAppraisalForm,
    async ({ params, locale, reply }) => {
      const place = await findColour(db, market, params.product_color);
      if (!place) throw detailError(404, translate(locale, 'api.not_found'));
      const appraisal = await appraisalOf(app, place, locale);
      applyAppraisalCache(reply);
      return { url: buyoutSelectionPath(market, selectedChoicesOf(place)), appraisal };
    },
  );

  registerRoute(app, buyoutCountryOptions, ({ locale }) => countryOptions(market, locale), {
    cdnCache: { maxAge: 86_400, keys: ['buyout-countries'] },
  });
}
