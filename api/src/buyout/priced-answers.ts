import type { FastifyInstance } from 'fastify';
import { computeAppraisal } from '@shop/shared/buyout/pricing';
import type { Quality } from '@shop/shared/buyout/quality';
import type { AppraisalPostData } from '@shop/shared/contract/buyout-flow';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { translateIssue, type MessageKind } from '@shop/shared/validation/messages';
import type * as v from 'valibot';
import { detailError, validationError } from '../http/http-error';
import { serverI18n, translate } from '../i18n/server-i18n';
import { appraisalIn, loadAppraisal, type StoredAppraisal } from './appraisal-data';
import { APPRAISAL_SURROGATE_KEY } from './cache-headers';
import { findColour, type ColourPlace } from './catalog-lookup';

/** A validation message kind in the request's language, for checks made outside a schema. */
export function kindText(locale: Locale, kind: MessageKind): string {
  return translateIssue({ message: kind } as v.BaseIssue<unknown>, serverI18n(locale));
}

export interface PricedAnswers {
  place: ColourPlace;
  appraisal: StoredAppraisal;
  /** Condition id -> choice value, only for the model's conditions. */
  answers: Record<string, string>;
  quality: Quality;
  price: number;
  resultId: number;
}

/**
 * Grade and price of posted answers from the server's own data, never the browser's:
 * 400 for an unknown device or a missing or unknown answer, 409 when the posted
 * `appraisal_version` is not the current one (prices changed since the form loaded),
 * 400 `non_field_errors` when an answer rules the buyout out (no defined quality).
 */
export async function priceAnswers(app: FastifyInstance, locale: Locale, post: Omit<AppraisalPostData, 'note'>): Promise<PricedAnswers> {
  const db = app.database.db;
  const market = app.config.market;
  const place = await findColour(db, market, post.device_identifier);
  const appraisal = place && (await loadAppraisal(db, place));
  if (!place || !appraisal) throw validationError({ device_identifier: [translate(locale, 'buyout.unknown_device')] });
  if (appraisal.version !== post.appraisal_version) {
    // The form the browser reloads next must be the new version, not a cached copy of the old one.
    await app.responseCache.purge({ target: { keys: [APPRAISAL_SURROGATE_KEY] }, soft: false });
    throw detailError(409, translate(locale, 'buyout.prices_changed'));
  }

  const answers: Record<string, string> = {};
  const answerErrors: FieldErrors = {};
  for (const condition of appraisal.conditions) {
    const id = String(condition.id);
    // A disabled question is fixed to its default whatever was posted.
    const given = condition.disabled ? condition.defaultValues.find((value) => condition.choices.some((choice) => choice.value === value)) : post.device_condition_choices[id];
    if (given === undefined || given === '') answerErrors[id] = [kindText(locale, 'required')];
    else if (!condition.choices.some((choice) => choice.value === given)) answerErrors[id] = [translate(locale, 'api.invalid_type')];
    else answers[id] = given;
  }
  const outcome = computeAppraisal(appraisalIn(appraisal, locale), answers);
  if (!outcome.ok && outcome.reason === 'no_quality') throw validationError({ non_field_errors: [translate(locale, 'buyout.no_quality')] });
  if (!outcome.ok) throw validationError({ device_condition_choices: answerErrors });
  return { place, appraisal, answers, quality: outcome.quality, price: outcome.price, resultId: outcome.resultId };
}
