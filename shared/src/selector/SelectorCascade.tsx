import { Trans, useLingui } from '@lingui/react/macro';
import { isCancelledError, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Choice, ChoicesResponse, Locale } from '../contract/common';
import type { ApiClient } from '../http/api-client';
import { Field } from '../ui/field';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { ChoiceList } from './ChoiceList';
import type { SelectedChoices } from './selector-data';
import { SELECTOR_STEPS, selectedChoicesOf, stepBelow, type SelectorState, type SelectorStep } from './selector-store';
import { isLoadable, stepChoicesQuery, useStepChoices, type StepChoicesCalls } from './step-choices';
import { LoadFailed } from '../ui/load-failed';
import { useSettledChoice } from './settled-choice';

/** The product type the server calls accessories; both flows show it as smart watches (spec section 4). */
export const SMART_WATCHES_TYPE_VALUE = 'prislusenstvi';

export interface SelectorCascadeProps {
  store: StoreApi<SelectorState>;
  /**
   * The widget's API client (`useApiClient()` in the flow). A prop, not the hook: this file reaches
   * api-provider by a relative import, which in a remote's build is that bundle's own copy, not the
   * shared one whose provider `WidgetProviders` renders.
   */
  api: ApiClient;
  /** The flow's choices route of each step. */
  choicesCalls: StepChoicesCalls;
  /** After the customer's pick, the page address the server gave for the selection (flows keep it in the address). */
  onSelectionUrl?: (url: string) => void;
  /** Every pick, e.g. for a click analytics event. */
  onPick?: (step: SelectorStep, value: string | null) => void;
}

function sameSelectionAbove(step: SelectorStep, a: SelectedChoices, b: SelectedChoices): boolean {
  const keys = (['product_type', 'product_manufacturer', 'product_model'] as const).slice(0, SELECTOR_STEPS.indexOf(step));
  return keys.every((key) => a[key] === b[key]);
}

/**
 * The type -> manufacturer -> model -> colour selector of both flows. The store holds the
 * picks and applies the clearing rules; each step's options are a query keyed by the slugs
 * chosen above it and the language, so an answer for an older pick never shows under a newer
 * one and a language switch asks again by itself. Types and manufacturers are tiles (a radio
 * group each), the long model list a select, the colours tiles again.
 */
export function SelectorCascade({ store, api, choicesCalls, onSelectionUrl, onPick }: SelectorCascadeProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const queryClient = useQueryClient();
  const state = useStore(store);
  const selection = selectedChoicesOf(state);
  const options: Record<SelectorStep, UseQueryResult<ChoicesResponse>> = {
    productType: useStepChoices(api, choicesCalls, 'productType', selection, locale),
    manufacturer: useStepChoices(api, choicesCalls, 'manufacturer', selection, locale),
    model: useStepChoices(api, choicesCalls, 'model', selection, locale),
    color: useStepChoices(api, choicesCalls, 'color', selection, locale),
  };
  const choicesOf = (step: SelectorStep): Choice[] => (isLoadable(step, selection) ? (options[step].data?.choices ?? []) : []);

  const pick = (step: SelectorStep, value: string | null) => {
    store.getState().choose(step, value);
    onPick?.(step, value);
    const below = stepBelow(step);
    if (below === null || value === null) return;
    // The options below are asked for now (the step's query joins this request), and their
    // answer gives the page address of the new selection, unless a newer pick came first.
    const picked = selectedChoicesOf(store.getState());
    queryClient.fetchQuery(stepChoicesQuery(api, choicesCalls(below, picked), locale)).then(
      (answer) => {
        if (sameSelectionAbove(below, picked, selectedChoicesOf(store.getState()))) onSelectionUrl?.(answer.url);
      },
      // A newer pick cancels this request; a real failure is shown at the step with a retry.
      (error: unknown) => {
        if (!isCancelledError(error)) console.warn('Selector choices could not be loaded', error);
      },
    );
  };

  // A closed select changes with every arrow key too: the model is committed once it settles.
  const modelChoice = useSettledChoice(state.model.selected ?? '', (value) => pick('model', value === '' ? null : value));

  const labels: Record<SelectorStep, string> = {
    productType: t`Typ zařízení`,
    manufacturer: t`Výrobce`,
    model: t`Model`,
    color: t`Barva`,
  };

  const typeChoices: Choice[] = choicesOf('productType').map((choice) =>
    choice.value === SMART_WATCHES_TYPE_VALUE ? { ...choice, label: t`Chytré hodinky` } : choice,
  );

  const stepStatus = (step: SelectorStep) => {
    const stepName = labels[step];
    if (!isLoadable(step, selection)) return null;
    if (options[step].isLoading) return <Spinner label={t`Načítám možnosti: ${stepName}`} />;
    if (!options[step].isError) return null;
    return (
      <LoadFailed onRetry={() => void options[step].refetch()}>
        <Trans>Možnosti „{stepName}“ se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  };

  return (
    <div>
      {typeChoices.length > 0 && (
        <ChoiceList label={labels.productType} choices={typeChoices} selected={state.productType.selected} onChoose={(value) => pick('productType', value)} />
      )}
      {stepStatus('productType')}
      {choicesOf('manufacturer').length > 0 && (
        <ChoiceList label={labels.manufacturer} choices={choicesOf('manufacturer')} selected={state.manufacturer.selected} onChoose={(value) => pick('manufacturer', value)} />
      )}
      {stepStatus('manufacturer')}
      {choicesOf('model').length > 0 && (
        <Field label={labels.model}>
          {(control) => (
            <Select
              {...control}
              value={modelChoice.shown ?? ''}
              placeholder={t`Vyberte model`}
              options={choicesOf('model')}
              onChange={(event) => modelChoice.choose(event.target.value)}
              onKeyDown={modelChoice.onKeyDown}
              onPointerDown={modelChoice.onPointerDown}
              onBlur={modelChoice.onBlur}
            />
          )}
        </Field>
      )}
      {stepStatus('model')}
      {choicesOf('color').length > 0 && (
        <ChoiceList label={labels.color} choices={choicesOf('color')} assetUrl={api.assetUrl} selected={state.color.selected} onChoose={(value) => pick('color', value)} />
      )}
      {stepStatus('color')}
    </div>
  );
}
