import { useQuery, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ChoicesResponseSchema, Locale } from '../contract/common';
import type { RouteDef, RouteInput } from '../contract/route';
import type { ApiClient } from '../http/api-client';
import { keepAcrossLanguage, queryFor, routeKey } from '../query/route-query';
import type { SelectedChoices, SelectorChoices } from './selector-data';
import { DATA_KEY_OF_STEP, SELECTOR_STEPS, stepAbove, type SelectorStep } from './selector-store';

/** A contract route answering one step's options (`{ choices, url }`), whatever slugs its path takes. */
export type ChoicesRoute = RouteDef<v.GenericSchema<Record<string, string>> | undefined, undefined, undefined, typeof ChoicesResponseSchema>;

/** The call behind a step's options: its route and the slugs chosen above the step. */
export interface StepChoicesCall {
  route: ChoicesRoute;
  input: { params?: Record<string, string> };
}

/** A step's call, its input checked against the route's own params at the call site. */
export function stepCall<R extends ChoicesRoute>(route: R, input: RouteInput<R>): StepChoicesCall {
  return { route, input };
}

/**
 * Each flow maps the cascade's steps to its own choices routes (the buyout and the service
 * calls differ only in path); asked only for a step whose step above is chosen.
 */
export type StepChoicesCalls = (step: SelectorStep, selection: SelectedChoices) => StepChoicesCall;

/** True when `step`'s options can be asked for: the step above it is chosen. */
export function isLoadable(step: SelectorStep, selection: SelectedChoices): boolean {
  const above = stepAbove(step);
  return above === null || selection[DATA_KEY_OF_STEP[above]] !== null;
}

/** A step's options call as query options: keyed by route, slugs above and language (labels are translated). */
export function stepChoicesQuery(api: ApiClient, call: StepChoicesCall, locale: Locale) {
  return queryFor(api, call.route, call.input, locale);
}

/**
 * A step's options for the selection above it. They change only with the catalogue, so an
 * answer in the cache is shown without asking again; a language switch asks again (another
 * key) and keeps the old labels meanwhile.
 */
export function useStepChoices(api: ApiClient, calls: StepChoicesCalls, step: SelectorStep, selection: SelectedChoices, locale: Locale) {
  const options = stepChoicesQuery(api, calls(step, selection), locale);
  return useQuery({ ...options, enabled: isLoadable(step, selection), staleTime: Infinity, placeholderData: keepAcrossLanguage(options.queryKey) });
}

/**
 * A selector-data answer (deep link, search pick) carries the options of every chosen step:
 * they go into the cache under the keys the cascade asks by, so the restored cascade shows at
 * once. Their `url` is never read: a pick asks again and takes the address from that answer.
 */
export function cacheRestoredChoices(
  queryClient: QueryClient,
  calls: StepChoicesCalls,
  data: { selected_choices: SelectedChoices; choices: SelectorChoices },
  locale: Locale,
): void {
  for (const step of SELECTOR_STEPS) {
    if (!isLoadable(step, data.selected_choices)) continue;
    const call = calls(step, data.selected_choices);
    queryClient.setQueryData(routeKey(call.route, call.input, locale), { choices: data.choices[DATA_KEY_OF_STEP[step]], url: '' });
  }
}
