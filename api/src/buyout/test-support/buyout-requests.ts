import type { FastifyInstance } from 'fastify';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { ChoicesResponse, Locale } from '@shop/shared/contract/common';

export async function getJson<T>(app: FastifyInstance, url: string, locale: Locale = 'cs'): Promise<T> {
  const response = await app.inject({ url, headers: { 'accept-language': locale } });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export interface PickedDevice {
  productType: string;
  manufacturer: string;
  model: string;
  colour: string;
  appraisal: Appraisal;
}

/** Walks the selector like a customer: first type, the given maker (or the first), its first model and colour. */
export async function pickDevice(app: FastifyInstance, { manufacturer, locale = 'cs' }: { manufacturer?: string; locale?: Locale } = {}): Promise<PickedDevice> {
  const base = '/api/new/buyout';
  const types = await getJson<ChoicesResponse>(app, `${base}/product-selector/product-type-choices/`, locale);
  const productType = types.choices[0]!.value;
  const makers = await getJson<ChoicesResponse>(app, `${base}/product-selector/manufacturer-choices/${productType}/`, locale);
  const maker = manufacturer ?? makers.choices[0]!.value;
  const models = await getJson<ChoicesResponse>(app, `${base}/product-selector/model-choices/${productType}/${maker}/`, locale);
  const model = models.choices[0]!.value;
  const colours = await getJson<ChoicesResponse>(app, `${base}/product-selector/color-choices/${model}/`, locale);
  const colour = colours.choices[0]!.value;
  const { appraisal } = await getJson<{ appraisal: Appraisal }>(app, `${base}/appraisal-form/${colour}/`, locale);
  return { productType, manufacturer: maker, model, colour, appraisal };
}

/** Answers by condition code-free rule: each question's first choice, which the seed lists best first. */
export function firstAnswers(appraisal: Appraisal): Record<string, string> {
  return Object.fromEntries(Object.entries(appraisal.device_conditions).map(([id, condition]) => [id, condition.choices[0]!.value]));
}

/** The condition id whose question has a choice with this value (the seed's values are unique enough per question). */
export function conditionWith(appraisal: Appraisal, choiceValue: string): string {
  const entry = Object.entries(appraisal.device_conditions).find(([, condition]) => condition.choices.some((choice) => choice.value === choiceValue));
  if (!entry) throw new Error(`No question offers ${choiceValue}`);
  return entry[0];
}

export function appraisalPost(device: PickedDevice, answers = firstAnswers(device.appraisal)) {
  return { device_identifier: device.colour, appraisal_version: device.appraisal.version, device_condition_choices: answers, note: '' };
}
