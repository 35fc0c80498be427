import { useLingui } from '@lingui/react/macro';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import { buyoutAppraisalForm, buyoutProductSelectorData } from '@shop/shared/contract/buyout-flow';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, keepAcrossLanguage, queryFor } from '@shop/shared/query/route-query';
import type { SelectedChoices, SelectorChoices } from '@shop/shared/selector/selector-data';
import type { AppraisalSource } from '../store/buyout-store';

/** What the flow shows for the chosen device, whichever call answered. */
export interface AppraisalAnswer {
  /** Null when the address names no colour (nothing to appraise yet). */
  appraisal: Appraisal | null;
  /** The page address the appraisal form gave for a colour the customer chose (spec section 7). */
  url: string | null;
  /** The cascade, when the answer carries it (an address). */
  selectorData: { selected_choices: SelectedChoices; choices: SelectorChoices } | null;
}

const fromAppraisalForm = (answer: { url: string; appraisal: Appraisal }): AppraisalAnswer => ({
  appraisal: answer.appraisal,
  url: answer.url,
  selectorData: null,
});
const fromSelectorData = (answer: { selected_choices: SelectedChoices; choices: SelectorChoices; appraisal: Appraisal | null }): AppraisalAnswer => ({
  appraisal: answer.appraisal,
  url: null,
  selectorData: answer,
});

/**
 * The appraisal of the chosen device, keyed by the choice and the language (questions and
 * choices are translated): a language switch asks again and keeps the old text meanwhile.
 */
export function useAppraisalAnswer(source: AppraisalSource | null) {
  const api = useApiClient();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;

  const byColor = queryFor(api, buyoutAppraisalForm, { params: { product_color: source?.from === 'color' ? source.color : '' } }, locale);
  const colorAnswer = useQuery({
    ...byColor,
    enabled: source?.from === 'color',
    placeholderData: keepAcrossLanguage(byColor.queryKey),
    select: fromAppraisalForm,
  });
  const byAddress = queryFor(api, buyoutProductSelectorData, { query: source?.from === 'address' ? source.query : {} }, locale);
  const addressAnswer = useQuery({
    ...byAddress,
    enabled: source?.from === 'address',
    placeholderData: keepAcrossLanguage(byAddress.queryKey),
    select: fromSelectorData,
  });
  return source?.from === 'address' ? addressAnswer : colorAnswer;
}

/** Prices changed (409): every shown appraisal is asked for again. */
export async function reloadAppraisals(queryClient: QueryClient): Promise<void> {
  await Promise.all([invalidateRoute(queryClient, buyoutAppraisalForm), invalidateRoute(queryClient, buyoutProductSelectorData)]);
}
